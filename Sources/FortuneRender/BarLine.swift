import FortuneCore

/// The widget as a status bar's encoder gets it: every text already escaped by the format's own
/// ``StatusBarFormat/escape(_:)``, and the state's style in the format's terms.
public struct BarLine<Format: StatusBarFormat> {
    private let format: Format
    private let content: WidgetContent
    private let shortWidth: Int
    /// The widget's line, fitted to the width: escaped once, as every encoder reads it.
    public let text: String
    /// The state the line is shown in.
    public let state: BarState

    /// - Parameters:
    ///   - line: the widget's line, fitted, plain, not yet escaped.
    ///   - shortWidth: the most cells the short text may take.
    init(_ format: Format, content: WidgetContent, line: String, shortWidth: Int, accent: AccentColor) {
        self.format = format
        self.content = content
        text = format.escape(line)
        self.shortWidth = shortWidth
        state = BarState(content, accent: accent)
    }

    /// The sign's emoji and name, fitted to `shortWidth`: i3blocks' short text.
    public var shortText: String {
        let short = DisplayWidth.truncate(content.shortInline, toWidth: shortWidth)
        return format.escape(content.charset == .ascii ? ASCIIFallback.drawing(short) : short)
    }

    /// The heading, the whole fortune and any failure, on several lines: Waybar's tooltip.
    public var tooltip: String {
        format.escape(content.charset == .ascii ? ASCIIFallback.drawing(content.tooltip) : content.tooltip)
    }

    /// The sign's name, or the state's before a sign is picked: Waybar's `alt`.
    public var alt: String { content.card?.sign.rawValue ?? content.stateName }

    /// How the format marks the state.
    public var style: Format.Style { format.style(state) }

    /// The text after `open` of the state's colour and before `close`, which gives the bar's own
    /// colour back; the text alone when the state has no colour or the text is empty.
    public func coloured(_ open: (String) -> String, _ close: String) -> String where Format.Style == String? {
        guard let colour = style, !text.isEmpty else { return text }
        return open(colour) + text + close
    }
}

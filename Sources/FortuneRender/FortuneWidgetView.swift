public import FortuneCore
import FortuneZodiac

/// The fortune widget, drawn as text: each family in each state, in each output format.
///
/// Rendering is a pure function of the card, so `fortune widget` draws once and a live host
/// can draw again whenever its timeline moves or the terminal is resized:
///
///     let draw = { (card: FortuneCard, columns: Int) in
///         FortuneWidgetView.render(card, family: .medium, style: style,
///                                  width: WidgetFamily.medium.width(fittingColumns: columns))
///     }
///
/// The fortune and the failure are untrusted text: they are cleaned with ``Sanitizer`` before
/// they are measured, and escaped for each bar's markup after.
public enum FortuneWidgetView {
    /// The widget for `card`, without a final newline.
    ///
    /// - Parameters:
    ///   - family: the box, or `inline` for one line. In a status bar's format the widget is
    ///     always one line; a box family then only sets the line's greatest width.
    ///   - format: `text` by default.
    ///   - style: colour for the `text` format (default: none). The other formats never carry
    ///     escape sequences; i3blocks takes its colour line from the accent.
    ///   - width: cells; default the family's width. A box keeps its height and rewraps.
    ///   - language: the widget's own words and the sign's name (``WidgetWords``); by default
    ///     the fortune's language, else English. The fortune's text is drawn as written.
    public static func render(
        _ card: FortuneCard,
        family: WidgetFamily,
        format: WidgetFormat = .text,
        style: ANSIStyle = .plain,
        width: Int? = nil,
        language: Language? = nil
    ) -> String {
        render(
            WidgetContent(card: card, language: language), family: family, format: format, style: style, width: width)
    }

    /// The widget's lines in a terminal: the box's lines, each exactly `width` cells, or the one
    /// inline line.
    public static func lines(
        _ card: FortuneCard,
        family: WidgetFamily,
        style: ANSIStyle = .plain,
        width: Int? = nil,
        language: Language? = nil
    ) -> [String] {
        lines(WidgetContent(card: card, language: language), family: family, style: style, width: width ?? family.width)
    }

    /// The widget's one-line form in full, without the sign's emoji and never cut: what bare
    /// `fortune` prints, so a shell greeting says what the widget and the bars say. Today's
    /// fortune is its text alone; an earlier day's is marked `(yesterday)` or with its date;
    /// none is the hint to run `fortune refresh`.
    /// - Parameter language: the widget's own words, as in ``render(_:family:format:style:width:language:)``.
    public static func sentence(_ card: FortuneCard, language: Language? = nil) -> String {
        sentence(WidgetContent(card: card, language: language), emoji: card.sign.emoji)
    }

    /// The one-line form of the widget when no sign is picked: the hint to run
    /// `fortune pick SIGN`, in `language`'s words.
    public static func noSignSentence(language: Language = .english) -> String {
        sentence(.noSign(on: .today(), language: language), emoji: WidgetContent.noSignEmoji)
    }

    private static func sentence(_ content: WidgetContent, emoji: String) -> String {
        var parts = content.inline.map(\.text)
        if parts.first == emoji { parts.removeFirst() }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What the widget shows when no sign is picked and none was given: the hint to run
    /// `fortune pick SIGN`, as a box, a line, a bar's text, or JSON with state `nosign`.
    /// - Parameters:
    ///   - day: the date in the box's footer; default today.
    ///   - language: the widget's words; default English.
    public static func renderNoSign(
        family: WidgetFamily,
        format: WidgetFormat = .text,
        style: ANSIStyle = .plain,
        width: Int? = nil,
        day: CalendarDay = .today(),
        language: Language = .english
    ) -> String {
        render(.noSign(on: day, language: language), family: family, format: format, style: style, width: width)
    }

    private static func render(
        _ content: WidgetContent,
        family: WidgetFamily,
        format: WidgetFormat,
        style: ANSIStyle,
        width: Int?
    ) -> String {
        let width = max(0, width ?? family.width)
        switch format {
        case .text:
            return lines(content, family: family, style: style, width: width).joined(separator: "\n")
        case .json:
            return FormatEncoders.json(
                content, family: family, width: width,
                lines: lines(content, family: family, style: .plain, width: width))
        case .waybar:
            return FormatEncoders.waybar(content, line: WidgetLayout.line(content, width: width, style: .plain))
        case .i3blocks:
            return FormatEncoders.i3blocks(
                content,
                line: WidgetLayout.line(content, width: width, style: .plain),
                shortWidth: min(width, WidgetFamily.small.width),
                accent: style.accentColor
            )
        case .tmux:
            return MarkupEscaping.tmux(WidgetLayout.line(content, width: width, style: .plain))
        case .polybar:
            return MarkupEscaping.polybar(WidgetLayout.line(content, width: width, style: .plain))
        }
    }

    private static func lines(_ content: WidgetContent, family: WidgetFamily, style: ANSIStyle, width: Int) -> [String]
    {
        guard family.isBox else { return [WidgetLayout.line(content, width: width, style: style)] }
        return WidgetLayout.box(content, width: width, height: family.height, style: style)
    }
}

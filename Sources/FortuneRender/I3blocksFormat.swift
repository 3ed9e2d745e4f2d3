/// i3blocks' protocol: the full text, the short text and a colour, one per line.
public struct I3blocksFormat: StatusBarFormat {
    public let name = "i3blocks"
    public let reload = StatusBarReload.signal(process: "i3blocks")

    public init() {}

    /// Plain text, as i3blocks reads it without `markup=pango`, on one line: the next lines
    /// would be read as the short text and the colour.
    public func escape(_ text: String) -> String {
        singleLine(text)
    }

    /// The colour line (`BarState.colour`), the accent for today's fortune too; no line when
    /// there is no accent.
    public func style(_ state: BarState) -> String? {
        state.colour(forFortune: state.accent.hexColour)
    }

    public func encode(_ line: BarLine<Self>) -> String {
        var lines = [line.text, line.shortText]
        if let colour = line.style { lines.append(colour) }
        return lines.joined(separator: "\n")
    }
}

extension WidgetFormat {
    /// ``I3blocksFormat``.
    public static var i3blocks: WidgetFormat { .bar(I3blocksFormat()) }
}

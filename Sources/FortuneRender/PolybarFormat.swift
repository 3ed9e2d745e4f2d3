/// A polybar `custom/script` line.
public struct PolybarFormat: StatusBarFormat {
    public let name = "polybar"
    public let reload = StatusBarReload.command(
        ["polybar-msg", "action", "fortune-ipc", "hook", "0"], whenRunning: "polybar")

    public init() {}

    /// Polybar: a `%{` would open a formatting tag (`%{A1:command:}` runs a command on click);
    /// one line.
    ///
    /// Polybar's tag parser has no escape for it (`%%{` is a literal `%` and then the tag), so
    /// a space is put between `%` and `{`: visible, but harmless whatever the font.
    public func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        var previous: Character?
        for character in singleLine(text) {
            if previous == "%" && character == "{" { escaped.append(" ") }
            escaped.append(character)
            previous = character
        }
        return escaped
    }

    /// The foreground colour, `#RRGGBB`: red for a failure, grey for what is not today's
    /// fortune, the accent for the picture; nil, the bar's own colour, for today's fortune.
    public func style(_ state: BarState) -> String? {
        switch state.kind {
        case .failure: AccentColor.red.hexColour
        case .muted: AccentColor.brightBlack.hexColour
        case .picture: state.accent.hexColour
        case .fortune: nil
        }
    }

    /// The line in the state's colour, `%{F#FF0000}…%{F-}`, which gives the bar's own colour
    /// back after it.
    public func encode(_ line: BarLine<Self>) -> String {
        let text = line.text
        guard let colour = line.style, !text.isEmpty else { return text }
        return "%{F\(colour)}\(text)%{F-}"
    }
}

extension WidgetFormat {
    /// ``PolybarFormat``.
    public static var polybar: WidgetFormat { .bar(PolybarFormat()) }
}

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

    /// The foreground colour (`BarState.colour`); nil, the bar's own colour, for today's
    /// fortune.
    public func style(_ state: BarState) -> String? {
        state.colour(forFortune: nil)
    }

    /// The line in the state's colour, `%{F#FF0000}…%{F-}`, which gives the bar's own colour
    /// back after it.
    public func encode(_ line: BarLine<Self>) -> String {
        line.coloured({ "%{F\($0)}" }, "%{F-}")
    }
}

extension WidgetFormat {
    /// ``PolybarFormat``.
    public static var polybar: WidgetFormat { .bar(PolybarFormat()) }
}

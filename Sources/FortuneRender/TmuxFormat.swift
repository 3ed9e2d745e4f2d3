/// A tmux status-line fragment, for `#(fortune widget --format tmux)`.
public struct TmuxFormat: StatusBarFormat {
    public let name = "tmux"
    public let reload = StatusBarReload.tmuxServers(command: "refresh-client -S")

    public init() {}

    /// tmux status formats: `#` starts a format (`#[fg=red]`, `#(command)`), `##` is a literal
    /// `#`; one line.
    public func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in singleLine(text) {
            if character == "#" { escaped += "##" } else { escaped.append(character) }
        }
        return escaped
    }

    /// The foreground colour (`BarState.colour`); nil, the bar's own colour, for today's
    /// fortune.
    public func style(_ state: BarState) -> String? {
        state.colour(forFortune: nil)
    }

    /// The line in the state's colour, `#[fg=#FF0000]…#[fg=default]`, which gives the bar's
    /// own colour back after it.
    public func encode(_ line: BarLine<Self>) -> String {
        line.coloured({ "#[fg=\($0)]" }, "#[fg=default]")
    }
}

extension WidgetFormat {
    /// ``TmuxFormat``.
    public static var tmux: WidgetFormat { .bar(TmuxFormat()) }
}

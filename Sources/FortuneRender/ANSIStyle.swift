/// When to colour output: `--color auto|always|never`.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Colour a terminal, unless the environment says otherwise.
    case auto
    case always
    case never
}

/// The widget's accent colour: one of the terminal's sixteen, so it follows the user's theme.
///
/// Named in configuration as `red`, `bright-red` and so on; `none` means no accent.
public enum AccentColor: String, Sendable, Hashable, CaseIterable {
    case none
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack = "bright-black", brightRed = "bright-red", brightGreen = "bright-green"
    case brightYellow = "bright-yellow", brightBlue = "bright-blue"
    case brightMagenta = "bright-magenta", brightCyan = "bright-cyan", brightWhite = "bright-white"

    /// The colour called `name`, ignoring case and accepting `_` for `-`; nil for unknown names.
    public init?(name: String) {
        self.init(rawValue: name.lowercased().replacing("_", with: "-"))
    }

    /// The SGR foreground parameter: 30–37, bright 90–97.
    var foregroundCode: Int? {
        switch self {
        case .none: nil
        case .black: 30
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .white: 37
        case .brightBlack: 90
        case .brightRed: 91
        case .brightGreen: 92
        case .brightYellow: 93
        case .brightBlue: 94
        case .brightMagenta: 95
        case .brightCyan: 96
        case .brightWhite: 97
        }
    }
}

/// Styles text with SGR escape sequences, or leaves it plain when colour is off.
///
/// Each style ends with its own reset (22 for bold and dim, 39 for the colour) rather than the
/// full reset 0, so styles nest: `accent(bold("x") + " y")` keeps " y" in the accent colour.
/// Sequences count as zero cells in ``DisplayWidth``.
public struct ANSIStyle: Sendable, Hashable {
    /// Whether escape sequences are written at all.
    public var isEnabled: Bool
    public var accentColor: AccentColor

    public init(isEnabled: Bool, accentColor: AccentColor = .none) {
        self.isEnabled = isEnabled
        self.accentColor = accentColor
    }

    /// The style `mode` calls for on this output; see ``shouldColor(mode:isTerminal:environment:)``.
    public init(mode: ColorMode, isTerminal: Bool, environment: [String: String], accentColor: AccentColor = .none) {
        self.init(
            isEnabled: Self.shouldColor(mode: mode, isTerminal: isTerminal, environment: environment),
            accentColor: accentColor
        )
    }

    /// No escape sequences: for status bars, pipes and files.
    public static let plain = ANSIStyle(isEnabled: false)

    /// Whether to colour, by the flag first and then the conventions of https://no-color.org
    /// and https://bixense.com/clicolors/.
    ///
    /// `never` and `always` are final. For `auto`: a non-empty `NO_COLOR` turns colour off, then
    /// `CLICOLOR_FORCE` other than "0" turns it on, otherwise colour goes only to a terminal
    /// whose `TERM` is not "dumb".
    public static func shouldColor(mode: ColorMode, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch mode {
        case .never:
            return false
        case .always:
            return true
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["CLICOLOR_FORCE"], force != "0" { return true }
            return isTerminal && environment["TERM"] != "dumb"
        }
    }

    public func bold(_ text: String) -> String {
        wrap(text, on: "1", off: "22")
    }

    public func dim(_ text: String) -> String {
        wrap(text, on: "2", off: "22")
    }

    /// `text` in the accent colour; plain when the accent is `none`.
    public func accent(_ text: String) -> String {
        guard let code = accentColor.foregroundCode else { return text }
        return wrap(text, on: String(code), off: "39")
    }

    private func wrap(_ text: String, on: String, off: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(on)m\(text)\u{1B}[\(off)m"
    }
}

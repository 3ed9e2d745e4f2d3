import FortuneCore

/// When to colour output: `--color auto|always|never`.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Colour a terminal, unless the environment says otherwise.
    case auto
    case always
    case never
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
    /// Whether a `#rrggbb` accent is written as 24-bit colour; otherwise as the nearest of the
    /// 256 colours.
    public var trueColor: Bool

    public init(isEnabled: Bool, accentColor: AccentColor = .none, trueColor: Bool = false) {
        self.isEnabled = isEnabled
        self.accentColor = accentColor
        self.trueColor = trueColor
    }

    /// The style `mode` calls for on this output; see ``shouldColor(mode:isTerminal:environment:)``.
    /// True colour when `COLORTERM` says so (`truecolor` or `24bit`).
    public init(mode: ColorMode, isTerminal: Bool, environment: [String: String], accentColor: AccentColor = .none) {
        self.init(
            isEnabled: Self.shouldColor(mode: mode, isTerminal: isTerminal, environment: environment),
            accentColor: accentColor,
            trueColor: ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased())
        )
    }

    /// No escape sequences: for status bars, pipes and files.
    public static let plain = ANSIStyle(isEnabled: false)

    /// Whether to colour, by the flag first and then the conventions of https://no-color.org
    /// and https://bixense.com/clicolors/.
    ///
    /// `never` and `always` are final. For `auto`: a non-empty `NO_COLOR` turns colour off, then
    /// `CLICOLOR_FORCE` other than "0" turns it on, otherwise colour goes only to a terminal
    /// whose `TERM` is set and not "dumb" (one that takes escape sequences).
    public static func shouldColor(mode: ColorMode, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["CLICOLOR_FORCE"], force != "0" { return true }
            return isTerminal && TerminalCapabilities.hasCursorControl(environment: environment)
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
        guard let code = accentColor.foregroundParameters(trueColor: trueColor) else { return text }
        return wrap(text, on: code, off: "39")
    }

    private func wrap(_ text: String, on: String, off: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(on)m\(text)\u{1B}[\(off)m"
    }
}

/// What `fortune widget` writes: the widget for a terminal, the entry as data, or a status bar's
/// own format, one of ``StatusBarFormats/all``.
public enum WidgetFormat: Sendable {
    /// The family's box, or the inline line, for a terminal.
    case text
    /// The entry and its rendered lines, for scripts.
    case json
    /// A status bar's format.
    case bar(any StatusBarFormat)

    /// The status bar's format, when a status bar reads the output.
    public var statusBar: (any StatusBarFormat)? {
        guard case .bar(let bar) = self else { return nil }
        return bar
    }

    /// Whether a status bar reads the output: such output is one inline line, never coloured
    /// with escape sequences, and never an error a bar would show in red.
    public var isStatusBar: Bool { statusBar != nil }

    /// The family used when none is asked for: medium in a terminal, inline in a bar.
    public var defaultFamily: WidgetFamily {
        isStatusBar ? .inline : .medium
    }
}

extension WidgetFormat: RawRepresentable, CaseIterable, Hashable, CustomStringConvertible {
    /// `text`, `json`, then the bars in the table's order.
    public static var allCases: [WidgetFormat] {
        [.text, .json] + StatusBarFormats.all.map(WidgetFormat.bar)
    }

    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    /// The name `--format` takes.
    public var rawValue: String {
        switch self {
        case .text: "text"
        case .json: "json"
        case .bar(let bar): bar.name
        }
    }

    /// The name, as `--format` takes it.
    public var description: String { rawValue }

    public static func == (lhs: WidgetFormat, rhs: WidgetFormat) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}

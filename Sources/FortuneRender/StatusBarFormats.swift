/// The status bars `fortune widget` writes for, in the order `--help`, the completions and the
/// documentation list them.
public enum StatusBarFormats {
    /// Every bar's format: a new bar is a type conforming to ``StatusBarFormat`` and a row here.
    public static let all: [any StatusBarFormat] = [
        WaybarFormat(),
        I3blocksFormat(),
        TmuxFormat(),
        PolybarFormat(),
    ]

    /// The format named `name`; nil when no bar has that name.
    public static func named(_ name: String) -> (any StatusBarFormat)? {
        all.first { $0.name == name }
    }
}

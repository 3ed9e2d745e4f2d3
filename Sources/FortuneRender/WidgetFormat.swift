/// What `fortune widget` writes: the widget for a terminal, the entry as data, or a status bar's
/// own format.
public enum WidgetFormat: String, Sendable, Hashable, CaseIterable {
    /// The family's box, or the inline line, for a terminal.
    case text
    /// The entry and its rendered lines, for scripts.
    case json
    /// Waybar's custom module with `return-type: json`: one object per line.
    case waybar
    /// i3blocks' protocol: full text, short text and colour, one per line.
    case i3blocks
    /// A tmux status-line fragment, for `#(fortune widget --format tmux)`.
    case tmux
    /// A polybar `custom/script` line.
    case polybar

    /// Whether a status bar reads the output: such output is one inline line, never coloured
    /// with escape sequences, and never an error a bar would show in red.
    public var isStatusBar: Bool {
        switch self {
        case .text, .json: false
        case .waybar, .i3blocks, .tmux, .polybar: true
        }
    }

    /// The family used when none is asked for: medium in a terminal, inline in a bar.
    public var defaultFamily: WidgetFamily {
        isStatusBar ? .inline : .medium
    }
}

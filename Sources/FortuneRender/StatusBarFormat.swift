/// A status bar's output format: how the widget's line is escaped for the bar's markup, how
/// each state is marked, and what the bar reads. Each bar is one type, listed in
/// ``StatusBarFormats/all``, which `--format`, `reloadBars` and their help read.
///
/// Escaping and the states' styles have no default: the text comes from a model, and only the
/// bar's own format knows what its markup would make of it (Waybar's Pango, polybar's
/// `%{A1:command:}`, tmux's `#(command)`). The encoder sees the text only through ``BarLine``,
/// already escaped.
public protocol StatusBarFormat: Sendable {
    /// How the bar marks a state: a colour, a class.
    associatedtype Style

    /// The name `--format` and `reloadBars` take: `waybar`.
    var name: String { get }

    /// `text`, untrusted but cleaned (``Sanitizer``), as the bar shows plain text: never as
    /// markup, a colour or a command, and with no line break where the bar would read one as
    /// its next field.
    func escape(_ text: String) -> String

    /// How the bar marks the widget in `state`.
    func style(_ state: BarState) -> Style

    /// What the bar reads for `line`, without a final newline.
    func encode(_ line: BarLine<Self>) -> String

    /// How the bar is told to redraw at once (`reloadBars`).
    var reload: StatusBarReload { get }
}

extension StatusBarFormat {
    /// `text` with each line break (and CR LF pair) replaced by a space: a line-oriented bar
    /// reads each line as a new field or a new update.
    func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}

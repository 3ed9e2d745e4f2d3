/// Escapes text for the markup of each status bar, so text from the model shows as text and
/// never as formatting, colours or click actions.
///
/// Escape cleaned text (``Sanitizer``), then add the format's own markup around it. The
/// line-oriented formats also turn line breaks into spaces: a bar reads each line as a new field
/// or a new update.
public enum MarkupEscaping {
    /// Pango markup, as Waybar reads `text` and `tooltip`: `& < > ' "` become entities.
    public static func pango(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "'": escaped += "&#39;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Polybar: a `%{` would open a formatting tag (`%{A1:command:}` runs a command on click).
    ///
    /// Polybar's tag parser has no escape for it (`%%{` is a literal `%` and then the tag), so
    /// a space is put between `%` and `{`: visible, but harmless whatever the font.
    public static func polybar(_ text: String) -> String {
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

    /// tmux status formats: `#` starts a format (`#[fg=red]`, `#(command)`), `##` is a literal `#`.
    public static func tmux(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in singleLine(text) {
            if character == "#" { escaped += "##" } else { escaped.append(character) }
        }
        return escaped
    }

    /// i3blocks without `markup=pango`: plain text, one line (the next lines would be read as
    /// the short text and the colour).
    public static func i3blocks(_ text: String) -> String {
        singleLine(text)
    }

    /// `text` with each line break (and CR LF pair) replaced by a space.
    private static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// What the terminal named by `TERM` can do, as far as drawing in place goes.
public enum TerminalCapabilities {
    /// Whether a terminal with `environment` takes cursor control: the alternate screen,
    /// moving the cursor, erasing a line (`ESC[K`). Not when `TERM` is unset, empty or `dumb`
    /// (Emacs' shell buffers, some editors' consoles, serial lines): there the text is reprinted
    /// instead, without escape sequences.
    public static func hasCursorControl(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty else { return false }
        return term != "dumb"
    }
}

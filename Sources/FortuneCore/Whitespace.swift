extension Character {
    /// Whitespace that may become a line break; no-break spaces stay inside their word.
    package var isBreakingSpace: Bool {
        isWhitespace && !["\u{A0}", "\u{2007}", "\u{202F}"].contains(self)
    }
}

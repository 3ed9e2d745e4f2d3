extension Character {
    /// Whitespace that may become a line break; no-break spaces stay inside their word.
    package var isBreakingSpace: Bool {
        isWhitespace && !["\u{A0}", "\u{2007}", "\u{202F}"].contains(self)
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace, as `Character.isWhitespace` counts it
    /// (line breaks and no-break spaces included).
    package var trimmingWhitespace: SubSequence {
        trimming(while: \.isWhitespace)
    }

    /// The text without the characters at either end for which `isTrimmed` is true.
    ///
    /// Protocols name their own blanks, narrower than `isWhitespace`: an HTTP header value's
    /// are only spaces and tabs.
    package func trimming(while isTrimmed: (Character) -> Bool) -> SubSequence {
        trimmingSuffix(while: isTrimmed).drop(while: isTrimmed)
    }

    /// The text without the characters at its end for which `isTrimmed` is true.
    package func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> SubSequence {
        let end = lastIndex { !isTrimmed($0) }.map(index(after:)) ?? startIndex
        return self[..<end]
    }
}

public import FortuneCore

/// How long a fortune may be in a language: the one number the prompt's rule states
/// (`{{limit}}` in `Prompts/fortune.*.txt`), the check after generation applies, and the token
/// limit sent to a service is worked out from.
///
/// A model that ignores the rule (small local models do) has its answer cut to the whole
/// sentences that fit; an answer with no whole sentence within the limit is refused, never
/// saved as a paragraph.
public struct FortuneLength: Sendable, Hashable {
    /// The most characters a fortune has in all.
    public let characters: Int
    /// The most tokens the answer may take: the characters at the language's worst tokenizer
    /// rate (a CJK character can be two or three byte-level tokens, an English word one), so
    /// that a model cut by the token limit has still written past the character limit.
    public let answerTokens: Int

    public init(_ language: Language) {
        switch language {
        case .english: (characters, answerTokens) = (220, 120)
        case .korean: (characters, answerTokens) = (120, 240)
        case .japanese: (characters, answerTokens) = (110, 220)
        case .simplifiedChinese, .traditionalChinese: (characters, answerTokens) = (90, 180)
        }
    }

    /// The value the prompt templates' `{{limit}}` takes.
    public var placeholder: String { String(characters) }

    /// `text` as a fortune: as it is when it fits and was not cut short, else its whole
    /// sentences that fit within `characters`.
    /// - Parameter cutShort: whether the model was stopped before it finished (its token limit,
    ///   or a stream read no further), so that its last sentence may be half written.
    /// - Returns: nil when not one whole sentence fits.
    public func fitted(_ text: String, cutShort: Bool = false) -> String? {
        let trimmed = String(text.trimmingWhitespace)
        if !cutShort, trimmed.count <= characters { return text }
        var end: String.Index?
        var count = 0
        var index = trimmed.startIndex
        while index < trimmed.endIndex, count < characters {
            let character = trimmed[index]
            index = trimmed.index(after: index)
            count += 1
            guard Self.endsSentence(character) else { continue }
            // Closing quotes and brackets after the stop belong to the sentence.
            while index < trimmed.endIndex, count < characters, Self.closers.contains(trimmed[index]) {
                index = trimmed.index(after: index)
                count += 1
            }
            // A Latin stop ends a sentence only before a space or the end ("3.5", "Mr.Smith").
            if Self.latinStops.contains(character), index < trimmed.endIndex, !trimmed[index].isWhitespace {
                continue
            }
            end = index
        }
        guard let end else { return nil }
        return String(trimmed[..<end])
    }

    private static let latinStops: Set<Character> = [".", "!", "?"]
    /// Stops in all five languages: Latin, CJK ideographic, and their full-width and half-width forms.
    private static let stops: Set<Character> = [
        ".", "!", "?", "。", "！", "？", "．", "｡",
    ]
    private static let closers: Set<Character> = [
        "\"", "'", ")", "”", "’", "」", "』", "）", "】", "〉", "》",
    ]

    static func endsSentence(_ character: Character) -> Bool { stops.contains(character) }
}

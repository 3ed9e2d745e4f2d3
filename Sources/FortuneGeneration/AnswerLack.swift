public import FortuneCore

/// Why an answer had no text to show, as `GenerationError.noText` says it.
public enum AnswerLack: String, Sendable, CaseIterable {
    /// Nothing but blanks, or thinking that was taken out.
    case blank
    /// A chat completion without choices.
    case noChoices
    /// Only a call of a function, which fortune offers none of.
    case functionCall
    /// Only the model's thoughts, which are never shown.
    case thoughts
    /// A Gemini answer without candidates.
    case noCandidates
    /// A candidate whose content is empty.
    case empty
    /// Text that was nothing but control characters once cleaned.
    case control
    /// No text field at all.
    case none

    /// The reason, to be said in the reader's language: `error.generation.noText.blank`.
    public var said: Message { Message("error.generation.noText." + rawValue) }
}

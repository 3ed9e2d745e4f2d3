/// What a model is asked: fixed instructions, and the turn that changes from day to day.
///
/// Services that take a system message (Gemini's `systemInstruction`) get the instructions
/// there, where the model weighs them as rules rather than as part of the question.
public struct Prompt: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The rules, sent as system instructions; nil when the template has none.
    public var instructions: String?
    /// The user's turn: sign, date, language, recent fortunes.
    public var text: String

    public init(instructions: String? = nil, text: String) {
        self.instructions = instructions
        self.text = text
    }

    /// A prompt that is all user turn.
    public init(stringLiteral text: String) {
        self.init(text: text)
    }
}

public import FortuneCore

/// A text generator that writes fortunes: Gemini over HTTP, or the built-in offline model.
public protocol GenerativeModel: Sendable {
    /// The model's name as shown to the user and stored with a fortune ("gemini-2.5-flash").
    var name: String { get }

    /// Generates the whole text for `request`.
    /// - Throws: `GenerationError` when no usable text came back; never returns empty text.
    func generate(_ request: GenerationRequest) async throws -> Generation

    /// Generates the text for `request`, yielding pieces as they are written and ending with
    /// `.finished` and the whole result.
    func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error>
}

/// What to write a fortune for.
public struct GenerationRequest: Sendable, Hashable {
    public var sign: Sign
    public var day: CalendarDay
    public var language: Language
    /// The prompt built from the template for `language`; models that write text from a prompt
    /// use this, the offline model uses the fields above.
    public var prompt: String

    public init(sign: Sign, day: CalendarDay, language: Language, prompt: String) {
        self.sign = sign
        self.day = day
        self.language = language
        self.prompt = prompt
    }
}

/// A finished generation.
public struct Generation: Sendable, Hashable {
    public var text: String
    /// Why the model stopped, as the service said it ("STOP").
    public var finishReason: String?
    /// The exact model version that answered, if the service said.
    public var modelVersion: String?
    public var usage: TokenUsage?

    public init(text: String, finishReason: String? = nil, modelVersion: String? = nil, usage: TokenUsage? = nil) {
        self.text = text
        self.finishReason = finishReason
        self.modelVersion = modelVersion
        self.usage = usage
    }
}

/// Token counts reported by the service.
public struct TokenUsage: Sendable, Hashable, Codable {
    public var promptTokens: Int?
    public var outputTokens: Int?
    public var totalTokens: Int?

    public init(promptTokens: Int? = nil, outputTokens: Int? = nil, totalTokens: Int? = nil) {
        self.promptTokens = promptTokens
        self.outputTokens = outputTokens
        self.totalTokens = totalTokens
    }
}

/// One step of a streamed generation.
public enum GenerationEvent: Sendable, Hashable {
    /// More text, to append to what came before.
    case text(String)
    /// The end: the whole text and what the service said about it.
    case finished(Generation)
}

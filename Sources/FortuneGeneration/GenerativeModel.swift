public import FortuneCore

/// A text generator that writes fortunes: Gemini over HTTP, or the built-in offline model.
public protocol GenerativeModel: Sendable {
    /// The model's name as shown to the user and stored with a fortune: the id the service
    /// was asked for, or "offline".
    var name: String { get }

    /// The row of the service the model runs on: its id is recorded with each fortune, its
    /// name and facts word the model's errors.
    var descriptor: ServiceDescriptor { get }

    /// Generates the whole text for `request`.
    /// - Throws: `GenerationError` when no usable text came back; never returns empty text.
    func generate(_ request: GenerationRequest) async throws -> Generation

    /// Generates the text for `request`, yielding pieces as they are written and ending with
    /// `.finished` and the whole result.
    func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error>
}

extension GenerativeModel {
    /// The kind of service the model runs on, recorded with each fortune.
    public var service: ModelService { descriptor.id }
}

/// What to write a fortune for.
public struct GenerationRequest: Sendable, Hashable {
    public var sign: Sign
    public var day: CalendarDay
    public var language: Language
    /// The prompt built from the template for `language`; models that write text from a prompt
    /// use this, the offline model uses the fields above.
    public var prompt: Prompt

    public init(sign: Sign, day: CalendarDay, language: Language, prompt: Prompt) {
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
    /// The model asked that answered: the configured one, or a fallback. Nil when the model
    /// has no choice to report.
    public var model: String?
    /// The exact model version that answered, if the service said: an alias answers with the
    /// id of the model it points to.
    public var modelVersion: String?
    public var usage: TokenUsage?
    /// When the model that answered is to retire, if the service said.
    public var retirement: ModelRetirement?

    public init(
        text: String, finishReason: String? = nil, model: String? = nil, modelVersion: String? = nil,
        usage: TokenUsage? = nil
    ) {
        self.text = text
        self.finishReason = finishReason
        self.model = model
        self.modelVersion = modelVersion
        self.usage = usage
    }
}

/// One step of a streamed generation.
public enum GenerationEvent: Sendable, Hashable {
    /// More text, to append to what came before.
    case text(String)
    /// The end: the whole text and what the service said about it.
    case finished(Generation)
}

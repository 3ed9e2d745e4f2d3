/// A `GenerateContentResponse` as the Gemini API sends it, one per stream event.
///
/// Every field is optional and enum values are kept as strings: the service adds fields and
/// values without notice, and a new harm category must not turn a good fortune into an error.
/// Fields that fortune never reads (function-call arguments, inline data) are not declared, so
/// their shape cannot break decoding either.
/// Reference: https://ai.google.dev/api/generate-content#generatecontentresponse
struct GeminiWireResponse: Decodable, Sendable {
    var candidates: [Candidate]?
    var promptFeedback: PromptFeedback?
    var usageMetadata: UsageMetadata?
    var modelVersion: String?
    var responseId: String?
    /// An error object sent in place of a response, as the service does inside a stream.
    var error: GeminiWireError?
    /// Where the model stands in its life: a warning before it retires.
    var modelStatus: ModelStatus?

    struct ModelStatus: Decodable, Sendable {
        /// STABLE, PREVIEW, EXPERIMENTAL, LEGACY, DEPRECATED or RETIRED.
        var modelStage: String?
        /// When the model stops answering, as an RFC 3339 time ("2026-12-01T00:00:00Z").
        var retirementTime: String?
        var message: String?
    }

    struct Candidate: Decodable, Sendable {
        var content: Content?
        var finishReason: GeminiFinishReason?
        var finishMessage: String?
        var index: Int?
        var safetyRatings: [SafetyRating]?
        var citationMetadata: CitationMetadata?
    }

    struct Content: Decodable, Sendable {
        var role: String?
        var parts: [Part]?
    }

    /// One part of a candidate's content; only `text` parts that are not thoughts are shown.
    struct Part: Decodable, Sendable {
        var text: String?
        /// True for the model's reasoning, which is never shown.
        var thought: Bool?
        var thoughtSignature: String?
        var functionCall: FunctionCall?
        var executableCode: ExecutableCode?
        var codeExecutionResult: CodeExecutionResult?
    }

    struct FunctionCall: Decodable, Sendable {
        var name: String?
    }

    struct ExecutableCode: Decodable, Sendable {
        var language: String?
        var code: String?
    }

    struct CodeExecutionResult: Decodable, Sendable {
        var outcome: String?
        var output: String?
    }

    struct SafetyRating: Decodable, Sendable {
        var category: String?
        var probability: String?
        var blocked: Bool?
    }

    struct CitationMetadata: Decodable, Sendable {
        var citationSources: [CitationSource]?
    }

    struct CitationSource: Decodable, Sendable {
        var startIndex: Int?
        var endIndex: Int?
        var uri: String?
        var license: String?
    }

    struct PromptFeedback: Decodable, Sendable {
        /// Set when the prompt itself was blocked; then there are no candidates.
        var blockReason: String?
        var safetyRatings: [SafetyRating]?
    }

    /// Read as `UsageCount` reads counts: a count that is not sane is dropped, never a reason
    /// to refuse the answer.
    struct UsageMetadata: Decodable, Sendable {
        var promptTokenCount: Int?
        var candidatesTokenCount: Int?
        var thoughtsTokenCount: Int?
        var totalTokenCount: Int?

        private enum CodingKeys: String, CodingKey {
            case promptTokenCount, candidatesTokenCount, thoughtsTokenCount, totalTokenCount
        }

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            promptTokenCount = UsageCount.read(.promptTokenCount, in: container)
            candidatesTokenCount = UsageCount.read(.candidatesTokenCount, in: container)
            thoughtsTokenCount = UsageCount.read(.thoughtsTokenCount, in: container)
            totalTokenCount = UsageCount.read(.totalTokenCount, in: container)
        }
    }
}

/// Why a candidate stopped, kept as the service spelled it so unknown reasons survive decoding.
struct GeminiFinishReason: RawRepresentable, Decodable, Hashable, Sendable {
    var rawValue: String

    init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// The model finished its answer.
    static let stop = GeminiFinishReason(rawValue: "STOP")
    /// The answer was cut at `maxOutputTokens`; thinking tokens count too.
    static let maxTokens = GeminiFinishReason(rawValue: "MAX_TOKENS")

    /// Whether the answer may go on after this reason: the model finished, or was cut at
    /// MAX_TOKENS, which `GeminiAnswer.finish` then refuses with the remedy to raise the limit
    /// (half a sentence is not a fortune). Every other reason (SAFETY, RECITATION, BLOCKLIST,
    /// PROHIBITED_CONTENT, SPII, OTHER, or one not known yet) ends it with an error at once.
    var allowsText: Bool { self == .stop || self == .maxTokens }
}

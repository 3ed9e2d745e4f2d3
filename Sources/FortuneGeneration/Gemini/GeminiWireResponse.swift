import FortuneCore

/// A `GenerateContentResponse` as the Gemini API sends it, one per stream event.
///
/// Every field is optional and enum values are kept as strings: the service adds fields and
/// values without notice, and a new finish reason must not turn a good fortune into an error.
/// Fields that fortune never reads (safety ratings, citations, code and its results, inline
/// data, function-call arguments) are not declared, so their shape cannot break decoding either.
/// Reference: https://ai.google.dev/api/generate-content#generatecontentresponse
struct GeminiWireResponse: Decodable, Sendable {
    var candidates: [Candidate]?
    var promptFeedback: PromptFeedback?
    /// Token counts; a usage of the wrong shape is none, never a reason to refuse the answer.
    @Lenient var usageMetadata: UsageMetadata?
    var modelVersion: String?
    /// An error object sent in place of a response, as the service does inside a stream.
    var error: GeminiWireError?
    /// Where the model stands in its life: a warning before it retires.
    var modelStatus: ModelStatus?

    struct ModelStatus: Decodable, Sendable {
        /// STABLE, PREVIEW, EXPERIMENTAL, LEGACY, DEPRECATED or RETIRED.
        var modelStage: String?
        /// When the model stops answering, as an RFC 3339 time ("2026-12-01T00:00:00Z").
        var retirementTime: String?
    }

    struct Candidate: Decodable, Sendable {
        var content: Content?
        /// Kept as the service spelled it, so that unknown reasons survive decoding.
        var finishReason: String?
        var index: Int?
    }

    struct Content: Decodable, Sendable {
        var parts: [Part]?
    }

    /// One part of a candidate's content; only `text` parts that are not thoughts are shown.
    struct Part: Decodable, Sendable {
        var text: String?
        /// True for the model's reasoning, which is never shown.
        var thought: Bool?
        var functionCall: FunctionCall?
    }

    /// A call the model asks for instead of text: only noted, for the error when there is none.
    struct FunctionCall: Decodable, Sendable {
        var name: String?
    }

    struct PromptFeedback: Decodable, Sendable {
        /// Set when the prompt itself was blocked; then there are no candidates.
        var blockReason: String?
    }

    /// Each count read as `UsageCount` reads one: a count that is not sane is none.
    struct UsageMetadata: Decodable, Sendable {
        var promptTokenCount: UsageCount?
        var candidatesTokenCount: UsageCount?
        var thoughtsTokenCount: UsageCount?
        var totalTokenCount: UsageCount?

        var tokenUsage: TokenUsage {
            TokenUsage(
                promptTokens: promptTokenCount?.value, outputTokens: candidatesTokenCount?.value,
                thoughtsTokens: thoughtsTokenCount?.value, totalTokens: totalTokenCount?.value)
        }
    }
}

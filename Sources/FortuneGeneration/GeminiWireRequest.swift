/// The body of a `generateContent` request: one user turn with the prompt.
/// Reference: https://ai.google.dev/api/generate-content#request-body
struct GeminiWireRequest: Encodable, Sendable {
    var contents: [Content]
    /// Omitted when nothing in it is set, so the model's defaults apply.
    var generationConfig: GenerationConfig?

    init(contents: [Content], generationConfig: GenerationConfig) {
        self.contents = contents
        self.generationConfig = generationConfig.isEmpty ? nil : generationConfig
    }

    struct Content: Encodable, Sendable {
        var role: String
        var parts: [Part]
    }

    struct Part: Encodable, Sendable {
        var text: String
    }

    struct GenerationConfig: Encodable, Sendable {
        var temperature: Double?
        var maxOutputTokens: Int?

        var isEmpty: Bool { temperature == nil && maxOutputTokens == nil }
    }
}

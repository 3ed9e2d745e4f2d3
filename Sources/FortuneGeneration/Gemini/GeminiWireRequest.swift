/// The body of a `generateContent` request: the system instructions and one user turn.
/// Reference: https://ai.google.dev/api/generate-content#request-body
struct GeminiWireRequest: Encodable, Sendable {
    var systemInstruction: Content?
    var contents: [Content]
    /// Omitted when nothing in it is set, so the model's defaults apply.
    var generationConfig: GenerationConfig?

    init(instructions: String?, prompt: String, generationConfig: GenerationConfig) {
        self.systemInstruction = instructions.map { Content(role: nil, parts: [Part(text: $0)]) }
        self.contents = [Content(role: "user", parts: [Part(text: prompt)])]
        self.generationConfig = generationConfig.isEmpty ? nil : generationConfig
    }

    struct Content: Encodable, Sendable {
        /// Absent for the system instructions, which have no role.
        var role: String?
        var parts: [Part]
    }

    struct Part: Encodable, Sendable {
        var text: String
    }

    struct GenerationConfig: Encodable, Sendable {
        var temperature: Double?
        var maxOutputTokens: Int?
        var thinkingConfig: ThinkingConfig?

        init(temperature: Double?, maxOutputTokens: Int?, thinking: GeminiThinking) {
            self.temperature = temperature
            self.maxOutputTokens = maxOutputTokens
            self.thinkingConfig = ThinkingConfig(thinking)
        }

        var isEmpty: Bool { temperature == nil && maxOutputTokens == nil && thinkingConfig == nil }
    }

    /// One of the two fields, never both: a request with both is refused.
    struct ThinkingConfig: Encodable, Sendable {
        var thinkingBudget: Int?
        var thinkingLevel: String?

        init?(_ thinking: GeminiThinking) {
            switch thinking {
            case .unset: return nil
            case .budget(let tokens): thinkingBudget = tokens
            case .level(let level): thinkingLevel = level
            }
        }
    }
}

/// How messages name a model service, and the settings a person changes to point at it.
public struct ServiceLabel: Sendable, Hashable {
    /// As a sentence names it: "Gemini", "Ollama".
    public let name: String
    /// Where its base URL is set: "GOOGLE_GEMINI_BASE_URL".
    public let baseURLSetting: String
    /// Where its key is set, for services that take one: "GEMINI_API_KEY".
    public let keySetting: String?

    public init(name: String, baseURLSetting: String, keySetting: String?) {
        self.name = name
        self.baseURLSetting = baseURLSetting
        self.keySetting = keySetting
    }

    public static let gemini = ServiceLabel(
        name: "Gemini", baseURLSetting: "GOOGLE_GEMINI_BASE_URL", keySetting: "GEMINI_API_KEY")
    public static let openAI = ServiceLabel(
        name: "the OpenAI-compatible server", baseURLSetting: "OPENAI_BASE_URL", keySetting: "OPENAI_API_KEY")
    public static let ollama = ServiceLabel(name: "Ollama", baseURLSetting: "OLLAMA_HOST", keySetting: nil)
}

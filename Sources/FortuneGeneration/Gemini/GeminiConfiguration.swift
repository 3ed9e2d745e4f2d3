/// What `GeminiModel` needs to call the Gemini API.
///
/// Built by the configuration stage from defaults, `config.json`, the environment
/// (`FORTUNE_MODEL`, `GOOGLE_GEMINI_BASE_URL`) and flags; printing it never shows the key.
public struct GeminiConfiguration: Sendable, Hashable {
    /// The model asked unless one is named: `ServiceDescriptor.gemini`'s.
    public static var defaultModel: String { ServiceDescriptor.gemini.defaultModel ?? "" }
    /// Tried in order when the model is gone (404), its daily quota is used up, or it stays
    /// unavailable after retries: none by default, since a fixed id retires. After the model
    /// and any configured fallbacks, the models the key can use are asked for, and the newest
    /// Flash-Lite and Flash among them are tried (`GeminiModel.discoveredFallbacks`).
    public static let defaultFallbackModels: [String] = []
    public static var defaultBaseURL: String { ServiceDescriptor.gemini.defaultBaseURL ?? "" }

    public var apiKey: APIKey
    /// The model's name, as in "gemini-flash-lite-latest"; a leading "models/" is tolerated.
    public var model: String
    /// The models asked, in order, when `model` cannot answer; see `defaultFallbackModels`.
    public var fallbackModels: [String]
    /// Scheme, host and optional port and path prefix; a trailing slash is tolerated.
    public var baseURL: String
    /// Sent only when set: otherwise the model's own default applies.
    public var temperature: Double?
    /// The token limit sent; nil sends what the job needs: the answer's budget in the request's
    /// language (`FortuneLength`) plus what the thinking asked for may spend
    /// (`GeminiThinking.tokenAllowance`). With thinking models the thoughts count against it.
    public var maxOutputTokens: Int?
    /// How much the model may think; `auto` asks for the least each model allows.
    public var thinking: ThinkingSetting
    /// How long an attempt, its connecting and a whole generation (every attempt, wait and
    /// fallback model together) may take.
    public var limits: RequestLimits

    /// - Parameters:
    ///   - model: defaults to `defaultModel`.
    ///   - fallbackModels: defaults to none.
    ///   - baseURL: defaults to `defaultBaseURL`.
    ///   - temperature: defaults to nil, the model's default.
    ///   - maxOutputTokens: defaults to nil, what the job needs.
    ///   - thinking: defaults to `.auto`.
    ///   - limits: defaults to `RequestLimits.standard`.
    public init(
        apiKey: APIKey,
        model: String = GeminiConfiguration.defaultModel,
        fallbackModels: [String] = [],
        baseURL: String = GeminiConfiguration.defaultBaseURL,
        temperature: Double? = nil,
        maxOutputTokens: Int? = nil,
        thinking: ThinkingSetting = .auto,
        limits: RequestLimits = .standard
    ) {
        self.apiKey = apiKey
        self.model = model
        self.fallbackModels = fallbackModels
        self.baseURL = baseURL
        self.temperature = temperature
        self.maxOutputTokens = maxOutputTokens
        self.thinking = thinking
        self.limits = limits
    }

    /// The model, then each fallback once, without "models/" prefixes.
    public var modelsToTry: [String] {
        var seen: Set<String> = []
        return ([model] + fallbackModels).map(Self.bareID).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// `id` without a leading "models/".
    public static func bareID(_ id: String) -> String {
        id.hasPrefix("models/") ? String(id.dropFirst("models/".count)) : id
    }
}

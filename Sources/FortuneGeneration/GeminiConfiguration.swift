/// What `GeminiModel` needs to call the Gemini API.
///
/// Built by the configuration stage from defaults, `config.json`, the environment
/// (`FORTUNE_MODEL`, `GOOGLE_GEMINI_BASE_URL`) and flags; printing it never shows the key.
public struct GeminiConfiguration: Sendable, Hashable {
    /// A current flash model: fast and cheap, which is all a daily fortune needs.
    public static let defaultModel = "gemini-2.5-flash"
    public static let defaultBaseURL = "https://generativelanguage.googleapis.com"

    public var apiKey: APIKey
    /// The model's name, as in "gemini-2.5-flash"; a leading "models/" is tolerated.
    public var model: String
    /// Scheme, host and optional port and path prefix; a trailing slash is tolerated.
    public var baseURL: String
    /// Sent only when set: otherwise the model's own default applies.
    public var temperature: Double?
    /// Sent only when set. With thinking models the thoughts count against it too.
    public var maxOutputTokens: Int?
    /// How long one attempt may take, from connecting to the last byte.
    public var timeout: Duration
    /// How long connecting may take within `timeout`.
    public var connectTimeout: Duration

    /// - Parameters:
    ///   - model: defaults to `defaultModel`.
    ///   - baseURL: defaults to `defaultBaseURL`.
    ///   - temperature: defaults to nil, the model's default.
    ///   - maxOutputTokens: defaults to nil, the model's default.
    ///   - timeout: defaults to 60 seconds per attempt.
    ///   - connectTimeout: defaults to 10 seconds.
    public init(
        apiKey: APIKey,
        model: String = GeminiConfiguration.defaultModel,
        baseURL: String = GeminiConfiguration.defaultBaseURL,
        temperature: Double? = nil,
        maxOutputTokens: Int? = nil,
        timeout: Duration = .seconds(60),
        connectTimeout: Duration = .seconds(10)
    ) {
        self.apiKey = apiKey
        self.model = model
        self.baseURL = baseURL
        self.temperature = temperature
        self.maxOutputTokens = maxOutputTokens
        self.timeout = timeout
        self.connectTimeout = connectTimeout
    }
}

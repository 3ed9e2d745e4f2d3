public import FortuneHTTP
public import FortuneGeneration

/// Chooses the model that writes fortunes, from the configuration and the key at hand.
public struct ModelSelection: Sendable {
    /// The chosen model, and a line to tell the user once when the choice was not asked for.
    public let model: any GenerativeModel
    public let notice: String?

    /// - Parameters:
    ///   - offline: `--offline`: the offline model whatever the configuration says.
    ///   - stateDirectory: where what the models taught is kept (`LearnedThinking`); nil keeps
    ///     nothing. Default: nil.
    ///   - notify: told one line when a fallback model answered. Default: ignored.
    ///   - transport: how Gemini is reached; `CurlTransport` in the product.
    /// - Throws: `GenerationError.missingKey` when Gemini is required and no key is set, or the
    ///   key file's error (exit 77).
    public init(
        configuration: Configuration,
        environment: [String: String],
        configDirectory: String,
        offline: Bool = false,
        stateDirectory: String? = nil,
        notify: @escaping @Sendable (String) -> Void = { _ in },
        transport: @autoclosure () -> any HTTPTransport
    ) throws {
        if offline || configuration.provider == .offline {
            self.init(model: OfflineModel(), notice: nil)
            return
        }
        guard let key = try APIKey.resolve(environment: environment, configDirectory: configDirectory) else {
            guard configuration.provider == .auto else { throw GenerationError.missingKey }
            self.init(model: OfflineModel(), notice: "no API key (GEMINI_API_KEY) set: using the built-in offline model")
            return
        }
        let gemini = GeminiConfiguration(
            apiKey: key,
            model: configuration.model,
            fallbackModels: configuration.fallbackModels,
            baseURL: configuration.baseURL,
            temperature: configuration.temperature,
            maxOutputTokens: configuration.maxOutputTokens,
            thinking: configuration.thinking,
            timeout: .seconds(configuration.timeoutSeconds),
            connectTimeout: .seconds(configuration.connectTimeoutSeconds),
            deadline: .seconds(configuration.deadlineSeconds)
        )
        let retry = RetryPolicy(
            maxAttempts: configuration.retryAttempts,
            baseDelay: .seconds(configuration.retryBaseDelaySeconds),
            maxDelay: .seconds(configuration.retryMaxDelaySeconds),
            // A server that asks for a longer wait fails the refresh at once (exit 75) rather
            // than keep a status bar's click waiting for minutes.
            maxServerDelay: .seconds(configuration.retryMaxDelaySeconds)
        )
        let model = GeminiModel(
            configuration: gemini, transport: transport(), retry: retry,
            thinkingMemory: stateDirectory.map(LearnedThinking.init(stateDirectory:)), notify: notify
        )
        self.init(model: model, notice: nil)
    }

    private init(model: any GenerativeModel, notice: String?) {
        self.model = model
        self.notice = notice
    }
}

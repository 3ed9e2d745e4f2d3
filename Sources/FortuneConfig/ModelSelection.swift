public import FortuneHTTP
public import FortuneGeneration

/// Chooses the model that writes fortunes, from the configuration and the key at hand.
///
/// `auto` is Gemini with a key and the offline model without one; it never probes the network
/// to find a local server. The other providers are used only when asked for.
public struct ModelSelection: Sendable {
    /// The chosen model, and a line to tell the user once when the choice was not asked for.
    public let model: any GenerativeModel
    public let notice: String?
    /// Where the model is reached; nil for the offline model.
    public let endpoint: ServiceEndpoint?

    /// - Parameters:
    ///   - provider: the provider of this run (`refresh --provider`); default the configured one.
    ///   - model: the model of this run (`refresh --model`); default the configured one.
    ///   - listing: whether the model is wanted only to list the service's models, which
    ///     needs none to be set. Default: false.
    ///   - offline: `--offline`: the offline model whatever the configuration says.
    ///   - stateDirectory: where what the models taught is kept (`LearnedThinking`); nil keeps
    ///     nothing. Default: nil.
    ///   - notify: told one line when a fallback model answered. Default: ignored.
    ///   - transport: how the service is reached; `CurlTransport` in the product.
    /// - Throws: `GenerationError` (exit 77) when Gemini is required and no key is set, or a
    ///   key is unusable; `ConfigurationError` (exit 78) when an OpenAI-compatible server has
    ///   no model set, or a base URL variable is not a URL.
    public init(
        configuration: Configuration,
        environment: [String: String],
        configDirectory: String,
        provider: Configuration.Provider? = nil,
        model: String? = nil,
        listing: Bool = false,
        offline: Bool = false,
        stateDirectory: String? = nil,
        notify: @escaping @Sendable (String) -> Void = { _ in },
        transport: @autoclosure () -> any HTTPTransport
    ) throws {
        let provider = offline ? .offline : provider ?? configuration.provider
        if provider == .offline {
            self.init(model: OfflineModel())
            return
        }
        let endpoint = try ServiceEndpoint(
            provider, configuration: configuration, environment: environment, model: model)
        let retry = Self.retryPolicy(configuration)
        switch endpoint.provider {
        case .openai:
            let key = try APIKey.resolve(
                variables: APIKey.openAIEnvironmentVariables, fileName: APIKey.openAIFileName,
                environment: environment, configDirectory: configDirectory
            )
            let chat = try Self.chatConfiguration(configuration, endpoint: endpoint, key: key, listing: listing)
            self.init(model: OpenAIModel(configuration: chat, transport: transport(), retry: retry), endpoint: endpoint)
        case .ollama:
            let chat = try Self.chatConfiguration(configuration, endpoint: endpoint, key: nil, listing: listing)
            self.init(model: OllamaModel(configuration: chat, transport: transport(), retry: retry), endpoint: endpoint)
        default:
            guard let key = try APIKey.resolve(environment: environment, configDirectory: configDirectory) else {
                guard provider == .auto else { throw GenerationError.missingKey }
                self.init(
                    model: OfflineModel(), notice: "no API key (GEMINI_API_KEY) set: using the built-in offline model")
                return
            }
            let gemini = GeminiConfiguration(
                apiKey: key,
                model: endpoint.model ?? GeminiConfiguration.defaultModel,
                fallbackModels: configuration.fallbackModels,
                baseURL: endpoint.baseURL,
                temperature: configuration.temperature,
                maxOutputTokens: configuration.maxOutputTokens,
                thinking: configuration.thinking,
                limits: configuration.requestLimits
            )
            let model = GeminiModel(
                configuration: gemini, transport: transport(), retry: retry,
                thinkingMemory: stateDirectory.map(LearnedThinking.init(stateDirectory:)), notify: notify
            )
            self.init(model: model, endpoint: endpoint)
        }
    }

    private init(model: any GenerativeModel, notice: String? = nil, endpoint: ServiceEndpoint? = nil) {
        self.model = model
        self.notice = notice
        self.endpoint = endpoint
    }

    /// The configuration's retries. A server that asks for a longer wait than
    /// `retryMaxDelaySeconds` fails the refresh at once (exit 75) rather than keep a status
    /// bar's click waiting for minutes.
    private static func retryPolicy(_ configuration: Configuration) -> RetryPolicy {
        RetryPolicy(
            maxAttempts: configuration.retryAttempts,
            baseDelay: .seconds(configuration.retryBaseDelaySeconds),
            maxDelay: .seconds(configuration.retryMaxDelaySeconds),
            maxServerDelay: .seconds(configuration.retryMaxDelaySeconds)
        )
    }

    /// What an OpenAI-compatible server or Ollama needs.
    /// - Throws: `ConfigurationError` when no model is set and the provider has no default.
    private static func chatConfiguration(
        _ configuration: Configuration,
        endpoint: ServiceEndpoint,
        key: APIKey?,
        listing: Bool
    ) throws(ConfigurationError) -> ChatServiceConfiguration {
        guard let model = endpoint.model ?? (listing ? "" : nil) else {
            let provider = endpoint.provider.rawValue
            throw ConfigurationError(
                source: "provider \(provider)",
                problem:
                    "no model set: set \"model\" in config.json, FORTUNE_MODEL or --model; 'fortune models --provider \(provider)' lists what the server has"
            )
        }
        return ChatServiceConfiguration(
            apiKey: key,
            model: model,
            baseURL: endpoint.baseURL,
            temperature: configuration.temperature,
            maxOutputTokens: configuration.maxOutputTokens,
            limits: configuration.requestLimits
        )
    }
}

import FortuneGeneration

/// Where the chosen service is and which model it is asked for, with every layer applied:
/// the provider's defaults ← `config.json` ← the provider's own environment variables.
///
/// `model` and `baseURL` from the file belong to the configured provider; a run that picks
/// another (`refresh --provider ollama`) starts from that provider's defaults. `FORTUNE_MODEL`
/// names the model for whichever provider runs.
public struct ServiceEndpoint: Sendable, Hashable {
    /// The provider in use: `auto` is resolved to `gemini` (the key decides later whether it
    /// is used).
    public let provider: Configuration.Provider
    public let baseURL: String
    /// Nil when the provider has no default and none is set (OpenAI-compatible servers).
    public let model: String?

    /// The endpoint of `provider` under `configuration` and `environment`.
    /// - Parameter model: the model a flag named (`refresh --model`), which wins over all.
    /// - Throws: `ConfigurationError` when the provider's base URL variable is not an http(s)
    ///   URL.
    public init(
        _ provider: Configuration.Provider,
        configuration: Configuration,
        environment: [String: String],
        model flag: String? = nil
    ) throws(ConfigurationError) {
        let provider = provider == .auto ? .gemini : provider
        let configured = configuration.provider == .auto ? .gemini : configuration.provider
        let fromFile = provider == configured
        self.provider = provider
        let variable = Self.baseURLVariable(provider)
        if let variable, let value = environment[variable], !value.isEmpty {
            let url = provider == .ollama && !value.contains("://") ? "http://" + value : value
            guard ConfigurationLoader.isHTTPURL(url) else {
                throw ConfigurationError(source: variable, problem: "not an http(s) URL: \(value)")
            }
            baseURL = url
        } else {
            baseURL = (fromFile ? configuration.baseURL : nil) ?? Self.defaultBaseURL(provider)
        }
        let named = environment["FORTUNE_MODEL"].flatMap { $0.isEmpty ? nil : $0 }
        model = flag ?? named ?? (fromFile ? configuration.model : nil) ?? Self.defaultModel(provider)
    }

    /// The variable that sets a provider's base URL, as that service's own tools read it.
    static func baseURLVariable(_ provider: Configuration.Provider) -> String? {
        switch provider {
        case .auto, .gemini: ServiceLabel.gemini.baseURLSetting
        case .openai: ServiceLabel.openAI.baseURLSetting
        case .ollama: ServiceLabel.ollama.baseURLSetting
        case .offline: nil
        }
    }

    static func defaultBaseURL(_ provider: Configuration.Provider) -> String {
        switch provider {
        case .auto, .gemini: GeminiConfiguration.defaultBaseURL
        case .openai: ChatServiceConfiguration.defaultOpenAIBaseURL
        case .ollama: ChatServiceConfiguration.defaultOllamaBaseURL
        case .offline: ""
        }
    }

    static func defaultModel(_ provider: Configuration.Provider) -> String? {
        switch provider {
        case .auto, .gemini: GeminiConfiguration.defaultModel
        case .ollama: ChatServiceConfiguration.defaultOllamaModel
        case .openai: nil
        case .offline: OfflineModel.modelName
        }
    }
}

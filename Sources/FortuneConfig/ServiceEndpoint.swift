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
            let url = provider == .ollama ? Self.ollamaURL(value) : value
            baseURL = try ConfigurationLoader.baseURL(url, variable: variable)
        } else {
            baseURL = (fromFile ? configuration.baseURL : nil) ?? Self.defaultBaseURL(provider)
        }
        let named = try ConfigurationLoader.modelVariable(in: environment)
        model = flag ?? named ?? (fromFile ? configuration.model : nil) ?? Self.defaultModel(provider)
    }

    /// `OLLAMA_HOST` as Ollama's own tools read it: a URL (whose scheme's port applies when it
    /// names none), or `host`, `host:port` or `:port`, taken as http with Ollama's port 11434
    /// and the local host where they are left out.
    static func ollamaURL(_ value: String) -> String {
        guard !value.contains("://") else { return value }
        var url = "http://" + value
        let start = url.index(url.startIndex, offsetBy: "http://".count)
        if url[start...].hasPrefix(":") { url.insert(contentsOf: "127.0.0.1", at: start) }
        let authority = url[start...].prefix { $0 != "/" }
        // A port follows the last colon, unless that colon is inside an IPv6 address's brackets.
        if !(authority.split(separator: "]").last ?? authority[...]).contains(":") {
            url.insert(contentsOf: ":11434", at: authority.endIndex)
        }
        return url
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

public import FortuneGeneration

/// Where the chosen service is and which model it is asked for, with every layer applied:
/// the service's defaults ← `config.json` ← the service's own environment variables.
///
/// `model` and `baseURL` from the file belong to the configured provider; a run that picks
/// another (`refresh --provider ollama`) starts from that service's defaults. `FORTUNE_MODEL`
/// names the model for whichever service runs.
public struct ServiceEndpoint: Sendable, Hashable {
    /// The service in use: for `auto`, the one a key selects (the key decides later whether
    /// it is used).
    public let service: ServiceDescriptor
    public let baseURL: String
    /// Nil when the service has no default and none is set (OpenAI-compatible servers).
    public let model: String?

    /// The choice of the service in use.
    public var provider: Configuration.Provider { Configuration.Provider(service.id) }

    /// The endpoint of `provider` under `configuration` and `environment`.
    /// - Parameters:
    ///   - model: the model a flag named (`refresh --model`), which wins over all.
    ///   - catalog: the service table; default the standard one.
    /// - Throws: `ConfigurationError` when the service's base URL variable is not an http(s)
    ///   URL, or the table has no such service.
    public init(
        _ provider: Configuration.Provider,
        configuration: Configuration,
        environment: [String: String],
        model flag: String? = nil,
        catalog: ServiceCatalog = .standard
    ) throws(ConfigurationError) {
        let service = try provider.service(in: catalog)
        let fromFile = (try? configuration.provider.service(in: catalog))?.id == service.id
        self.service = service
        if let variable = service.baseURLVariable, let value = environment[variable], !value.isEmpty {
            baseURL = try ConfigurationLoader.baseURL(service.baseURLFromVariable(value), variable: variable)
        } else {
            baseURL = (fromFile ? configuration.baseURL : nil) ?? service.defaultBaseURL ?? ""
        }
        let named = try ConfigurationLoader.modelVariable(in: environment)
        model = flag ?? named ?? (fromFile ? configuration.model : nil) ?? service.defaultModel
    }
}

public import FortuneHTTP
public import FortuneCore
public import FortuneGeneration

/// Chooses the model that writes fortunes, from the configuration, the service table and the
/// key at hand.
///
/// `auto` is Gemini with a key and the offline model without one (`Configuration.Provider`);
/// it never probes the network to find a local server. The other services are used only when
/// asked for.
public struct ModelSelection: Sendable {
    /// The chosen model, and a line to tell the user once when the choice was not asked for.
    public let model: any GenerativeModel
    public let notice: Message?
    /// The service the model runs on.
    public let service: ServiceDescriptor
    /// Where the model is reached; nil for the built-in model.
    public let endpoint: ServiceEndpoint?

    /// - Parameters:
    ///   - provider: the provider of this run (`refresh --provider`); default the configured one.
    ///   - model: the model of this run (`refresh --model`); default the configured one.
    ///   - listing: whether the model is wanted only to list the service's models, which
    ///     needs none to be set. Default: false.
    ///   - offline: `--offline`: the offline model whatever the configuration says.
    ///   - stateDirectory: where what the models taught is kept (`LearnedThinking`); nil keeps
    ///     nothing. Default: nil.
    ///   - notify: told, as a message, when a fallback model answered or a model announced its
    ///     retirement. Default: ignored.
    ///   - catalog: the service table; default the standard one.
    ///   - transport: how the service is reached; `CurlTransport` in the product.
    /// - Throws: `GenerationError` (exit 77) when the service requires a key and none is set,
    ///   or a key is unusable; `ConfigurationError` (exit 78) when a service without a default
    ///   model has none set, or a base URL variable is not a URL.
    public init(
        configuration: Configuration,
        environment: [String: String],
        configDirectory: String,
        provider: Configuration.Provider? = nil,
        model: String? = nil,
        listing: Bool = false,
        offline: Bool = false,
        stateDirectory: String? = nil,
        notify: @escaping @Sendable (Message) -> Void = { _ in },
        catalog: ServiceCatalog = .standard,
        transport: @autoclosure () -> any HTTPTransport
    ) throws {
        let provider = offline ? .offline : provider ?? configuration.provider
        let asked = try provider.service(in: catalog)
        var endpoint: ServiceEndpoint?
        var key: APIKey?
        if !asked.isBuiltIn {
            endpoint = try ServiceEndpoint(
                provider, configuration: configuration, environment: environment, model: model, catalog: catalog)
            key = try asked.key(environment: environment, configDirectory: configDirectory)
        }
        let service = try provider.service(in: catalog, keySet: key != nil)
        guard let endpoint, !service.isBuiltIn else {
            // Only `auto` without a key comes here with another service: the built-in model.
            let notice =
                service == asked ? nil : Message("refresh.noKey", ["variable": asked.keyVariables.first ?? ""])
            let setup = ModelSetup(model: service.defaultModel ?? "", baseURL: "", transport: transport())
            (self.model, self.notice, self.service, self.endpoint) = (
                try service.makeModel(setup), notice, service, nil
            )
            return
        }
        guard let name = endpoint.model ?? (listing ? "" : nil) else {
            let id = service.id.rawValue
            throw ConfigurationError(
                source: "provider \(id)", problem: Message("error.config.noModel", ["provider": id]))
        }
        let learned = stateDirectory.map(LearnedThinking.init(stateDirectory:))
        let setup = ModelSetup(
            model: name,
            baseURL: endpoint.baseURL,
            key: key,
            temperature: configuration.temperature,
            maxOutputTokens: configuration.maxOutputTokens,
            thinking: configuration.thinking,
            fallbackModels: configuration.fallbackModels,
            limits: configuration.requestLimits,
            retry: Self.retryPolicy(configuration),
            transport: transport(),
            thinkingMemory: learned,
            rulesMemory: learned,
            notify: notify
        )
        (self.model, notice, self.service, self.endpoint) = (try service.makeModel(setup), nil, service, endpoint)
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
}

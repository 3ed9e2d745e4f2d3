import FoundationEssentials
package import FortuneCore
package import FortuneHTTP

/// A model of a chat service (`OpenAIModel`, `OllamaModel`): all its state is one `ChatClient`
/// for its service's row, so its initializer, configuration, name and service are given here
/// and each model keeps only its wire.
package protocol ChatModel: GenerativeModel, ModelListing {
    /// The row of the service the model speaks to.
    static var descriptor: ServiceDescriptor { get }

    var client: ChatClient { get }

    init(client: ChatClient)
}

extension ChatModel {
    /// - Parameters:
    ///   - transport: sends the requests: `CurlTransport` in the product, a stub in tests.
    ///   - retry: defaults to `RetryPolicy.default`.
    ///   - rulesMemory: where the request rules that worked are kept; default none.
    ///   - sleep: waits between attempts; defaults to `Task.sleep`.
    package init(
        configuration: ChatServiceConfiguration,
        transport: any HTTPTransport,
        retry: RetryPolicy = .default,
        rulesMemory: (any ChatRulesMemory)? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.init(
            client: ChatClient(
                service: Self.descriptor, configuration: configuration, transport: transport, retry: retry,
                rulesMemory: rulesMemory, sleep: sleep))
    }

    package var configuration: ChatServiceConfiguration { client.configuration }

    public var name: String { configuration.model }

    public var service: ModelService { Self.descriptor.id }
}

import FoundationEssentials
import FortuneCore
package import FortuneHTTP

/// A model of a chat service (`OpenAIModel`, `OllamaModel`): all its state is one `ChatClient`
/// for its service's row, so its initializer, setup, name and service are given here, and so
/// are `generate` and `stream`: each model keeps only its wire, what it sends and how it reads
/// what comes back.
package protocol ChatModel: GenerativeModel, ModelListing {
    /// What may change between the attempts of one generation: Ollama's `think` field, the
    /// request rules of an OpenAI-compatible server; `Void` where nothing does.
    associatedtype Variant

    /// The row of the service the model speaks to.
    static var descriptor: ServiceDescriptor { get }

    var client: ChatClient { get }

    init(client: ChatClient)

    /// Runs `body` under the retry loop and one deadline, as many times as it takes, with the
    /// variant each attempt sends.
    func attempting(_ body: (ContinuousClock.Instant, Variant) async throws -> Generation) async throws
        -> Generation

    /// The request of one attempt, for a streamed answer or a whole one, ending by `deadline`.
    func httpRequest(
        for request: GenerationRequest, variant: Variant, streaming: Bool, deadline: ContinuousClock.Instant
    ) throws -> HTTPRequest

    /// The generation a whole answer carries.
    /// - Throws: `GenerationError` when it carries an error or no fortune.
    func answer(_ response: HTTPResponse, length: FortuneLength) throws -> Generation

    /// Reads the answer `http` streams, passing its visible text to `show` as it comes.
    /// - Throws: `GenerationError` when it carries an error, ends early or holds no fortune.
    func streamedAnswer(_ http: HTTPRequest, length: FortuneLength, show: (String) -> Void) async throws
        -> Generation
}

extension ChatModel {
    /// - Parameter sleep: waits between attempts; defaults to `Task.sleep`.
    package init(
        _ setup: ModelSetup,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.init(client: ChatClient(service: Self.descriptor, setup: setup, sleep: sleep))
    }

    package var setup: ModelSetup { client.setup }

    public var name: String { setup.model }

    public var descriptor: ServiceDescriptor { Self.descriptor }

    public func generate(_ request: GenerationRequest) async throws -> Generation {
        try await attempting { deadline, variant in
            let response = try await client.send(
                try httpRequest(for: request, variant: variant, streaming: false, deadline: deadline))
            return try answer(response, length: FortuneLength(request.language))
        }
    }

    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        GenerationStream.make { continuation in
            try await attempting { deadline, variant in
                let http = try httpRequest(for: request, variant: variant, streaming: true, deadline: deadline)
                return try await GenerationStream.attempt(to: continuation) { show in
                    try await streamedAnswer(http, length: FortuneLength(request.language), show: show)
                }
            }
        }
    }
}

extension ChatModel where Variant == Void {
    /// Runs `body` under the retry loop and a deadline that starts now.
    package func attempting(_ body: (ContinuousClock.Instant, Void) async throws -> Generation) async throws
        -> Generation
    {
        try await client.attempting { deadline in try await body(deadline, ()) }
    }
}

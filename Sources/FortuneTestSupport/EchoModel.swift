public import FortuneGeneration
import FortuneHTTP

/// The echo service's model: the whole answer in one response, over the same client, retries,
/// deadline and error mapping as the real chat services; only its wire (`EchoWire`) is its own.
public struct EchoModel: ChatModel {
    package static var descriptor: ServiceDescriptor { .echo }

    package let client: ChatClient

    package init(client: ChatClient) {
        self.client = client
    }

    public func generate(_ request: GenerationRequest) async throws -> Generation {
        try await client.attempting { deadline in try await answer(request, deadline: deadline) }
    }

    /// The whole answer, shown as one piece.
    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        GenerationStream.make { continuation in
            try await client.attempting { deadline in
                try await GenerationStream.attempt(to: continuation) { show in
                    let generation = try await answer(request, deadline: deadline)
                    show(generation.text)
                    return generation
                }
            }
        }
    }

    public func availableModels() async throws -> [ListedModel] {
        (try await client.get("/models", as: EchoWire.Models.self, of: EchoWire.self).models ?? []).map {
            ListedModel(id: $0)
        }
    }

    private func answer(_ request: GenerationRequest, deadline: ContinuousClock.Instant) async throws -> Generation {
        let body = EchoWire.Request(model: name, messages: client.messages(for: request.prompt))
        let http = try client.request(.post, "/echo", body: body, accept: "application/json", deadline: deadline)
        let response = try await client.send(http)
        guard let text = try EchoWire.decode(EchoWire.Response.self, response.body).text, !text.isEmpty else {
            throw GenerationError.noText("no text", service: client.service)
        }
        return Generation(text: text, finishReason: "stop", model: name)
    }
}

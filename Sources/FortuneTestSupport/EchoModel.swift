public import FortuneGeneration
package import FortuneHTTP

/// The echo service's model: the whole answer in one response, over the same client, retries,
/// deadline, error mapping and `generate` and `stream` as the real chat services; only its
/// wire (`EchoWire`) is its own.
public struct EchoModel: ChatModel {
    package static var descriptor: ServiceDescriptor { .echo }

    package let client: ChatClient

    package init(client: ChatClient) {
        self.client = client
    }

    public func availableModels() async throws -> [ListedModel] {
        (try await client.get("/models", as: EchoWire.Models.self, of: EchoWire.self).models ?? []).map {
            ListedModel(id: $0)
        }
    }

    package func httpRequest(
        for request: GenerationRequest, variant: Void, streaming: Bool, deadline: ContinuousClock.Instant
    ) throws -> HTTPRequest {
        let body = EchoWire.Request(model: name, messages: client.messages(for: request.prompt))
        return try client.request(.post, "/echo", body: body, accept: "application/json", deadline: deadline)
    }

    package func answer(_ response: HTTPResponse, length: FortuneLength) throws -> Generation {
        guard let text = try EchoWire.decode(EchoWire.Response.self, response.body).text, !text.isEmpty else {
            throw GenerationError.noText(.none, service: client.service)
        }
        return Generation(text: text, finishReason: "stop", model: name)
    }

    /// The whole answer, shown as one piece.
    package func streamedAnswer(_ http: HTTPRequest, length: FortuneLength, show: (String) -> Void) async throws
        -> Generation
    {
        let generation = try answer(try await client.send(http), length: length)
        show(generation.text)
        return generation
    }
}

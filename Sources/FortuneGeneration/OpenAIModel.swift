import FoundationEssentials
import FortuneCore
import FortuneHTTP

/// Any server that speaks OpenAI's chat completions: llama.cpp's `llama-server`, LM Studio,
/// vLLM, Ollama's compatibility route, a company gateway, Gemini's OpenAI route, OpenAI.
///
/// `POST {baseURL}/chat/completions` with the prompt's rules as the system message and the day's
/// turn as the user message; `stream: true` gives server-sent events ending in `data: [DONE]`.
/// The key, when there is one, travels only in the `Authorization` header and is redacted from
/// every error. Failures that may pass are retried under `retry`, all within the deadline.
/// Reference: https://platform.openai.com/docs/api-reference/chat/create
public struct OpenAIModel: ChatModel {
    package static var descriptor: ServiceDescriptor { .openAI }

    package let client: ChatClient

    package init(client: ChatClient) {
        self.client = client
    }

    public func generate(_ request: GenerationRequest) async throws -> Generation {
        try await client.attempting { deadline in
            let response = try await client.send(try httpRequest(for: request, streaming: false, deadline: deadline))
            let answer = try OpenAIWire.decode(OpenAIWire.Response.self, response.body)
            if let error = answer.error { throw client.inAnswerError(error.message ?? "error", status: error.code) }
            guard let choice = answer.choices?.first else {
                throw GenerationError.noText("no choices", service: client.service)
            }
            var chat = ChatAnswer(service: client.service)
            _ = chat.add(choice.message?.content ?? "")
            try chat.note(finishReason: choice.finish_reason, usage: answer.tokenUsage, model: answer.model)
            return try chat.finish()
        }
    }

    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        GenerationStream.make { continuation in
            try await client.attempting { deadline in
                let http = try httpRequest(for: request, streaming: true, deadline: deadline)
                return try await GenerationStream.attempt(to: continuation) { show in
                    try await streamAttempt(http, show: show)
                }
            }
        }
    }

    /// Every model the server lists at `GET {baseURL}/models`.
    public func availableModels() async throws -> [ListedModel] {
        let list = try await client.get("/models", as: OpenAIWire.ModelList.self, of: OpenAIWire.self)
        return (list.data ?? []).compactMap { $0.id.map { ListedModel(id: $0) } }
    }

    /// One stream attempt: passes the visible text to `show` as it comes, returns the whole
    /// generation.
    private func streamAttempt(_ http: HTTPRequest, show: (String) -> Void) async throws -> Generation {
        let response = try await client.stream(http)
        var parser = ServerSentEvents()
        var chat = ChatAnswer(service: client.service)
        var done = false
        func read(_ events: [ServerSentEvents.Event]) throws {
            for event in events where !event.data.isEmpty && !done {
                if event.data == "[DONE]" {
                    done = true
                    continue
                }
                let chunk = try OpenAIWire.decode(OpenAIWire.Response.self, Array(event.data.utf8))
                if let error = chunk.error { throw client.inAnswerError(error.message ?? "error", status: error.code) }
                let choice = chunk.choices?.first
                show(chat.add(choice?.delta?.content ?? choice?.message?.content ?? ""))
                try chat.note(finishReason: choice?.finish_reason, usage: chunk.tokenUsage, model: chunk.model)
            }
        }
        for try await bytes in response.body {
            try read(parser.parse(bytes))
        }
        try Task.checkCancellation()
        try read(parser.finish())
        guard done || chat.isFinished else { throw GenerationError.incomplete(service: client.service) }
        show(chat.end())
        return try chat.finish()
    }

    private func httpRequest(for request: GenerationRequest, streaming: Bool, deadline: ContinuousClock.Instant) throws
        -> HTTPRequest
    {
        let body = OpenAIWire.Request(
            model: configuration.model, messages: client.messages(for: request.prompt),
            max_tokens: configuration.maxOutputTokens, temperature: configuration.temperature, stream: streaming
        )
        return try client.request(
            .post, "/chat/completions", body: body, accept: streaming ? "text/event-stream" : "application/json",
            deadline: deadline)
    }
}

import FoundationEssentials
public import FortuneCore
public import FortuneHTTP

/// Any server that speaks OpenAI's chat completions: llama.cpp's `llama-server`, LM Studio,
/// vLLM, Ollama's compatibility route, a company gateway, Gemini's OpenAI route, OpenAI.
///
/// `POST {baseURL}/chat/completions` with the prompt's rules as the system message and the day's
/// turn as the user message; `stream: true` gives server-sent events ending in `data: [DONE]`.
/// The key, when there is one, travels only in the `Authorization` header and is redacted from
/// every error. Failures that may pass are retried under `retry`, all within the deadline.
/// Reference: https://platform.openai.com/docs/api-reference/chat/create
public struct OpenAIModel: GenerativeModel, ModelListing {
    public let configuration: ChatServiceConfiguration
    let transport: any HTTPTransport
    let loop: RetryLoop

    /// - Parameters:
    ///   - transport: sends the requests: `CurlTransport` in the product, a stub in tests.
    ///   - retry: defaults to `RetryPolicy.default`.
    ///   - sleep: waits between attempts; defaults to `Task.sleep`.
    public init(
        configuration: ChatServiceConfiguration,
        transport: any HTTPTransport,
        retry: RetryPolicy = .default,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.configuration = configuration
        self.transport = transport
        loop = RetryLoop(retry: retry, deadline: configuration.limits.deadline, service: .openAI, sleep: sleep)
    }

    public var name: String { configuration.model }

    public var service: ModelService { .openai }

    public func generate(_ request: GenerationRequest) async throws -> Generation {
        try await attempting { deadline in
            let response = try await transport.send(try httpRequest(for: request, streaming: false, deadline: deadline))
            guard response.head.isSuccess else { throw serverError(response.head, body: response.body) }
            let answer = try OpenAIWire.decode(OpenAIWire.Response.self, response.body)
            if let error = answer.error { throw inStreamError(error) }
            guard let choice = answer.choices?.first else {
                throw GenerationError.noText("no choices", service: .openAI)
            }
            var chat = ChatAnswer(service: .openAI)
            _ = chat.add(choice.message?.content ?? "")
            try chat.note(finishReason: choice.finish_reason, usage: answer.tokenUsage, model: answer.model)
            return try chat.finish()
        }
    }

    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        GenerationStream.make { continuation in
            try await attempting { deadline in
                try await streamAttempt(
                    try httpRequest(for: request, streaming: true, deadline: deadline), to: continuation)
            }
        }
    }

    /// Every model the server lists at `GET {baseURL}/models`.
    public func availableModels() async throws -> [ListedModel] {
        try await attempting { deadline in
            let response = try await transport.send(configuration.request(.get, "/models", deadline: deadline))
            guard response.head.isSuccess else { throw serverError(response.head, body: response.body) }
            let list = try OpenAIWire.decode(OpenAIWire.ModelList.self, response.body)
            return (list.data ?? []).compactMap { $0.id.map { ListedModel(id: $0) } }
        }
    }

    // MARK: - Attempts

    /// One stream attempt: yields the visible text as it comes, returns the whole generation.
    private func streamAttempt(
        _ http: HTTPRequest,
        to continuation: AsyncThrowingStream<GenerationEvent, any Error>.Continuation
    ) async throws -> Generation {
        let response = try await transport.stream(http)
        guard response.head.isSuccess else {
            throw serverError(response.head, body: await ResponsePrefix.read(response.body))
        }
        var parser = ServerSentEvents()
        var chat = ChatAnswer(service: .openAI)
        var done = false
        var shown = false
        do {
            func read(_ events: [ServerSentEvents.Event]) throws {
                for event in events where !event.data.isEmpty && !done {
                    if event.data == "[DONE]" {
                        done = true
                        continue
                    }
                    let chunk = try OpenAIWire.decode(OpenAIWire.Response.self, Array(event.data.utf8))
                    if let error = chunk.error { throw inStreamError(error) }
                    let choice = chunk.choices?.first
                    let piece = chat.add(choice?.delta?.content ?? choice?.message?.content ?? "")
                    if !piece.isEmpty {
                        continuation.yield(.text(piece))
                        shown = true
                    }
                    try chat.note(finishReason: choice?.finish_reason, usage: chunk.tokenUsage, model: chunk.model)
                }
            }
            for try await bytes in response.body {
                try read(parser.parse(bytes))
            }
            try Task.checkCancellation()
            try read(parser.finish())
            guard done || chat.isFinished else { throw GenerationError.incomplete(service: .openAI) }
            let rest = chat.end()
            if !rest.isEmpty { continuation.yield(.text(rest)) }
            return try chat.finish()
        } catch {
            if shown, !(error is CancellationError) { throw RetryLoop.Final(error: error) }
            throw error
        }
    }

    /// Runs `body` under the retry loop and the deadline, redacting the key from its errors.
    private func attempting<T>(_ body: (ContinuousClock.Instant) async throws -> T) async throws -> T {
        let deadline = configuration.limits.end()
        do {
            return try await loop.run(until: deadline) { try await body(deadline) }
        } catch let final as RetryLoop.Final {
            throw redacted(final.error)
        } catch {
            throw redacted(error)
        }
    }

    private func redacted(_ error: any Error) -> any Error {
        guard let key = configuration.apiKey, let error = error as? GenerationError else { return error }
        return error.redacting(key)
    }

    private func httpRequest(for request: GenerationRequest, streaming: Bool, deadline: ContinuousClock.Instant) throws
        -> HTTPRequest
    {
        var messages: [OpenAIWire.Request.Message] = []
        if let rules = request.prompt.instructions { messages.append(.init(role: "system", content: rules)) }
        messages.append(.init(role: "user", content: request.prompt.text))
        let body = OpenAIWire.Request(
            model: configuration.model, messages: messages, max_tokens: configuration.maxOutputTokens,
            temperature: configuration.temperature, stream: streaming
        )
        return configuration.request(
            .post, "/chat/completions", body: Array(try JSONEncoder.stable().encode(body)),
            accept: streaming ? "text/event-stream" : "application/json", deadline: deadline
        )
    }

    private func serverError(_ head: HTTPResponseHead, body: [UInt8]) -> GenerationError {
        .service(.openAI, status: head.status, body: body, retryAfter: head.value(of: "Retry-After"), model: name)
    }

    /// An error object inside a 200 answer or a stream: its own code when it has one.
    private func inStreamError(_ error: OpenAIWire.Response.ErrorObject) -> GenerationError {
        let body = (try? JSONEncoder().encode(["error": ["message": error.message ?? "error"]])).map { Array($0) } ?? []
        return .service(.openAI, status: error.code ?? 500, body: body, model: name)
    }
}

import FoundationEssentials
public import FortuneCore
public import FortuneHTTP

/// Ollama's own API: `POST {baseURL}/api/chat`, streamed as newline-delimited JSON, one object
/// per line, the last with `"done": true` and why it stopped.
///
/// Asks thinking models not to think (`"think": false`); a server that refuses the field is
/// asked again without it. No key: Ollama runs on the user's own machine. Failures that may
/// pass are retried under `retry`, all within the deadline, which also covers a model that is
/// still being loaded into memory.
/// Reference: https://docs.ollama.com/api/chat
public struct OllamaModel: GenerativeModel, ModelListing {
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
        loop = RetryLoop(retry: retry, deadline: configuration.limits.deadline, service: .ollama, sleep: sleep)
    }

    public var name: String { configuration.model }

    public var service: ModelService { .ollama }

    public func generate(_ request: GenerationRequest) async throws -> Generation {
        try await attempting { deadline, think in
            let response = try await transport.send(
                try httpRequest(for: request, streaming: false, think: think, deadline: deadline))
            guard response.head.isSuccess else { throw serverError(response.head, body: response.body) }
            var chat = ChatAnswer(service: .ollama)
            try read(OllamaWire.decode(OllamaWire.Response.self, response.body), into: &chat)
            return try chat.finish()
        }
    }

    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        GenerationStream.make { continuation in
            try await attempting { deadline, think in
                let http = try httpRequest(for: request, streaming: true, think: think, deadline: deadline)
                return try await streamAttempt(http, to: continuation)
            }
        }
    }

    /// The models pulled on the server: `GET {baseURL}/api/tags`.
    public func availableModels() async throws -> [ListedModel] {
        let deadline = configuration.limits.end()
        return try await loop.run(until: deadline) {
            let response = try await transport.send(configuration.request(.get, "/api/tags", deadline: deadline))
            guard response.head.isSuccess else { throw serverError(response.head, body: response.body) }
            let tags = try OllamaWire.decode(OllamaWire.Tags.self, response.body)
            return (tags.models ?? []).compactMap { entry in
                (entry.name ?? entry.model).map { id in
                    let details = [entry.details?.family, entry.details?.parameter_size].compactMap { $0 }
                    return ListedModel(id: id, displayName: details.isEmpty ? nil : details.joined(separator: " "))
                }
            }
        }
    }

    // MARK: - Attempts

    /// One streamed attempt: yields the visible text as each line brings it.
    private func streamAttempt(
        _ http: HTTPRequest,
        to continuation: AsyncThrowingStream<GenerationEvent, any Error>.Continuation
    ) async throws -> Generation {
        let response = try await transport.stream(http)
        guard response.head.isSuccess else {
            throw serverError(response.head, body: await ResponsePrefix.read(response.body))
        }
        var lines = JSONLines()
        var chat = ChatAnswer(service: .ollama)
        var done = false
        var shown = false
        do {
            func read(_ batch: [[UInt8]]) throws {
                for line in batch where !done {
                    let object = try OllamaWire.decode(OllamaWire.Response.self, line)
                    let piece = try self.read(object, into: &chat)
                    done = object.done == true
                    if !piece.isEmpty {
                        continuation.yield(.text(piece))
                        shown = true
                    }
                }
            }
            for try await bytes in response.body {
                try read(lines.add(bytes))
            }
            try Task.checkCancellation()
            try read(lines.finish())
            guard done else { throw GenerationError.incomplete(service: .ollama) }
            let rest = chat.end()
            if !rest.isEmpty { continuation.yield(.text(rest)) }
            return try chat.finish()
        } catch {
            if shown, !(error is CancellationError) { throw RetryLoop.Final(error: error) }
            throw error
        }
    }

    /// Adds one answer object to `chat` and returns what it adds to the visible text.
    /// - Throws: the error the object carries, or why the model stopped when that leaves no
    ///   fortune.
    @discardableResult
    private func read(_ object: OllamaWire.Response, into chat: inout ChatAnswer) throws -> String {
        if let message = object.error {
            let body = (try? JSONEncoder().encode(["error": message])).map { Array($0) } ?? []
            throw GenerationError.service(.ollama, status: 500, body: body, model: name)
        }
        let piece = chat.add(object.message?.content ?? "")
        if object.done == true {
            try chat.note(finishReason: object.done_reason ?? "stop", usage: object.tokenUsage, model: object.model)
        }
        return piece
    }

    /// Runs `body` under the retry loop and the deadline, first with `"think": false`, then,
    /// if the server refuses that field, without it.
    private func attempting(_ body: (ContinuousClock.Instant, Bool?) async throws -> Generation) async throws
        -> Generation
    {
        let deadline = configuration.limits.end()
        var think: Bool? = false
        while true {
            do {
                return try await loop.run(until: deadline) { try await body(deadline, think) }
            } catch let final as RetryLoop.Final {
                throw final.error
            } catch let error as GenerationError where think != nil && error.refusesThinking {
                think = nil
            }
        }
    }

    private func httpRequest(
        for request: GenerationRequest, streaming: Bool, think: Bool?, deadline: ContinuousClock.Instant
    ) throws -> HTTPRequest {
        var messages: [OllamaWire.Request.Message] = []
        if let rules = request.prompt.instructions { messages.append(.init(role: "system", content: rules)) }
        messages.append(.init(role: "user", content: request.prompt.text))
        let options = OllamaWire.Request.Options(
            num_predict: configuration.maxOutputTokens, temperature: configuration.temperature)
        let body = OllamaWire.Request(
            model: configuration.model, messages: messages, stream: streaming, think: think,
            options: options.num_predict == nil && options.temperature == nil ? nil : options
        )
        return configuration.request(
            .post, "/api/chat", body: Array(try JSONEncoder.stable().encode(body)),
            accept: streaming ? "application/x-ndjson" : "application/json", deadline: deadline
        )
    }

    private func serverError(_ head: HTTPResponseHead, body: [UInt8]) -> GenerationError {
        .service(.ollama, status: head.status, body: body, retryAfter: head.value(of: "Retry-After"), model: name)
    }
}

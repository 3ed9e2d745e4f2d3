import FoundationEssentials
import FortuneCore
package import FortuneHTTP

/// What the models of chat services (`OpenAIModel`, `OllamaModel`) share, so that each keeps
/// only its wire: the setup, the retry loop under one deadline with the key redacted from every
/// error, how an error status becomes a `GenerationError`, the prompt as system and user
/// messages, and how a streamed answer is read.
package struct ChatClient: Sendable {
    /// One message of a chat request, as both wires write it.
    package struct Message: Encodable, Hashable {
        package var role: String
        package var content: String
    }

    package let service: ServiceDescriptor
    /// The model, endpoint, key, limits, transport and request rules memory.
    package let setup: ModelSetup
    private let loop: RetryLoop

    package init(
        service: ServiceDescriptor, setup: ModelSetup, sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.service = service
        self.setup = setup
        loop = RetryLoop(retry: setup.retry, deadline: setup.limits.deadline, service: service, sleep: sleep)
    }

    /// Runs `body` under the retry loop and a deadline that starts now.
    package func attempting<T>(_ body: (ContinuousClock.Instant) async throws -> T) async throws -> T {
        let deadline = setup.limits.end()
        return try await run(until: deadline) { try await body(deadline) }
    }

    /// `GET {baseURL}{path}` under the retry loop and a deadline that starts now, its answer
    /// read as `type` of `wire`.
    package func get<Wire: ChatWire, T: Decodable>(_ path: String, as type: T.Type, of wire: Wire.Type)
        async throws -> T
    {
        try await attempting { deadline in
            let response = try await send(setup.request(.get, path, service: service, deadline: deadline))
            return try Wire.decode(type, response.body)
        }
    }

    /// Runs `attempt` under the retry loop until `deadline`.
    /// - Throws: the loop's errors, a `RetryLoop.Final` unwrapped, with the key redacted.
    package func run<T>(until deadline: ContinuousClock.Instant, _ attempt: () async throws -> T) async throws -> T {
        try await setup.redactingErrors { try await loop.run(until: deadline, attempt) }
    }

    /// Sends `request` and returns the response when its status is a success.
    /// - Throws: the service's error for any other status.
    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await setup.transport.send(request)
        guard response.head.isSuccess else { throw serverError(status: response.head, body: response.body) }
        return response
    }

    /// Starts streaming `request` when its status is a success.
    /// - Throws: the service's error for any other status, read from the start of its body.
    package func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let response = try await setup.transport.stream(request)
        guard response.head.isSuccess else {
            throw serverError(status: response.head, body: await ResponsePrefix.read(response.body))
        }
        return response
    }

    /// The error for an answer with a failing status.
    package func serverError(status head: HTTPResponseHead, body: [UInt8]) -> GenerationError {
        .service(
            service, status: head.status, body: body, retryAfter: head.value(of: "Retry-After"),
            model: setup.model)
    }

    /// The error for an error message inside an answer: `status` when it carried one.
    package func inAnswerError(_ message: String, status: Int?) -> GenerationError {
        let body = (try? JSONEncoder().encode(["error": ["message": message]])).map { Array($0) } ?? []
        return .service(service, status: status ?? 500, body: body, model: setup.model)
    }

    /// The prompt's rules as the system message, when it has them, then the day's turn.
    package func messages(for prompt: Prompt) -> [Message] {
        var messages: [Message] = []
        if let rules = prompt.instructions { messages.append(Message(role: "system", content: rules)) }
        messages.append(Message(role: "user", content: prompt.text))
        return messages
    }

    /// A request for a JSON `body` to `path`, ending by `deadline`.
    package func request(
        _ method: HTTPRequest.Method, _ path: String, body: some Encodable, accept: String,
        deadline: ContinuousClock.Instant
    ) throws -> HTTPRequest {
        setup.request(
            method, path, body: Array(try JSONEncoder.stable().encode(body)), accept: accept, service: service,
            deadline: deadline)
    }

    /// Streams `http` and puts its answer together: `framing` cuts the body into frames, and
    /// `read` adds each to the answer, shows what it adds, and says whether it ends the answer.
    /// Stops reading once the text runs past `length`: the rest would not be kept.
    /// - Throws: the service's error for a failing status; what `read` throws;
    ///   `GenerationError.incomplete` when the body ends before the answer does.
    func readStream<Framing: StreamFraming>(
        _ http: HTTPRequest, framing: Framing, length: FortuneLength, show: (String) -> Void,
        read: (Framing.Frame, inout ChatAnswer) throws -> Bool
    ) async throws -> Generation {
        let response = try await stream(http)
        var framing = framing
        var chat = ChatAnswer(service: service, length: length)
        var done = false
        func take(_ frames: [Framing.Frame]) throws {
            for frame in frames where !done {
                done = try read(frame, &chat)
            }
        }
        for try await bytes in response.body {
            try take(framing.add(bytes))
            if chat.isFull { break }
        }
        try Task.checkCancellation()
        if !chat.isFull { try take(framing.finish()) }
        guard done || chat.isFinished else { throw GenerationError.incomplete(service: service) }
        show(chat.end())
        return try chat.finish()
    }
}

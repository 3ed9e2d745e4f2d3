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
        try await attempting { deadline, rules in
            let response = try await client.send(
                try httpRequest(for: request, rules: rules, streaming: false, deadline: deadline))
            let answer = try OpenAIWire.decode(OpenAIWire.Response.self, response.body)
            if let error = answer.error { throw client.inAnswerError(error.message ?? "error", status: error.status) }
            guard let choice = answer.choices?.first else {
                throw GenerationError.noText("no choices", service: client.service)
            }
            var chat = ChatAnswer(service: client.service, length: FortuneLength(request.language))
            _ = chat.add(choice.message?.content ?? "")
            try chat.note(finishReason: choice.finish_reason, usage: answer.tokenUsage, model: answer.model)
            return try chat.finish()
        }
    }

    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        GenerationStream.make { continuation in
            try await attempting { deadline, rules in
                let http = try httpRequest(for: request, rules: rules, streaming: true, deadline: deadline)
                return try await GenerationStream.attempt(to: continuation) { show in
                    try await streamAttempt(http, length: FortuneLength(request.language), show: show)
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
    /// Stops reading once the text runs past `length`: the rest would not be kept.
    private func streamAttempt(_ http: HTTPRequest, length: FortuneLength, show: (String) -> Void) async throws
        -> Generation
    {
        let response = try await client.stream(http)
        var parser = ServerSentEvents()
        var chat = ChatAnswer(service: client.service, length: length)
        var done = false
        func read(_ events: [ServerSentEvents.Event]) throws {
            for event in events where !event.data.isEmpty && !done {
                if event.data == "[DONE]" {
                    done = true
                    continue
                }
                let chunk = try OpenAIWire.decode(OpenAIWire.Response.self, Array(event.data.utf8))
                if let error = chunk.error {
                    throw client.inAnswerError(error.message ?? "error", status: error.status)
                }
                let choice = chunk.choices?.first
                show(chat.add(choice?.delta?.content ?? choice?.message?.content ?? ""))
                try chat.note(finishReason: choice?.finish_reason, usage: chunk.tokenUsage, model: chunk.model)
            }
        }
        for try await bytes in response.body {
            try read(parser.parse(bytes))
            if chat.isFull { break }
        }
        try Task.checkCancellation()
        if !chat.isFull { try read(parser.finish()) }
        guard done || chat.isFinished else { throw GenerationError.incomplete(service: client.service) }
        show(chat.end())
        return try chat.finish()
    }

    /// Runs `body` under the retry loop and one deadline with the request rules remembered for
    /// this server and model (or the family's first guess); after a 400 that names one of them,
    /// sends again at once with that rule changed, and remembers the rules that worked.
    private func attempting(_ body: (ContinuousClock.Instant, ChatRequestRules) async throws -> Generation)
        async throws -> Generation
    {
        let deadline = configuration.limits.end()
        let key = Self.rulesKey(baseURL: configuration.baseURL, model: configuration.model)
        let first = client.rulesMemory?.rules(for: key) ?? ChatRequestRules.initial(for: configuration.model)
        var rules = first
        var changes = 0
        while true {
            do {
                let generation = try await client.run(until: deadline) { try await body(deadline, rules) }
                if rules != first { client.rulesMemory?.remember(rules, for: key) }
                return generation
            } catch let error as GenerationError where error.httpStatus == 400 && changes < Self.maxRuleChanges {
                guard let next = rules.adjusted(after: error.serverMessage ?? "") else { throw error }
                rules = next
                changes += 1
            }
        }
    }

    /// The most rules changed for one generation: a server that refuses both token fields
    /// must not keep it switching.
    static let maxRuleChanges = 5

    /// What the rules are remembered under: the server and the model.
    static func rulesKey(baseURL: String, model: String) -> String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return base + " " + model
    }

    private func httpRequest(
        for request: GenerationRequest, rules: ChatRequestRules, streaming: Bool, deadline: ContinuousClock.Instant
    ) throws -> HTTPRequest {
        let body = OpenAIWire.Request(
            model: configuration.model, messages: client.messages(for: request.prompt),
            tokenLimit: configuration.maxOutputTokens
                ?? rules.tokenLimit(answerTokens: FortuneLength(request.language).answerTokens),
            tokenField: rules.tokenField,
            temperature: rules.sendsTemperature ? configuration.temperature : nil,
            reasoningEffort: rules.effort, stream: streaming
        )
        return try client.request(
            .post, "/chat/completions", body: body, accept: streaming ? "text/event-stream" : "application/json",
            deadline: deadline)
    }
}

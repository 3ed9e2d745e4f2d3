import FoundationEssentials
import FortuneCore
package import FortuneHTTP

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

    /// A whole answer: the first choice's `message`.
    package func answer(_ response: HTTPResponse, length: FortuneLength) throws -> Generation {
        let completion = try OpenAIWire.decode(OpenAIWire.Response.self, response.body)
        if let error = completion.error { throw client.inAnswerError(error.message ?? "error", status: error.status) }
        guard let choice = completion.choices?.first else {
            throw GenerationError.noText(.noChoices, service: client.service)
        }
        var chat = ChatAnswer(service: client.service, length: length)
        _ = chat.add(choice.message?.content ?? "")
        try chat.note(finishReason: choice.finish_reason, usage: completion.tokenUsage, model: completion.model)
        return try chat.finish()
    }

    /// Every model the server lists at `GET {baseURL}/models`.
    public func availableModels() async throws -> [ListedModel] {
        let list = try await client.get("/models", as: OpenAIWire.ModelList.self, of: OpenAIWire.self)
        return (list.data ?? []).compactMap { $0.id.map { ListedModel(id: $0) } }
    }

    /// A streamed answer: server-sent events, each the first choice's `delta`, until `[DONE]`.
    package func streamedAnswer(_ http: HTTPRequest, length: FortuneLength, show: (String) -> Void) async throws
        -> Generation
    {
        try await client.readStream(http, framing: ServerSentEvents(), length: length, show: show) { event, chat in
            guard event.data != "[DONE]" else { return true }
            guard !event.data.isEmpty else { return false }
            let chunk = try OpenAIWire.decode(OpenAIWire.Response.self, Array(event.data.utf8))
            if let error = chunk.error {
                throw client.inAnswerError(error.message ?? "error", status: error.status)
            }
            let choice = chunk.choices?.first
            show(chat.add(choice?.delta?.content ?? choice?.message?.content ?? ""))
            try chat.note(finishReason: choice?.finish_reason, usage: chunk.tokenUsage, model: chunk.model)
            return false
        }
    }

    /// Runs `body` under the retry loop and one deadline with the request rules remembered for
    /// this server and model (or the family's first guess); after a 400 that names one of them,
    /// sends again at once with that rule changed, and remembers the rules that worked.
    package func attempting(_ body: (ContinuousClock.Instant, ChatRequestRules) async throws -> Generation)
        async throws -> Generation
    {
        let deadline = setup.limits.end()
        let key = setup.base + " " + setup.model
        let first = setup.rulesMemory?.rules(for: key) ?? ChatRequestRules.initial(for: setup.model)
        var rules = first
        var changes = 0
        while true {
            do {
                let generation = try await client.run(until: deadline) { try await body(deadline, rules) }
                if rules != first { setup.rulesMemory?.remember(rules, for: key) }
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

    /// Sends the token limit, temperature and effort as `rules` say.
    package func httpRequest(
        for request: GenerationRequest, variant rules: ChatRequestRules, streaming: Bool,
        deadline: ContinuousClock.Instant
    ) throws -> HTTPRequest {
        let body = OpenAIWire.Request(
            model: setup.model, messages: client.messages(for: request.prompt),
            tokenLimit: setup.maxOutputTokens
                ?? rules.tokenLimit(answerTokens: FortuneLength(request.language).answerTokens),
            tokenField: rules.tokenField,
            temperature: rules.sendsTemperature ? setup.temperature : nil,
            reasoningEffort: rules.effort, stream: streaming
        )
        return try client.request(
            .post, "/chat/completions", body: body, accept: streaming ? "text/event-stream" : "application/json",
            deadline: deadline)
    }
}

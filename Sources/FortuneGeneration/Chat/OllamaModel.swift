import FoundationEssentials
import FortuneCore
package import FortuneHTTP

/// Ollama's own API: `POST {baseURL}/api/chat`, streamed as newline-delimited JSON, one object
/// per line, the last with `"done": true` and why it stopped.
///
/// Asks thinking models not to think (`"think": false`); a server that refuses the field is
/// asked again without it. No key: Ollama runs on the user's own machine. Failures that may
/// pass are retried under `retry`, all within the deadline, which also covers a model that is
/// still being loaded into memory.
/// Reference: https://docs.ollama.com/api/chat
public struct OllamaModel: ChatModel {
    package static var descriptor: ServiceDescriptor { .ollama }

    package let client: ChatClient

    package init(client: ChatClient) {
        self.client = client
    }

    /// A whole answer: one object, with `"done": true`.
    package func answer(_ response: HTTPResponse, length: FortuneLength) throws -> Generation {
        var chat = ChatAnswer(service: client.service, length: length)
        try read(OllamaWire.decode(OllamaWire.Response.self, response.body), into: &chat)
        return try chat.finish()
    }

    /// The models pulled on the server: `GET {baseURL}/api/tags`.
    public func availableModels() async throws -> [ListedModel] {
        let tags = try await client.get("/api/tags", as: OllamaWire.Tags.self, of: OllamaWire.self)
        return (tags.models ?? []).compactMap { entry in
            (entry.name ?? entry.model).map { id in
                let details = [entry.details?.family, entry.details?.parameter_size].compactMap { $0 }
                return ListedModel(id: id, displayName: details.isEmpty ? nil : details.joined(separator: " "))
            }
        }
    }

    /// A streamed answer: one object a line, the line with `"done": true` the last.
    package func streamedAnswer(_ http: HTTPRequest, length: FortuneLength, show: (String) -> Void) async throws
        -> Generation
    {
        try await client.readStream(http, framing: JSONLines(), length: length, show: show) { line, chat in
            let object = try OllamaWire.decode(OllamaWire.Response.self, line)
            show(try read(object, into: &chat))
            return object.done == true
        }
    }

    /// Adds one answer object to `chat` and returns what it adds to the visible text.
    /// - Throws: the error the object carries, or why the model stopped when that leaves no
    ///   fortune.
    @discardableResult
    private func read(_ object: OllamaWire.Response, into chat: inout ChatAnswer) throws -> String {
        // Ollama's errors carry no code: "model \"x\" not found, try pulling it first" is its 404.
        if let message = object.error {
            throw client.inAnswerError(message, status: message.contains("not found") ? 404 : nil)
        }
        let piece = chat.add(object.message?.content ?? "")
        if object.done == true {
            try chat.note(finishReason: object.done_reason ?? "stop", usage: object.tokenUsage, model: object.model)
        }
        return piece
    }

    /// Runs `body` under the retry loop and the deadline, first with `"think": false`, then,
    /// if the server refuses that field, without it.
    package func attempting(_ body: (ContinuousClock.Instant, Bool?) async throws -> Generation) async throws
        -> Generation
    {
        let deadline = setup.limits.end()
        var think: Bool? = false
        while true {
            do {
                return try await client.run(until: deadline) { try await body(deadline, think) }
            } catch let error as GenerationError where think != nil && error.refusesThinking {
                think = nil
            }
        }
    }

    /// The tokens a model may think for when the server could not be asked not to.
    static let thinkingAllowance = 1024

    /// `OLLAMA_HOST` as Ollama's own tools read it: a URL (whose scheme's port applies when it
    /// names none), or `host`, `host:port` or `:port`, taken as http with Ollama's port 11434
    /// and the local host where they are left out.
    static func baseURL(fromHost value: String) -> String {
        guard !value.contains("://") else { return value }
        var url = "http://" + value
        let start = url.index(url.startIndex, offsetBy: "http://".count)
        if url[start...].hasPrefix(":") { url.insert(contentsOf: "127.0.0.1", at: start) }
        let authority = url[start...].prefix { $0 != "/" }
        // A port follows the last colon, unless that colon is inside an IPv6 address's brackets.
        if !(authority.split(separator: "]").last ?? authority[...]).contains(":") {
            url.insert(contentsOf: ":11434", at: authority.endIndex)
        }
        return url
    }

    /// Asks with `"think": false` unless `think` is nil, which leaves the field out.
    package func httpRequest(
        for request: GenerationRequest, variant think: Bool?, streaming: Bool, deadline: ContinuousClock.Instant
    ) throws -> HTTPRequest {
        // A thinking model asked not to think spends nothing before the answer; one on a server
        // too old for the field may think as it likes.
        let thinking = think == false ? 0 : Self.thinkingAllowance
        let options = OllamaWire.Request.Options(
            num_predict: setup.maxOutputTokens ?? FortuneLength(request.language).answerTokens + thinking,
            temperature: setup.temperature)
        let body = OllamaWire.Request(
            model: setup.model, messages: client.messages(for: request.prompt), stream: streaming,
            think: think, options: options.num_predict == nil && options.temperature == nil ? nil : options
        )
        return try client.request(
            .post, "/api/chat", body: body, accept: streaming ? "application/x-ndjson" : "application/json",
            deadline: deadline)
    }
}

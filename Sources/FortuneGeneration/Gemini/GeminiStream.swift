import FoundationEssentials
import FortuneCore
import FortuneHTTP

extension GeminiModel {
    /// Streams the answer as server-sent events, one response per event.
    ///
    /// A failed attempt is retried (or another model or thinking tried) only while no text has
    /// been yielded: text already shown cannot be taken back, so a later failure ends the
    /// stream with its error.
    ///
    /// - Important: text yielded before an error is not a fortune and must not be kept: the
    ///   service may stop for SAFETY or RECITATION after it has sent some text.
    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        GenerationStream.make { continuation in
            try await attempting { model, thinking, deadline in
                let http = try httpRequest(
                    for: request, model: model, thinking: thinking, streaming: true, deadline: deadline)
                return try await GenerationStream.attempt(to: continuation) { show in
                    try await streamAttempt(http, model: model, length: FortuneLength(request.language), show: show)
                }
            }
        }
    }

    /// One attempt: sends `http`, passes the text to `show` as it comes, returns the whole
    /// generation, its text within `length`. Read to the end even past the length: a SAFETY
    /// or RECITATION stop at the end withdraws what came before.
    private func streamAttempt(_ http: HTTPRequest, model: String, length: FortuneLength, show: (String) -> Void)
        async throws -> Generation
    {
        let response = try await setup.transport.stream(http)
        guard response.head.isSuccess else {
            throw serverError(response.head, body: await ResponsePrefix.read(response.body), model: model)
        }
        var reader = EventReader(model: model, length: length, status: response.head.status)
        for try await chunk in response.body {
            try reader.read(chunk, show: show)
        }
        try Task.checkCancellation()
        try reader.finish(show: show)
        return try reader.answer.finish(requireFinishReason: true)
    }
}

/// Turns the bytes of an event stream into pieces of text.
///
/// Lines outside the event-stream syntax are collected and, once they form an error object,
/// end the stream with that error: that is how the service reports a failure after it has
/// already answered 200.
private struct EventReader {
    var answer: GeminiAnswer
    private var parser = ServerSentEvents()
    private var stray: [String] = []
    private let model: String
    private let status: Int

    init(model: String, length: FortuneLength, status: Int) {
        self.answer = GeminiAnswer(model: model, length: length)
        self.model = model
        self.status = status
    }

    /// Reads the next piece of the body, passing the text each event adds to `show` at once.
    mutating func read(_ chunk: [UInt8], show: (String) -> Void) throws {
        try add(parser.parse(chunk), show: show)
        try checkStray(atEnd: false)
    }

    /// Reads the end of the body.
    mutating func finish(show: (String) -> Void) throws {
        try add(parser.finish(), show: show)
        try checkStray(atEnd: true)
    }

    private mutating func add(_ events: [ServerSentEvents.Event], show: (String) -> Void) throws {
        for event in events where !event.data.isEmpty {
            let delta = try answer.add(GeminiAnswer.decode(Array(event.data.utf8)), status: status)
            if !delta.isEmpty { show(delta) }
        }
    }

    private mutating func checkStray(atEnd: Bool) throws {
        stray += parser.takeStrayLines()
        guard !stray.isEmpty else { return }
        let text = stray.joined(separator: "\n")
        if let error = try? JSONDecoder().decode(GeminiWireError.Body.self, from: Data(text.utf8)).error {
            throw GenerationError.gemini(status: error.code ?? status, error: error, model: model)
        }
        if atEnd {
            throw GenerationError.malformed(Message("error.generation.malformed.stream"), service: .gemini)
        }
    }
}

import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// A local model's stream that is slow, or stops after its first words, over loopback: never
/// "cannot reach … check the network", since the server was reached.
@Suite struct StreamStallTests {
    let server: LoopbackServer

    init() throws {
        server = try LoopbackServer()
    }

    func model(idle: Duration) -> OpenAIModel {
        var limits = RequestLimits(timeout: .seconds(2), connectTimeout: .seconds(1), deadline: .seconds(20))
        limits.idleTimeout = idle
        return OpenAIModel(
            ModelSetup(
                model: "smollm2", baseURL: server.baseURL + "/v1", limits: limits,
                retry: RetryPolicy(maxAttempts: 1, jitter: .none), transport: CurlTransport()))
    }

    @Test func aSlowStreamLongerThanTheTimeoutIsReadToItsEnd() async throws {
        let words = ["Crow ", "at ", "dawn, ", "Rooster; ", "the ", "day ", "listens."]
        let events = words.map { #"{"choices":[{"index":0,"delta":{"content":"\#($0)"}}]}"# }
        server.route(
            "/v1/chat/completions",
            .sse(
                events: events + [#"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#, "[DONE]"],
                pause: .milliseconds(400)))
        let outcome = await collect(model(idle: .seconds(2)).stream(ChatFixtures.request))
        #expect(outcome.error == nil, "\(String(describing: outcome.error))")
        #expect(outcome.finished?.text == words.joined())
    }

    @Test func aStreamThatStopsAfterItsFirstWordsIsSlowNotUnreachable() async throws {
        let gate = Gate()
        defer { gate.open() }
        server.route(
            "/v1/chat/completions",
            .sse(pieces: [.event(#"{"choices":[{"index":0,"delta":{"content":"Crow at dawn"}}]}"#), .wait(gate)]))
        let outcome = await collect(model(idle: .seconds(1)).stream(ChatFixtures.request))
        #expect(outcome.texts == ["Crow at dawn"])
        let error = try #require(outcome.generationError)
        #expect(!error.description.contains("cannot reach"), "\(error)")
        #expect(!error.description.contains("check the network"), "\(error)")
        #expect(error.description.contains("was slow: the answer from 127.0.0.1"), "\(error)")
        #expect(error.description.contains("a local model may need longer to load"), "\(error)")
        #expect(error.exitStatus == .unavailable)
    }
}

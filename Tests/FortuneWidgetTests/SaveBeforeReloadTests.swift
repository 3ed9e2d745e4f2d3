import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP
import FortuneStore
import FortuneGeneration
import FortuneWidget

/// A transport whose every answer comes late, as a model that takes its time.
final class LateTransport: HTTPTransport {
    let inner: StubTransport
    let delay: Duration

    init(_ replies: [StubTransport.Reply], delay: Duration = .milliseconds(200)) {
        inner = StubTransport(replies)
        self.delay = delay
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await Task.sleep(for: delay)
        return try await inner.send(request)
    }

    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        try await Task.sleep(for: delay)
        return try await inner.stream(request)
    }
}

/// Whatever the service, the widgets are asked to reload only once the new text is saved.
@Suite struct SaveBeforeReloadTests {
    static let text = "A late but complete fortune."
    let scratch = TemporaryDirectory()
    var store: SharedStore { SharedStore(directory: scratch.appending("state")) }

    static func model(_ service: ModelService, streaming: Bool) -> any GenerativeModel {
        let json = #""A late but complete fortune.""#
        switch service {
        case .gemini:
            let body =
                streaming
                ? #"data: {"candidates":[{"content":{"parts":[{"text":\#(json)}]},"finishReason":"STOP"}]}"# + "\n\n"
                : #"{"candidates":[{"content":{"parts":[{"text":\#(json)}]},"finishReason":"STOP"}]}"#
            let configuration = GeminiConfiguration(
                apiKey: APIKey("a-test-key-0123456789")!, model: "gemini-test", baseURL: "http://127.0.0.1:1")
            return GeminiModel(configuration: configuration, transport: LateTransport([.body(200, body)]))
        case .openai:
            let body =
                streaming
                ? #"data: {"choices":[{"delta":{"content":\#(json)},"finish_reason":"stop"}]}"# + "\n\ndata: [DONE]\n\n"
                : #"{"choices":[{"message":{"content":\#(json)},"finish_reason":"stop"}]}"#
            let configuration = ChatServiceConfiguration(model: "local", baseURL: "http://127.0.0.1:1/v1")
            return OpenAIModel(configuration: configuration, transport: LateTransport([.body(200, body)]))
        case .ollama:
            let body = #"{"message":{"content":\#(json)},"done":true,"done_reason":"stop"}"# + "\n"
            let configuration = ChatServiceConfiguration(model: "gemma3:1b", baseURL: "http://127.0.0.1:1")
            return OllamaModel(configuration: configuration, transport: LateTransport([.body(200, body)]))
        default:
            return ScriptedModel(playing: .offline, answer: .text(text), delay: .milliseconds(200))
        }
    }

    @Test(arguments: ServiceCatalog.standard.ids, [false, true])
    func theReloadSeesTheNewTextFromEveryService(service: ModelService, streaming: Bool) async throws {
        try store.update { $0.sign = .rooster }
        let clock = TestClock.noon()
        let spy = FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        let refresher = FortuneRefresher(
            store: store, model: Self.model(service, streaming: streaming), reloader: spy, now: clock.now)
        let fortune = streaming ? try await refresher.refresh { _ in } : try await refresher.refresh()
        #expect(fortune.text == Self.text)
        #expect(fortune.source == service)
        #expect(spy.textAtEachReload == [Self.text])
    }
}

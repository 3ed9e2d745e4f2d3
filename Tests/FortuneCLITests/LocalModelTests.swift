import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore

/// With nothing but a local model server, OpenAI-compatible or Ollama, on loopback: refresh,
/// streaming, all signs, the model list and the widget work end to end.
@Suite(.fewAtOnce) struct LocalModelTests {
    static let fortune = "Crow at dawn, Rooster: the day listens to the early voice."

    let directory = FakeHome()
    let server: LoopbackServer

    init() throws {
        server = try LoopbackServer()
        Self.serveOpenAI(on: server)
        Self.serveOllama(on: server)
    }

    /// `llama-server`'s routes under /v1: chat completions (SSE ending in `[DONE]` when
    /// streaming) and the model list.
    static func serveOpenAI(on server: LoopbackServer) {
        server.route("/v1/chat/completions", method: "POST") { request in
            guard request.bodyText.contains(#""stream":true"#) else {
                return .json(
                    #"{"object":"chat.completion","model":"llama-3.2-3b","choices":[{"index":0,"message":{"role":"assistant","content":"<think>A fortune, then.</think>\#(fortune)"},"finish_reason":"stop"}],"usage":{"prompt_tokens":40,"completion_tokens":20,"total_tokens":60}}"#
                )
            }
            let words = fortune.split(separator: " ").map { String($0) + " " }
            let events =
                words.map { #"{"choices":[{"index":0,"delta":{"content":"\#($0)"},"finish_reason":null}]}"# }
                + [#"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#, "[DONE]"]
            return .sse(events: events)
        }
        server.route(
            "/v1/models", method: "GET",
            .json(
                #"{"object":"list","data":[{"id":"llama-3.2-3b","object":"model"},{"id":"qwen3-1.7b","object":"model"}]}"#
            ))
    }

    /// Ollama's own routes: `/api/chat` (NDJSON when streaming) and `/api/tags`.
    static func serveOllama(on server: LoopbackServer) {
        server.route("/api/chat", method: "POST") { request in
            let line = { (text: String, done: Bool) in
                #"{"model":"gemma3:1b","message":{"role":"assistant","content":"\#(text)"},"done":\#(done)\#(done ? #","done_reason":"stop","eval_count":20"# : "")}"#
                    + "\n"
            }
            guard request.bodyText.contains(#""stream":true"#) else { return .json(line(fortune, true)) }
            let pieces = fortune.split(separator: " ").map { line(String($0) + " ", false) } + [line("", true)]
            return .chunked(pieces: pieces)
        }
        server.route(
            "/api/tags", method: "GET",
            .json(
                #"{"models":[{"name":"gemma3:1b","model":"gemma3:1b","details":{"family":"gemma3","parameter_size":"999.89M"}}]}"#
            ))
    }

    func run(_ arguments: [String], _ environment: [String: String]) async throws -> FortuneBinary.Result {
        var all = directory.environment.merging([
            "GEMINI_API_KEY": ""
        ]) { $1 }
        all.merge(environment) { $1 }
        return try await FortuneBinary.run(arguments, environment: all)
    }

    func configure(_ json: String) throws {
        try FileManager.default.createDirectory(
            atPath: directory.appending("config/fortune"), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: directory.appending("config/fortune/config.json")))
    }

    var stored: StoreDocument {
        get throws {
            let text = try String(contentsOfFile: directory.appending("state/fortune/store.json"), encoding: .utf8)
            return try JSONDecoder().decode(StoreDocument.self, from: Data(text.utf8))
        }
    }

    @Test(arguments: ["openai", "ollama"])
    func refreshStreamAllModelsAndTheWidgetWorkWithALocalServerAlone(provider: String) async throws {
        let url = provider == "openai" ? server.baseURL + "/v1" : server.baseURL
        let model = provider == "openai" ? "llama-3.2-3b" : "gemma3:1b"
        try configure(#"{"provider": "\#(provider)", "baseURL": "\#(url)", "model": "\#(model)"}"#)
        #expect(try await run(["pick", "rooster"], [:]).status == 0)

        let refresh = try await run(["refresh"], [:])
        #expect(refresh.status == 0, "\(refresh.stderr)")
        #expect(refresh.stdout == Self.fortune + "\n", "the thinking is gone")
        let saved = try #require(try stored.fortune(for: .rooster, on: FakeHome.today))
        #expect(saved.source.rawValue == provider)
        #expect(saved.model == model)

        let streamed = try await run(["refresh", "--stream", "--sign", "dog"], [:])
        #expect(streamed.status == 0, "\(streamed.stderr)")
        #expect(try stored.fortune(for: .dog, on: FakeHome.today)?.text == Self.fortune)

        let all = try await run(["refresh", "--all"], [:])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(try Sign.allCases.allSatisfy { try stored.fortune(for: $0, on: FakeHome.today) != nil })

        let models = try await run(["models"], [:])
        #expect(models.status == 0, "\(models.stderr)")
        #expect(models.stdout.contains(model) && models.stdout.contains("configured"))

        let widget = try await run(["widget", "--format", "waybar"], [:])
        #expect(widget.status == 0)
        #expect(widget.stdout.contains("Crow at dawn"))

        let status = try await run(["status"], [:])
        #expect(status.stdout.contains("provider   \(provider)"))
        #expect(status.stdout.contains("\(model) at \(url)"), "\(status.stdout)")
        #expect(!server.requests.contains { $0.path.hasPrefix("/v1beta") }, "nothing went to Gemini")
    }

    @Test func theProviderFlagAndItsVariableChooseAServerForOneRun() async throws {
        #expect(try await run(["pick", "rooster"], [:]).status == 0)
        let result = try await run(
            ["refresh", "--provider", "ollama"], ["OLLAMA_HOST": String(server.baseURL.dropFirst("http://".count))])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.map(\.path) == ["/api/chat"])
        #expect(try stored.fortune(for: .rooster, on: FakeHome.today)?.source == .ollama)
    }

    @Test func aProviderFlagOutsideTheChoicesOrAgainstOfflineIsAUsageError() async throws {
        let bogus = try await run(["refresh", "--provider", "bogus"], [:])
        #expect(bogus.status == 64)
        #expect(bogus.stderr.contains("one of auto, gemini, openai, ollama, offline"), "\(bogus.stderr)")
        let both = try await run(["refresh", "--offline", "--provider", "ollama"], [:])
        #expect(both.status == 64)
        #expect(both.stderr.contains("contradict"), "\(both.stderr)")
        #expect(server.requests.isEmpty)
    }

    @Test func anOpenAICompatibleServerWithoutAModelIsAConfigurationError() async throws {
        try configure(#"{"provider": "openai", "baseURL": "\#(server.baseURL)/v1"}"#)
        #expect(try await run(["pick", "rooster"], [:]).status == 0)
        let result = try await run(["refresh"], [:])
        #expect(result.status == 78)
        #expect(result.stderr.contains("model") && result.stderr.contains("fortune models"), "\(result.stderr)")
        #expect(server.requests.isEmpty)
        // The list still works, so the user can choose, whether the provider is configured or
        // named for the run.
        let models = try await run(["models"], [:])
        #expect(models.status == 0)
        #expect(models.stdout.contains("qwen3-1.7b"))
        try FileManager.default.removeItem(atPath: directory.appending("config/fortune/config.json"))
        let named = try await run(["models", "--provider", "openai"], ["OPENAI_BASE_URL": server.baseURL + "/v1"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("llama-3.2-3b"))
    }

    @Test func theOpenAIKeyTravelsOnlyInItsHeader() async throws {
        try configure(#"{"provider": "openai", "baseURL": "\#(server.baseURL)/v1", "model": "llama-3.2-3b"}"#)
        #expect(try await run(["pick", "rooster"], [:]).status == 0)
        let key = "sk-local-0123456789abcdefghijk"
        #expect(try await run(["refresh"], ["OPENAI_API_KEY": key]).status == 0)
        let request = try #require(server.requests.first)
        #expect(request.header("authorization") == "Bearer " + key)
        #expect(!request.target.contains(key))
        #expect(
            !(try String(contentsOfFile: directory.appending("state/fortune/store.json"), encoding: .utf8)).contains(
                key))
    }
}

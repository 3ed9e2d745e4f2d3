import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP
import FortuneGeneration
import FortuneConfig

/// A fourth service is one model file, one wire file and one row of the table
/// (`Sources/FortuneTestSupport/Echo*.swift`): added to the standard table, it is selected,
/// configured and asked exactly as the real services are, over libcurl to a loopback server.
@Suite struct EchoServiceTests {
    let scratch = TemporaryDirectory()
    let catalog = ServiceCatalog.standard + [.echo]
    static let key = "echo-key-0123456789"
    static let request = GenerationRequest(
        sign: .rooster, day: CalendarDay(year: 2026, month: 12, day: 1)!, language: .english,
        prompt: Prompt(instructions: "Plain text only.", text: "Write today's fortune for the Rooster."))

    private func select(_ server: LoopbackServer, retryAttempts: Int = 4) throws -> ModelSelection {
        var configuration = Configuration()
        configuration.provider = Configuration.Provider(ServiceDescriptor.echo.id)
        configuration.retryAttempts = retryAttempts
        configuration.retryBaseDelaySeconds = 0.01
        return try ModelSelection(
            configuration: configuration,
            environment: ["ECHO_BASE_URL": server.baseURL, "ECHO_API_KEY": Self.key],
            configDirectory: scratch.path, catalog: catalog, transport: CurlTransport()
        )
    }

    @Test func aServiceAddedToTheTableIsSelectedAndWritesAFortuneOverItsWire() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/echo", method: "POST", .json(#"{"text": "The Rooster's echo comes back kinder."}"#))
        let selection = try select(server)
        #expect(selection.service.id == ServiceDescriptor.echo.id)
        #expect(selection.model.service == ServiceDescriptor.echo.id)
        #expect(selection.model.name == "echo-1", "the row's default model")
        #expect(selection.endpoint?.baseURL == server.baseURL, "the row's base URL variable")

        let generation = try await selection.model.generate(Self.request)
        #expect(generation.text == "The Rooster's echo comes back kinder.")
        let sent = try #require(server.requests.first)
        #expect(sent.path == "/echo")
        #expect(sent.header("Authorization") == "Bearer " + Self.key, "the key found through the row's variables")
        #expect(sent.bodyText.contains(#""model":"echo-1""#))
        #expect(sent.bodyText.contains(#"{"content":"Write today's fortune for the Rooster.","role":"user"}"#))
    }

    @Test func itStreamsThroughTheSharedWrapper() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/echo", method: "POST", .json(#"{"text": "An echo, streamed."}"#))
        var pieces: [String] = []
        var finished: Generation?
        for try await event in try select(server).model.stream(Self.request) {
            switch event {
            case .text(let piece): pieces.append(piece)
            case .finished(let generation): finished = generation
            }
        }
        #expect(pieces == ["An echo, streamed."])
        #expect(finished?.text == "An echo, streamed.")
    }

    @Test func itsFailuresAreNamedFromItsRowWithoutTheKey() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/echo", method: "POST", .json(status: 400, #"{"error": {"message": "bad \#(Self.key)"}}"#))
        let error = await #expect(throws: GenerationError.self) {
            try await select(server, retryAttempts: 1).model.generate(Self.request)
        }
        #expect(error?.description.contains("the echo server refused the request") == true)
        #expect(error?.description.contains(Self.key) == false)
        #expect(error?.exitStatus == .configuration)
    }

    @Test func theStandardTableDoesNotKnowIt() throws {
        var configuration = Configuration()
        configuration.provider = Configuration.Provider(ServiceDescriptor.echo.id)
        #expect(throws: ConfigurationError.self) {
            try ModelSelection(
                configuration: configuration, environment: [:], configDirectory: scratch.path,
                transport: StubTransport([]))
        }
        #expect(Configuration.Provider(rawValue: "echo") == nil, "config.json offers only the standard services")
    }
}

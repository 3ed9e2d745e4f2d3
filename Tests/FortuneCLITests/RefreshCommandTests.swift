import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore

/// `fortune refresh` as a user runs it, against the loopback server playing Gemini through
/// `GOOGLE_GEMINI_BASE_URL`, with real libcurl.
@Suite(.fewAtOnce) struct RefreshCommandTests {
    static let key = "test-key-5f2b9c"
    static let model = "gemini-test"

    static func reply(_ text: String) -> String {
        #"{"candidates":[{"content":{"role":"model","parts":[{"text":"\#(text)"}]},"finishReason":"STOP"}],"usageMetadata":{"promptTokenCount":9,"candidatesTokenCount":7,"totalTokenCount":16},"modelVersion":"gemini-test-001"}"#
    }

    static func error(_ code: Int, _ status: String, _ message: String, details: String = "") -> String {
        #"{"error":{"code":\#(code),"message":"\#(message)","status":"\#(status)"\#(details.isEmpty ? "" : #","details":[\#(details)]"#)}}"#
    }

    static let unaryPath = "/v1beta/models/\(model):generateContent"
    static let streamPath = "/v1beta/models/\(model):streamGenerateContent"

    /// A user's home with a picked sign, fast retries, no fallback models, and the mock as
    /// Gemini.
    struct Home {
        let directory = FakeHome()
        let server: LoopbackServer

        init() async throws {
            server = try LoopbackServer()
            try configure(#"{"retryBaseDelaySeconds": 0.01, "retryMaxDelaySeconds": 1, "fallbackModels": []}"#)
            #expect(try await run(["pick", "rooster"]).status == 0)
        }

        /// Makes `config` the home's config.json.
        func configure(_ config: String) throws {
            try FileManager.default.createDirectory(
                atPath: directory.appending("config/fortune"), withIntermediateDirectories: true)
            try Data(config.utf8).write(to: URL(fileURLWithPath: directory.appending("config/fortune/config.json")))
        }

        var environment: [String: String] {
            directory.environment.merging([
                "GEMINI_API_KEY": RefreshCommandTests.key,
                "GOOGLE_GEMINI_BASE_URL": server.baseURL,
                "FORTUNE_MODEL": RefreshCommandTests.model,
            ]) { $1 }
        }

        func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> FortuneBinary.Result
        {
            try await FortuneBinary.run(arguments, environment: environment.merging(extra) { $1 })
        }

        var storeText: String {
            (try? String(contentsOfFile: directory.appending("state/fortune/store.json"), encoding: .utf8)) ?? ""
        }

        /// Today's stored fortune for the rooster, as bare `fortune` prints it.
        func todaysText() throws -> String {
            let document = try JSONDecoder().decode(StoreDocument.self, from: Data(storeText.utf8))
            return document.fortune(for: .rooster, on: FakeHome.today)?.text ?? ""
        }

        /// Makes a first good fortune, so a failure afterwards has something to keep.
        func seed() async throws {
            server.route(RefreshCommandTests.unaryPath, .json(RefreshCommandTests.reply("The last good fortune.")))
            #expect(try await run(["refresh"]).status == 0)
        }
    }

    let home: Home

    init() async throws {
        home = try await Home()
    }

    @Test func theRequestHasTheRightShapeAndTheKeyOnlyInItsHeader() async throws {
        home.server.route(Self.unaryPath, method: "POST", .json(Self.reply("Crow proudly, Rooster.")))
        let result = try await home.run(["refresh"])
        #expect(result.status == 0)
        #expect(result.stdout == "Crow proudly, Rooster.\n")
        let request = try #require(home.server.requests.first)
        #expect(request.path == Self.unaryPath)
        #expect(request.header("x-goog-api-key") == Self.key)
        #expect(request.header("content-type") == "application/json")
        #expect(!request.target.contains(Self.key))
        #expect(request.bodyText.contains("Rooster"))
        #expect(request.bodyText.contains(FakeHome.today.description))
        #expect(!home.storeText.contains(Self.key))
        #expect(try home.todaysText() == "Crow proudly, Rooster.")
        // Bare `fortune` now prints the saved text, without the network.
        home.server.stop()
        #expect(try await home.run([]).stdout == "Crow proudly, Rooster.\n")
    }

    @Test func streamingUsesServerSentEventsAndSavesTheWholeText() async throws {
        let first = #"{"candidates":[{"content":{"parts":[{"text":"Streamed "}]}}]}"#
        let last = #"{"candidates":[{"content":{"parts":[{"text":"fortune."}]},"finishReason":"STOP"}]}"#
        home.server.route(Self.streamPath, .sse(events: [first, last]))
        let result = try await home.run(["refresh", "--stream"])
        #expect(result.status == 0)
        #expect(result.stdout == "Streamed fortune.\n")
        #expect(home.server.requests.first?.query == "alt=sse")
        #expect(try home.todaysText() == "Streamed fortune.")
    }

    @Test func aServiceUnavailableTwiceIsRetriedUntilItAnswers() async throws {
        let busy = Reply.json(status: 503, Self.error(503, "UNAVAILABLE", "The model is overloaded."))
        home.server.route(Self.unaryPath, busy, busy, .json(Self.reply("Third time lucky.")))
        let result = try await home.run(["refresh"])
        #expect(result.status == 0)
        #expect(home.server.requests.count == 3)
        #expect(try home.todaysText() == "Third time lucky.")
    }

    @Test func aRateLimitWithRetryInfoIsRetriedAfterTheDelay() async throws {
        let retryInfo = #"{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"0.3s"}"#
        home.server.route(
            Self.unaryPath, .json(status: 429, Self.error(429, "RESOURCE_EXHAUSTED", "Slow down.", details: retryInfo)),
            .json(Self.reply("Patience paid.")))
        let clock = ContinuousClock()
        let start = clock.now
        let result = try await home.run(["refresh"])
        #expect(result.status == 0)
        #expect(home.server.requests.count == 2)
        #expect(clock.now - start >= .milliseconds(300), "the server's retryDelay is honoured")
    }

    @Test func aServerAskingForALongerWaitThanAllowedFailsAtOnce() async throws {
        let retryInfo = #"{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"45s"}"#
        home.server.route(
            Self.unaryPath, .json(status: 429, Self.error(429, "RESOURCE_EXHAUSTED", "Slow down.", details: retryInfo)))
        let result = try await home.run(["refresh"])
        #expect(result.status == 75)
        #expect(home.server.requests.count == 1)
    }

    /// Each failure: the right exit status, one line on stderr, the last good fortune kept,
    /// and the key nowhere in what was printed or stored.
    struct Failure: Sendable, CustomTestStringConvertible {
        let name: String
        let reply: Reply
        let status: Int32
        let says: String
        var arguments = ["refresh"]
        var config = #"{"retryBaseDelaySeconds": 0.01, "retryMaxDelaySeconds": 0.05, "timeoutSeconds": 1}"#
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(
            name: "daily quota",
            reply: .json(
                status: 429,
                error(
                    429, "RESOURCE_EXHAUSTED", "Quota exceeded.",
                    details:
                        #"{"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[{"quotaId":"GenerateRequestsPerDayPerProjectPerModel-FreeTier"}]}"#
                )), status: 75, says: "today"),
        Failure(
            name: "bad key",
            reply: .json(
                status: 400,
                error(
                    400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.",
                    details:
                        #"{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com"}"#
                )), status: 77, says: "invalid API key"),
        Failure(
            name: "unknown model",
            reply: .json(
                status: 404, error(404, "NOT_FOUND", "models/gemini-test is not found for API version v1beta.")),
            status: 78, says: "FORTUNE_MODEL"),
        Failure(name: "timeout", reply: .hang, status: 69, says: "timed out"),
        Failure(name: "malformed JSON", reply: .json("{\"candidates\": [tru"), status: 65, says: "cannot read"),
        Failure(
            name: "truncated body", reply: .truncated(declaredLength: 400, body: #"{"candidates":[{"content":"#),
            status: 69, says: "closed"),
        Failure(
            name: "blocked prompt", reply: .json(#"{"promptFeedback":{"blockReason":"SAFETY"}}"#), status: 65,
            says: "blocked"),
        Failure(
            name: "still unavailable", reply: .json(status: 503, error(503, "UNAVAILABLE", "Overloaded.")), status: 69,
            says: "attempts"),
        Failure(
            name: "mid-stream error",
            reply: .sse(pieces: [
                .event(#"{"candidates":[{"content":{"parts":[{"text":"Half a "}]}}]}"#),
                .text(error(500, "INTERNAL", "Internal error mid-stream.")),
            ]), status: 69, says: "Internal error", arguments: ["refresh", "--stream"]),
    ]

    @Test(arguments: failures)
    func aFailureExitsWithItsStatusSaysWhyInOneLineAndKeepsTheLastFortune(failure: Failure) async throws {
        // The good fortune is made under the home's own settings: the failure's short timeout
        // would fail the seeding itself on a busy machine.
        try await home.seed()
        try home.configure(failure.config)
        home.server.route(Self.unaryPath, failure.reply)
        home.server.route(Self.streamPath, failure.reply)
        // Today's is saved: only --new asks again.
        let result = try await home.run(failure.arguments + ["--new"])
        #expect(result.status == failure.status)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.contains(failure.says), "\(result.stderr)")
        #expect(try home.todaysText() == "The last good fortune.")
        for text in [result.stderr, home.storeText] {
            #expect(!text.contains(Self.key))
        }
        for request in home.server.requests {
            #expect(!request.target.contains(Self.key))
        }
    }

    @Test func allSignsStopAtAFailureThatEverySignWouldShare() async throws {
        home.server.route(Self.unaryPath, Self.failures[1].reply)
        let result = try await home.run(["refresh", "--all"])
        #expect(result.status == 77)
        #expect(result.stderr.split(separator: "\n").count == 1, "said once: \(result.stderr)")
        #expect(result.stderr.contains("invalid API key"))
        #expect(home.server.requests.count <= 4, "no more than were in flight at once")
    }

    /// libcurl reads the proxy variables itself; the loopback server plays the proxy and sees
    /// the absolute URL of a host that does not exist.
    @Test func theProxyVariablesAreHonoured() async throws {
        let result = try await home.run(
            ["refresh"],
            environment: [
                "GOOGLE_GEMINI_BASE_URL": "http://gemini.invalid", "http_proxy": home.server.baseURL,
            ])
        let request = try #require(home.server.requests.first)
        #expect(request.target.hasPrefix("http://gemini.invalid/v1beta/models/"))
        #expect(result.status != 0, "the proxy answers 404 to a path it does not know")
    }

    @Test func aDailyQuotaIsNotRetried() async throws {
        home.server.route(Self.unaryPath, Self.failures[0].reply)
        #expect(try await home.run(["refresh"]).status == 75)
        #expect(
            home.server.requests.filter { $0.method == "POST" }.count == 1,
            "one generation; the model list is asked after it")
    }

    @Test func withoutAKeyTheOfflineModelWritesAndSaysSoOnce() async throws {
        let result = try await home.run(["refresh", "--all"], environment: ["GEMINI_API_KEY": ""])
        #expect(result.status == 0)
        #expect(result.stderr.components(separatedBy: "offline model").count == 2)
        #expect(result.stdout.split(separator: "\n").count == 12)
        #expect(home.server.requests.isEmpty)
        let document = try JSONDecoder().decode(StoreDocument.self, from: Data(home.storeText.utf8))
        #expect(Set(document.fortunes.filter { $0.day == FakeHome.today }.map(\.sign)) == Set(Sign.allCases))
    }

    @Test func aKeyFileThatOthersCanReadIsRefused() async throws {
        let path = home.directory.appending("config/fortune/api-key")
        try Data("file-key-123\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let result = try await home.run(["refresh"], environment: ["GEMINI_API_KEY": ""])
        #expect(result.status == 77)
        #expect(result.stderr.contains("chmod 600"))
        #expect(!result.stderr.contains("file-key-123"))
    }

    @Test func theJSONOutputIsTheSavedRecord() async throws {
        home.server.route(Self.unaryPath, .json(Self.reply("Recorded.")))
        let result = try await home.run(["refresh", "--json"])
        let record = try JSONDecoder().decode(StoredFortune.self, from: Data(result.stdout.utf8))
        #expect(record.text == "Recorded.")
        #expect(record.model == Self.model)
        #expect(record.source == .gemini)
        #expect(record.sign == .rooster)
    }

    @Test func withoutAPickedSignRefreshIsAUsageError() async throws {
        // Another user's home, where nothing was picked.
        let elsewhere = home.directory.appending("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
        let result = try await FortuneBinary.run(["refresh", "--offline"], environment: ["HOME": elsewhere])
        #expect(result.status == 64)
        #expect(result.stderr.contains("fortune pick"))
    }
}

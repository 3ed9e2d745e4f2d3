import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore

/// A new user with a fresh key and no configuration, against a loopback Gemini that answers
/// with the service's recorded bodies: models retired, thinking refused, quotas run out.
@Suite(.fewAtOnce) struct ModelsAndFallbackTests {
    let directory = FakeHome()
    let server: LoopbackServer
    let gemini: GeminiRoutes

    init() async throws {
        server = try LoopbackServer()
        gemini = GeminiRoutes(server: server)
        #expect(try await run(["pick", "rooster"]).status == 0)
    }

    /// No config.json and no FORTUNE_MODEL: only the key and where the service is.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> FortuneBinary.Result {
        let environment = directory.environment.merging([
            "GEMINI_API_KEY": gemini.key,
            "GOOGLE_GEMINI_BASE_URL": gemini.baseURL,
        ]) { $1 }
        return try await FortuneBinary.run(arguments, environment: environment.merging(extra) { $1 })
    }

    func storedToday() throws -> StoredFortune? {
        let text = try String(contentsOfFile: directory.appending("state/fortune/store.json"), encoding: .utf8)
        let document = try JSONDecoder().decode(StoreDocument.self, from: Data(text.utf8))
        return document.fortune(for: .rooster, on: FakeHome.today)
    }

    @Test func theFirstRefreshWithNoConfigurationSucceedsFastAndRecordsWhoAnswered() async throws {
        let result = try await run(["refresh"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no notice on the happy path: \(result.stderr)")
        #expect(result.stdout == Self.recordedText + "\n")
        let request = try #require(gemini.requests.first)
        #expect(gemini.requests.count == 1)
        #expect(request.systemInstruction != nil)
        #expect(request.model == "gemini-flash-lite-latest")
        #expect(request.thinkingLevel == "minimal", "asked for the least thinking the alias's model takes")
        let stored = try #require(try storedToday())
        #expect(stored.model == request.model)
        #expect(stored.modelVersion == Self.recordedVersion)
        #expect(stored.usage?.outputTokens != nil)

        let status = try await run(["status", "--json"])
        let object = try JSONDecoder().decode([String: JSONValueProbe].self, from: Data(status.stdout.utf8))
        #expect(object["fortuneModelVersion"] == .string(Self.recordedVersion))
        let history = try await run(["history", "--json"])
        #expect(history.stdout.contains("\"modelVersion\""))
        #expect(history.stdout.contains("\"outputTokens\""))
        let listed = try await run(["history"])
        #expect(listed.stdout.contains("gemini-flash-lite-latest as \(Self.recordedVersion), "), "\(listed.stdout)")
        #expect(listed.stdout.contains(" tokens"))
    }

    /// The text and `modelVersion` of the recorded answer the routes give.
    static let recordedText = "Rooster, today your early start pays off: a small promise kept brings a large return."
    static let recordedVersion = "gemini-2.5-flash"

    @Test func aRetiredModelFallsBackSavesTheFortuneAndSaysWhichSettingKeepsIt() async throws {
        gemini.failing("gemini-3.5-flash-lite", with: GeminiRoutes.recorded("gemini/unary-failure-daily-quota.json"))
        let result = try await run(["refresh"], environment: ["FORTUNE_MODEL": "gemini-2.5-flash"])
        #expect(result.status == 0, "\(result.stderr)")
        // No fallback is configured: the service's list gives the newest Flash-Lite models.
        #expect(
            gemini.requests.filter(\.isGeneration).map(\.model) == [
                "gemini-2.5-flash", "gemini-3.5-flash-lite", "gemini-3.1-flash-lite",
            ])
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains("gemini-3.1-flash-lite answered") == true)
        #expect(lines.first?.contains("\"model\": \"gemini-3.1-flash-lite\" in config.json") == true)
        #expect(try storedToday()?.model == "gemini-3.1-flash-lite")
    }

    @Test func allSignsPayForARetiredModelOnceAndSayItOnce() async throws {
        let result = try await run(["refresh", "--all"], environment: ["FORTUNE_MODEL": "gemini-2.5-flash"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        let asked = gemini.requests.filter { $0.model == "gemini-2.5-flash" }.count
        #expect(asked <= 4, "at most the signs in flight before the first 404 came back, not twelve")
    }

    @Test func aRefusedThinkingLevelIsLearnedSoTheNextRefreshSendsOneRequest() async throws {
        // The alias now points at gemini-3.8-flash, which has no "minimal".
        let refused = GeminiRoutes.error(
            400, "INVALID_ARGUMENT",
            "Thinking level MINIMAL is not supported for this model. Please retry with other thinking level.")
        gemini.failing("gemini-flash-lite-latest", with: refused, when: { $0.thinkingLevel == "minimal" })
        #expect(try await run(["refresh"]).status == 0)
        #expect(gemini.requests.map(\.thinkingLevel) == ["minimal", "low"])
        let learned = try String(contentsOfFile: directory.appending("state/fortune/thinking.json"), encoding: .utf8)
        #expect(learned.contains("\"gemini-flash-lite-latest\" : \"low\""), "\(learned)")

        #expect(try await run(["refresh", "--sign", "dog"]).status == 0)
        #expect(gemini.requests.count == 3, "one request on the second run")
        #expect(gemini.requests.last?.thinkingLevel == "low")
    }

    @Test func aNotFoundModelPointsToFortuneModelsWithoutNamingAnother() async throws {
        // A model that does not exist is passed over for the newest one the service lists.
        #expect(try await run(["refresh"], environment: ["FORTUNE_MODEL": "gemini-9-nonesuch"]).status == 0)
        // When the service lists no model either, the refresh fails with the way to find a
        // model, and names none.
        let empty = try LoopbackServer()
        defer { empty.stop() }
        let none = GeminiRoutes(server: empty, listing: [])
        let alone = try await run(
            ["refresh", "--sign", "dog"],
            environment: ["FORTUNE_MODEL": "gemini-9-nonesuch", "GOOGLE_GEMINI_BASE_URL": none.baseURL])
        #expect(alone.status == 78)
        #expect(alone.stderr.contains("fortune models"), "\(alone.stderr)")
        #expect(!alone.stderr.contains("gemini-3"), "no model id is given as advice: \(alone.stderr)")
    }

    @Test func modelsListsEveryPageMarkingTheConfiguredModelFallbacksAndAliases() async throws {
        try FileManager.default.createDirectory(
            atPath: directory.appending("config/fortune"), withIntermediateDirectories: true)
        try Data(#"{"fallbackModels": ["gemini-3.5-flash-lite", "gemini-2.5-flash-lite"]}"#.utf8).write(
            to: URL(fileURLWithPath: directory.appending("config/fortune/config.json")))
        let result = try await run(["models"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let generative = gemini.generativeIDs.count
        #expect(lines.count == generative)
        #expect(
            lines.contains {
                $0.hasPrefix("*") && $0.contains("gemini-flash-lite-latest") && $0.contains("configured")
                    && $0.contains("alias")
            })
        #expect(lines.contains { $0.contains("gemini-3.5-flash-lite") && $0.contains("fallback 1") })
        #expect(!result.stdout.contains("embedding"))
        #expect(gemini.requests.count >= 2, "every page was read")

        let json = try await run(["models", "--json"])
        let entries = try JSONDecoder().decode([ModelEntry].self, from: Data(json.stdout.utf8))
        #expect(entries.count == generative)
        #expect(entries.filter(\.configured).map(\.id) == ["gemini-flash-lite-latest"])
        #expect(entries.first { $0.id == "gemini-2.5-flash-lite" }?.fallback == 2)
    }

    @Test func modelsFailsAsRefreshWouldWithABadKey() async throws {
        let result = try await run(["models"], environment: ["GEMINI_API_KEY": "not-the-services-key"])
        #expect(result.status == 77)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!result.stderr.contains("not-the-services-key"))
    }

    /// No key at all: `models` fails as `refresh` with Gemini does (77, the status for a
    /// missing or refused key), in the same line, which names the command that saves the key
    /// rather than a path with a variable in it.
    @Test func withoutAKeyModelsSaysWhatRefreshSaysAndNamesKeySet() async throws {
        let models = try await run(["models"], environment: ["GEMINI_API_KEY": ""])
        #expect(models.status == 77)
        #expect(
            models.stderr
                == "fortune: no API key for Gemini; set GEMINI_API_KEY or run 'fortune key set --provider gemini'\n")
        try directory.writeConfig(#"{"provider": "gemini"}"#)
        let refresh = try await run(["refresh"], environment: ["GEMINI_API_KEY": ""])
        #expect(refresh.status == models.status)
        #expect(refresh.stderr == models.stderr)
        #expect(gemini.requests.isEmpty)
    }

    private struct ModelEntry: Decodable {
        let id: String
        let configured: Bool
        let fallback: Int?
    }
}

/// Enough of a JSON value to compare one field of an object.
enum JSONValueProbe: Decodable, Equatable {
    case string(String)
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = (try? container.decode(String.self)).map(JSONValueProbe.string) ?? .other
    }
}

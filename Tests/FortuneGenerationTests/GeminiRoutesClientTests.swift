import FoundationEssentials
import Synchronization
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// The Gemini client against loopback routes that answer with the service's recorded bodies:
/// retired and unknown models, thinking refused, quotas, the model list in pages.
@Suite struct GeminiRoutesClientTests {
    let server: LoopbackServer
    let gemini: GeminiRoutes

    init() throws {
        server = try LoopbackServer()
        gemini = GeminiRoutes(server: server)
    }

    func model(
        _ id: String,
        fallbacks: [String] = [],
        thinking: ThinkingSetting = .auto,
        memory: (any ThinkingMemory)? = nil,
        notices: Recorder<String>? = nil
    ) -> GeminiModel {
        GeminiModel(
            ModelSetup(
                model: id, baseURL: gemini.baseURL, key: APIKey(gemini.key)!, thinking: thinking,
                fallbackModels: fallbacks, limits: RequestLimits(timeout: .seconds(60), deadline: .seconds(120)),
                retry: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(10), maxDelay: .milliseconds(20)),
                transport: CurlTransport(),
                thinkingMemory: memory,
                notify: { message in notices?.record(message.description) }
            ))
    }

    /// The least thinking the service's thinking guide (https://ai.google.dev/gemini-api/docs/thinking)
    /// lets each model be asked for: a budget of 0 where thinking can be turned off, nothing
    /// for a model that does not think unless asked, the first of its levels; an alias as its
    /// target (gemini-flash-latest is gemini-3.8-flash, gemini-flash-lite-latest
    /// gemini-3.5-flash-lite).
    static let leastThinking: [String: (budget: Int?, level: String?)] = [
        "gemini-flash-lite-latest": (nil, "minimal"), "gemini-flash-latest": (nil, "low"),
        "gemini-2.5-flash-lite": (nil, nil), "gemini-3.1-flash-lite": (nil, "minimal"),
        "gemini-3.5-flash-lite": (nil, "minimal"), "gemini-3.6-flash": (nil, "minimal"),
        "gemini-3.8-flash": (nil, "low"), "gemini-2.5-flash": (0, nil),
    ]

    /// Each family, asked with `thinking: auto`, gets the least thinking the guide gives it at
    /// the first request: no refusal to pay, no thinking to wait for.
    @Test(arguments: leastThinking.keys.sorted())
    func eachFamilyIsAskedForTheLeastThinkingItTakes(id: String) async throws {
        let least = try #require(Self.leastThinking[id])
        // Retired for new keys, still served to old ones.
        if id == "gemini-2.5-flash" {
            gemini.answering(id, with: GeminiRoutes.recorded("gemini/unary-success-short.json"))
        }
        let generation = try await model(id).generate(testRequest)
        #expect(!generation.text.isEmpty)
        let requests = gemini.requests
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.thinkingBudget == least.budget)
        #expect(request.thinkingLevel == least.level)
        #expect(request.hasThinkingConfig == (least.budget != nil || least.level != nil))
    }

    /// A model the program has never seen, whose levels its guess from the id gets wrong: one
    /// refusal, then the next level down, and the answer.
    @Test func aNewModelWhoseLevelsTheProgramCannotKnowCostsOneRefusalAtMost() async throws {
        // Takes medium and high only, as the service says of a level it lacks.
        gemini.answering("gemini-3.7-flash", with: GeminiRoutes.recorded("gemini/unary-success-short.json"))
        gemini.failing(
            "gemini-3.7-flash", with: Self.levelRefused("LOW"),
            when: { $0.thinkingLevel.map { !["medium", "high"].contains($0.lowercased()) } ?? false })
        let generation = try await model("gemini-3.7-flash").generate(testRequest)
        #expect(!generation.text.isEmpty)
        let requests = gemini.requests
        #expect(requests.count <= 2, "\(requests.map(\.thinkingLevel))")
        #expect(requests.last?.status == 200)
        #expect(requests.dropLast().allSatisfy { $0.status == 400 })
    }

    /// The service's 400 for a thinking level the model lacks.
    static func levelRefused(_ level: String) -> String {
        GeminiRoutes.error(
            400, "INVALID_ARGUMENT",
            "Thinking level \(level) is not supported for this model. Please retry with other thinking level.")
    }

    @Test func theAliasAnswersWithItsTargetAndTheRequestCarriesTheRulesAsSystemInstructions() async throws {
        let prompt = Prompt(instructions: "Plain text only.", text: "Write today's fortune for the Rooster.")
        let request = GenerationRequest(sign: .rooster, day: testRequest.day, language: .english, prompt: prompt)
        gemini.answering(
            "gemini-flash-lite-latest", with: GeminiRoutes.answer("A calm day.", modelVersion: "gemini-3.5-flash-lite"))
        let generation = try await model("gemini-flash-lite-latest").generate(request)
        #expect(generation.model == "gemini-flash-lite-latest")
        #expect(generation.modelVersion == "gemini-3.5-flash-lite")
        let sent = try #require(gemini.requests.first)
        #expect(sent.systemInstruction == "Plain text only.")
        #expect(sent.prompt == "Write today's fortune for the Rooster.")
        #expect(sent.temperature == nil, "temperature is sent only when set")
    }

    @Test func aRefusedLevelStepsDownOnceAndTheNextRunAsksRightAway() async throws {
        // The alias now points at a model without "minimal": the first choice is refused.
        gemini.failing(
            "gemini-flash-lite-latest", with: Self.levelRefused("MINIMAL"), when: { $0.thinkingLevel == "minimal" })
        let memory = LearnedThinkingStub()
        let first = try await model("gemini-flash-lite-latest", memory: memory).generate(testRequest)
        #expect(!first.text.isEmpty)
        #expect(gemini.requests.map(\.thinkingLevel) == ["minimal", "low"])
        #expect(gemini.requests.first?.status == 400)
        #expect(memory.thinking(for: "gemini-flash-lite-latest") == .level("low"))

        _ = try await model("gemini-flash-lite-latest", memory: memory).generate(testRequest)
        #expect(gemini.requests.count == 3, "the second run pays no refusal")
        #expect(gemini.requests.last?.thinkingLevel == "low")
    }

    @Test func aLevelOnA25ModelStepsDownToNoThinkingConfig() async throws {
        let refused = GeminiRoutes.error(400, "INVALID_ARGUMENT", "Thinking level is not supported for this model.")
        gemini.failing("gemini-2.5-flash-lite", with: refused, when: { $0.thinkingLevel != nil })
        let generation = try await model("gemini-2.5-flash-lite", thinking: .minimal).generate(testRequest)
        #expect(!generation.text.isEmpty)
        #expect(gemini.requests.map(\.thinkingLevel) == ["minimal", "low", nil])
        #expect(gemini.requests.last?.hasThinkingConfig == false)
    }

    @Test func aRetiredModelFallsBackInOrderAndSaysSoOnce() async throws {
        gemini.failing("gemini-3.5-flash-lite", with: GeminiRoutes.recorded("gemini/unary-failure-daily-quota.json"))
        let notices = Recorder<String>()
        let client = model(
            "gemini-2.5-flash", fallbacks: ["gemini-3.5-flash-lite", "gemini-3.1-flash-lite"], notices: notices)
        let generation = try await client.generate(testRequest)
        #expect(generation.model == "gemini-3.1-flash-lite")
        #expect(
            gemini.requests.map(\.model) == ["gemini-2.5-flash", "gemini-3.5-flash-lite", "gemini-3.1-flash-lite"])
        #expect(notices.all.count == 1)
        let line = try #require(notices.all.first)
        #expect(line.contains("gemini-2.5-flash") && line.contains("\"model\": \"gemini-3.1-flash-lite\""), "\(line)")

        // A second generation in the same process skips what is known gone and says nothing new.
        _ = try await client.generate(testRequest)
        #expect(gemini.requests.suffix(1).map(\.model) == ["gemini-3.1-flash-lite"])
        #expect(notices.all.count == 1)
    }

    @Test func aBadKeyOrARegionRefusalIsNeverPassedToAFallback() async throws {
        gemini.failing(
            "gemini-3.5-flash-lite",
            with: GeminiRoutes.recorded("gemini-service/unary-failure-unsupported-user-location.json"))
        let client = model("gemini-3.5-flash-lite", fallbacks: ["gemini-3.1-flash-lite"])
        await #expect(throws: GenerationError.self) { try await client.generate(testRequest) }
        #expect(gemini.requests.map(\.model) == ["gemini-3.5-flash-lite"])
    }

    @Test func whenNoModelAnswersTheFirstModelsErrorIsSaidWithTheFallbacks() async throws {
        gemini.failing(nil, with: GeminiRoutes.recorded("gemini/unary-failure-daily-quota.json"))
        let client = model("gemini-3.5-flash-lite", fallbacks: ["gemini-3.1-flash-lite"])
        let error = await #expect(throws: GenerationError.self) { try await client.generate(testRequest) }
        #expect(error?.category == .quotaExhausted)
        #expect(error?.exitStatus == .temporaryFailure)
        #expect(
            error?.description.contains("gemini-3.1-flash-lite: quota exhausted") == true, "\(error?.description ?? "")"
        )
        #expect(
            error?.description.hasSuffix("(at midnight Pacific time); try again then, or use --offline") == true,
            "a long line is cut before its remedy, never in it")
        let asked = gemini.requests.filter(\.isGeneration).map(\.model)
        #expect(asked.prefix(2) == ["gemini-3.5-flash-lite", "gemini-3.1-flash-lite"])
        #expect(Set(asked).count == asked.count, "a daily quota is not retried: \(asked)")
    }

    @Test func theModelListIsReadPageByPageAndOnlyModelsThatGenerateAreKept() async throws {
        let listed = try await model("gemini-flash-lite-latest").availableModels()
        #expect(Set(listed.map(\.id)) == Set(gemini.generativeIDs))
        #expect(!listed.contains { $0.id == "gemini-embedding-001" }, "it does not generate content")
        #expect(listed.count == Set(listed.map(\.id)).count, "each model once")
        #expect(gemini.requests.filter { $0.model == nil }.count >= 2, "more than one page was read")
        #expect(listed.filter(\.isAlias).map(\.id).sorted() == ["gemini-flash-latest", "gemini-flash-lite-latest"])
    }
}

/// Thinking memory in a dictionary, as the state file keeps it between runs.
final class LearnedThinkingStub: ThinkingMemory {
    private let entries = Mutex<[String: GeminiThinking]>([:])

    func thinking(for model: String) -> GeminiThinking? {
        entries.withLock { $0[model] }
    }

    func remember(_ thinking: GeminiThinking, for model: String) {
        entries.withLock { $0[model] = thinking }
    }
}

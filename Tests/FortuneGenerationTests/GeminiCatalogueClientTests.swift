import FoundationEssentials
import Synchronization
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// The Gemini client against a loopback catalogue that behaves as the service does today:
/// aliases, retired models, the thinking each family takes, quotas.
@Suite struct GeminiCatalogueClientTests {
    let server: LoopbackServer
    let catalogue: GeminiCatalogue

    init() throws {
        server = try LoopbackServer()
        catalogue = GeminiCatalogue(server: server)
    }

    func model(
        _ id: String,
        fallbacks: [String] = [],
        thinking: ThinkingSetting = .auto,
        memory: (any ThinkingMemory)? = nil,
        notices: Recorder<String>? = nil
    ) -> GeminiModel {
        GeminiModel(
            configuration: GeminiConfiguration(
                apiKey: APIKey(catalogue.key)!, model: id, fallbackModels: fallbacks,
                baseURL: catalogue.baseURL, thinking: thinking,
                limits: RequestLimits(timeout: .seconds(60), deadline: .seconds(120))
            ),
            transport: CurlTransport(),
            retry: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(10), maxDelay: .milliseconds(20)),
            thinkingMemory: memory,
            notify: { line in notices?.record(line.description) }
        )
    }

    /// The least thinking the service's table says `id` takes, as a request carries it: a budget
    /// of 0 where thinking can be turned off, nothing for a model that does not think unless
    /// asked, the first of its levels.
    func leastThinking(of id: String) throws -> (budget: Int?, level: String?) {
        let target = catalogue.aliases[id] ?? id
        let model = try #require(catalogue.models.first { $0.id == target })
        switch model.thinking {
        case .budget(let thinksByDefault, let canTurnOff):
            return (thinksByDefault && canTurnOff ? 0 : nil, nil)
        case .levels(let levels, _):
            return (nil, levels.first?.rawValue)
        case .none:
            return (nil, nil)
        }
    }

    /// Each family, asked with `thinking: auto`, gets the least thinking the service's table
    /// gives it at the first request: no refusal to pay, no thinking to wait for.
    @Test(arguments: [
        "gemini-flash-lite-latest", "gemini-flash-latest", "gemini-2.5-flash-lite", "gemini-3.1-flash-lite",
        "gemini-3.5-flash-lite", "gemini-3.6-flash", "gemini-3.8-flash", "gemini-2.5-flash",
    ])
    func eachFamilyIsAskedForTheLeastThinkingItTakes(id: String) async throws {
        if id == "gemini-2.5-flash" { catalogue.serving(id) }  // retired for new keys, still served to old ones
        let (budget, level) = try leastThinking(of: id)
        let generation = try await model(id).generate(testRequest)
        #expect(!generation.text.isEmpty)
        let requests = catalogue.requests
        #expect(requests.count == 1, "no refusal paid: \(requests.map { $0.errorMessage ?? "ok" })")
        let request = try #require(requests.first)
        #expect(request.thinkingBudget == budget)
        #expect(request.thinkingLevel == level)
        #expect(!request.chargedThinking, "the model did not think more than it must")
        #expect(generation.usage?.thoughtsTokens == nil)
    }

    /// A model the program has never seen, whose levels its guess from the id gets wrong: one
    /// refusal, then the next level down, and the answer.
    @Test func aNewModelWhoseLevelsTheProgramCannotKnowCostsOneRefusalAtMost() async throws {
        catalogue.adding(
            GeminiCatalogue.Model(
                id: "gemini-3.7-flash", version: "3.7", displayName: "Gemini 3.7 Flash",
                description: "A model of a later date.", thinking: .levels([.medium, .high], default: .medium)))
        let generation = try await model("gemini-3.7-flash").generate(testRequest)
        #expect(!generation.text.isEmpty)
        let requests = catalogue.requests
        #expect(requests.count <= 2, "\(requests.map { $0.errorMessage ?? "ok" })")
        #expect(requests.last?.status == 200)
        #expect(requests.dropLast().allSatisfy { $0.status == 400 })
    }

    @Test func theAliasAnswersWithItsTargetAndTheRequestCarriesTheRulesAsSystemInstructions() async throws {
        let prompt = Prompt(instructions: "Plain text only.", text: "Write today's fortune for the Rooster.")
        let request = GenerationRequest(sign: .rooster, day: testRequest.day, language: .english, prompt: prompt)
        let generation = try await model("gemini-flash-lite-latest").generate(request)
        #expect(generation.model == "gemini-flash-lite-latest")
        #expect(generation.modelVersion == catalogue.aliases["gemini-flash-lite-latest"])
        let sent = try #require(catalogue.requests.first)
        #expect(sent.systemInstruction == "Plain text only.")
        #expect(sent.prompt == "Write today's fortune for the Rooster.")
        #expect(sent.temperature == nil, "temperature is sent only when set")
    }

    @Test func aRefusedLevelStepsDownOnceAndTheNextRunAsksRightAway() async throws {
        // The alias now points at a model without "minimal": the first choice is refused.
        catalogue.pointing("gemini-flash-lite-latest", to: "gemini-3.8-flash")
        let memory = LearnedThinkingStub()
        let first = try await model("gemini-flash-lite-latest", memory: memory).generate(testRequest)
        #expect(!first.text.isEmpty)
        #expect(catalogue.requests.map(\.thinkingLevel) == ["minimal", "low"])
        #expect(catalogue.requests.first?.status == 400)
        #expect(memory.thinking(for: "gemini-flash-lite-latest") == .level("low"))

        _ = try await model("gemini-flash-lite-latest", memory: memory).generate(testRequest)
        #expect(catalogue.requests.count == 3, "the second run pays no refusal")
        #expect(catalogue.requests.last?.thinkingLevel == "low")
    }

    @Test func aLevelOnA25ModelStepsDownToNoThinkingConfig() async throws {
        let generation = try await model("gemini-2.5-flash-lite", thinking: .minimal).generate(testRequest)
        #expect(!generation.text.isEmpty)
        #expect(catalogue.requests.map(\.thinkingLevel) == ["minimal", "low", nil])
        #expect(catalogue.requests.last?.hasThinkingConfig == false)
    }

    @Test func aRetiredModelFallsBackInOrderAndSaysSoOnce() async throws {
        catalogue.failing("gemini-3.5-flash-lite", with: .dailyQuota)
        let notices = Recorder<String>()
        let gemini = model(
            "gemini-2.5-flash", fallbacks: ["gemini-3.5-flash-lite", "gemini-3.1-flash-lite"], notices: notices)
        let generation = try await gemini.generate(testRequest)
        #expect(generation.model == "gemini-3.1-flash-lite")
        #expect(
            catalogue.requests.map(\.model) == ["gemini-2.5-flash", "gemini-3.5-flash-lite", "gemini-3.1-flash-lite"])
        #expect(notices.all.count == 1)
        let line = try #require(notices.all.first)
        #expect(line.contains("gemini-2.5-flash") && line.contains("\"model\": \"gemini-3.1-flash-lite\""), "\(line)")

        // A second generation in the same process skips what is known gone and says nothing new.
        _ = try await gemini.generate(testRequest)
        #expect(catalogue.requests.suffix(1).map(\.model) == ["gemini-3.1-flash-lite"])
        #expect(notices.all.count == 1)
    }

    @Test func aBadKeyOrARegionRefusalIsNeverPassedToAFallback() async throws {
        catalogue.failing("gemini-3.5-flash-lite", with: .regionRefused)
        let gemini = model("gemini-3.5-flash-lite", fallbacks: ["gemini-3.1-flash-lite"])
        await #expect(throws: GenerationError.self) { try await gemini.generate(testRequest) }
        #expect(catalogue.requests.map(\.model) == ["gemini-3.5-flash-lite"])
    }

    @Test func whenNoModelAnswersTheFirstModelsErrorIsSaidWithTheFallbacks() async throws {
        catalogue.failingEveryModel(with: .dailyQuota)
        let gemini = model("gemini-3.5-flash-lite", fallbacks: ["gemini-3.1-flash-lite"])
        let error = await #expect(throws: GenerationError.self) { try await gemini.generate(testRequest) }
        #expect(error?.category == .quotaExhausted)
        #expect(error?.exitStatus == .temporaryFailure)
        #expect(
            error?.description.contains("gemini-3.1-flash-lite: quota exhausted") == true, "\(error?.description ?? "")"
        )
        #expect(
            error?.description.hasSuffix("(at midnight Pacific time); try again then, or use --offline") == true,
            "a long line is cut before its remedy, never in it")
        let asked = catalogue.requests.filter { $0.method == .generate }.map(\.model)
        #expect(asked.prefix(2) == ["gemini-3.5-flash-lite", "gemini-3.1-flash-lite"])
        #expect(Set(asked).count == asked.count, "a daily quota is not retried: \(asked)")
    }

    @Test func theModelListIsReadPageByPageAndOnlyModelsThatGenerateAreKept() async throws {
        let listed = try await model("gemini-flash-lite-latest").availableModels()
        let generative = catalogue.models.filter { $0.generatesContent && !$0.isRetired }.map(\.id)
        #expect(Set(listed.map(\.id)) == Set(generative + catalogue.aliases.keys))
        #expect(listed.count == Set(listed.map(\.id)).count, "each model once")
        #expect(catalogue.requests.filter { $0.method == .list }.count >= 2, "more than one page was read")
        #expect(listed.filter(\.isAlias).map(\.id).sorted() == catalogue.aliases.keys.sorted())
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

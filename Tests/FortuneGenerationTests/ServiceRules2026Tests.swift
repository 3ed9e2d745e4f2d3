import Foundation
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// The services' late-2026 answers, in their exact bodies, over loopback: Gemini's 429s told
/// apart by their quota (per minute, per day, none at all without billing), errors that arrive
/// inside a stream that answered 200, and the array that Gemini's OpenAI-compatible route wraps
/// its error in.
@Suite struct ServiceRules2026Tests {
    static let fixtures = RepositoryFiles.path("Tests/FortuneGenerationTests/Fixtures/rules-2026")

    static func fixture(_ name: String) -> String {
        (try? String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)) ?? ""
    }

    let server: LoopbackServer
    let sleeps = SleepRecorder()

    init() throws {
        server = try LoopbackServer()
    }

    func gemini(_ model: String, fallbacks: [String] = []) -> GeminiModel {
        GeminiModel(
            ModelSetup(
                model: model, baseURL: server.baseURL, key: testKey, fallbackModels: fallbacks, retry: exactRetry,
                transport: CurlTransport()),
            sleep: sleeps.sleep)
    }

    func route(_ model: String, _ replies: Reply...) {
        for method in ["generateContent", "streamGenerateContent"] {
            server.route("/v1beta/models/\(model):\(method)", method: "POST") { request in
                let index = server.requests.filter { $0.path == request.path }.count - 1
                return replies[min(index, replies.count - 1)]
            }
        }
    }

    static let ok = Reply.json(okBody)

    @Test func aPerDayQuotaGoesToTheNextModelAtOnceAndSaysWhenItResets() async throws {
        route("gemini-3.8-flash", .json(status: 429, Self.fixture("gemini-429-per-day.json")))
        route("gemini-3.5-flash-lite", Self.ok)
        let generation = try await gemini("gemini-3.8-flash", fallbacks: ["gemini-3.5-flash-lite"]).generate(
            testRequest)
        #expect(generation.model == "gemini-3.5-flash-lite")
        #expect(sleeps.all.isEmpty, "no wait for a per-day quota")

        route("gemini-3.6-flash", .json(status: 429, Self.fixture("gemini-429-per-day.json")))
        let error = await #expect(throws: GenerationError.self) {
            try await gemini("gemini-3.6-flash").generate(testRequest)
        }
        #expect(error?.category == .quotaExhausted)
        // The retryDelay is the real time to the reset here (73036 s).
        #expect(error?.description.contains("it resets in 20h17m (at midnight Pacific time)") == true, "\(error!)")
    }

    @Test func aPerDayQuotaWithAShortRetryDelaySaysTheResetAtMidnightPacific() async throws {
        let body = Self.fixture("gemini-429-per-day.json").replacingOccurrences(of: "73036s", with: "5s")
        route("gemini-3.8-flash", .json(status: 429, body))
        let error = await #expect(throws: GenerationError.self) {
            try await gemini("gemini-3.8-flash").generate(testRequest)
        }
        #expect(error?.category == .quotaExhausted)
        #expect(error?.description.contains("(at midnight Pacific time)") == true)
        #expect(error?.description.contains("resets in 0h00m") == false)
        #expect(sleeps.all.isEmpty)
    }

    @Test func aPerMinuteQuotaIsWaitedForWithinTheDeadline() async throws {
        route("gemini-3.5-flash-lite", .json(status: 429, Self.fixture("gemini-429-per-minute.json")), Self.ok)
        let generation = try await gemini("gemini-3.5-flash-lite").generate(testRequest)
        #expect(generation.model == "gemini-3.5-flash-lite")
        #expect(sleeps.all == [.milliseconds(2500)])
    }

    @Test func aModelWithNoFreeTierNeedsBillingIsNeverWaitedForAndTheNextModelAnswers() async throws {
        route("gemini-pro-latest", .json(status: 429, Self.fixture("gemini-429-limit-0.json")))
        route("gemini-3.5-flash-lite", Self.ok)
        let generation = try await gemini("gemini-pro-latest", fallbacks: ["gemini-3.5-flash-lite"]).generate(
            testRequest)
        #expect(generation.model == "gemini-3.5-flash-lite")
        #expect(sleeps.all.isEmpty, "a 41 s retryDelay is never waited for when the limit is 0")

        let error = await #expect(throws: GenerationError.self) {
            try await gemini("gemini-pro-latest").generate(testRequest)
        }
        #expect(error?.description.contains("gemini-pro-latest needs billing on this project") == true, "\(error!)")
        #expect(error?.retryDelay == nil)
    }

    @Test func aQuotaErrorInsideAStreamThatAnswered200IsTheSameAsItsStatus() async throws {
        let event = Self.fixture("gemini-429-per-day.json").replacingOccurrences(of: "\n", with: "")
        route("gemini-3.8-flash", .sse(events: [event]))
        let outcome = await collect(gemini("gemini-3.8-flash").stream(testRequest))
        #expect(outcome.generationError?.category == .quotaExhausted)
        #expect(outcome.generationError?.description.contains("(at midnight Pacific time)") == true)
    }

    @Test func theOpenAIRoutesArrayErrorBodyGivesItsMessage() async throws {
        server.route(
            "/v1beta/openai/chat/completions", .json(status: 400, Self.fixture("openai-route-array-error.json")))
        let model = OpenAIModel(
            ModelSetup(
                model: "gemini-flash-lite-latest", baseURL: server.baseURL + "/v1beta/openai", key: testKey,
                retry: exactRetry, transport: CurlTransport()))
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.serverMessage == "User location is not supported for the API use.")
        #expect(error?.exitStatus == .configuration)
    }

    @Test func anOpenAIErrorEventAfter200IsClassifiedByItsKind() async throws {
        server.route("/v1/chat/completions", .sse(pieces: [.text(Self.fixture("openai-stream-error-after-200.txt"))]))
        let model = OpenAIModel(
            ModelSetup(
                model: "smollm2", baseURL: server.baseURL + "/v1", retry: RetryPolicy(maxAttempts: 1, jitter: .none),
                transport: CurlTransport()))
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.texts == ["Crow "])
        #expect(outcome.generationError?.category == .rateLimited, "\(String(describing: outcome.error))")
    }

    @Test func anOllamaErrorLineAfter200IsClassifiedLikeItsStatus() async throws {
        let lines = Self.fixture("ollama-stream-error-after-200.txt").split(separator: "\n").map(String.init)
        server.route("/api/chat", .chunked(pieces: [lines[1] + "\n"]))
        let model = OllamaModel(
            ModelSetup(model: "gemma3:1b", baseURL: server.baseURL, retry: exactRetry, transport: CurlTransport()))
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.generationError?.category == .modelNotFound, "\(String(describing: outcome.error))")
        #expect(server.requests.count == 1, "a missing model is not asked again")
    }

    @Test(arguments: [
        // 12:00 UTC in July is 05:00 PDT: 19 hours to midnight Pacific.
        (QuotaReset.days(year: 2026, month: 7, day: 1) * 86_400 + 12 * 3600, 19 * 3600),
        // 12:00 UTC in December is 04:00 PST: 20 hours.
        (QuotaReset.days(year: 2026, month: 12, day: 1) * 86_400 + 12 * 3600, 20 * 3600),
        // 2026-03-08 is the second Sunday of March: 09:59 UTC is still PST (01:59).
        (QuotaReset.days(year: 2026, month: 3, day: 8) * 86_400 + 9 * 3600 + 59 * 60, 22 * 3600 + 60),
    ])
    func theDailyQuotaResetsAtMidnightPacificTime(now: Int, wait: Int) {
        let date = Date(timeIntervalSince1970: TimeInterval(now))
        #expect(QuotaReset.wait(retryDelay: nil, now: date) == .seconds(wait))
        #expect(QuotaReset.wait(retryDelay: .seconds(5), now: date) == .seconds(wait))
        #expect(QuotaReset.wait(retryDelay: .seconds(73036), now: date) == .seconds(73036))
    }
}

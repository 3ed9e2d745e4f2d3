import FoundationEssentials
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// One deadline bounds a whole generation on every service: each request carries it, the
/// configured length from the start to within a second, and a service that never answers is
/// waited for until it passes and no longer, however many attempts the policy allows. Time is
/// read from the requests, not from the clock on the wall, so a loaded machine cannot blur it.
@Suite struct DeadlineTests {
    enum Service: String, CaseIterable, Sendable {
        case gemini, openAI, ollama
    }

    /// A model of `service` over `transport`, its waits between attempts recorded in `sleeps`
    /// rather than slept.
    static func model(
        _ service: Service, limits: RequestLimits, transport: StubTransport, retry: RetryPolicy = exactRetry,
        sleeps: SleepRecorder = SleepRecorder()
    ) -> any GenerativeModel {
        let sleep = sleeps.sleep
        switch service {
        case .gemini:
            let setup = ModelSetup(
                model: "gemini-2.5-flash", baseURL: "https://gemini.test", key: testKey, limits: limits, retry: retry,
                transport: transport)
            return GeminiModel(setup, sleep: sleep)
        case .openAI:
            let setup = ModelSetup(
                model: "llama-3.2-3b", baseURL: "http://127.0.0.1:8080/v1/", key: ChatFixtures.openAIKey,
                limits: limits, retry: retry, transport: transport)
            return OpenAIModel(setup, sleep: sleep)
        case .ollama:
            let setup = ModelSetup(
                model: "gemma3:1b", baseURL: "http://127.0.0.1:11434", limits: limits, retry: retry,
                transport: transport)
            return OllamaModel(setup, sleep: sleep)
        }
    }

    /// A busy answer, then a good one, as `service` writes them.
    static func busyThenGood(_ service: Service) -> [StubTransport.Reply] {
        switch service {
        case .gemini:
            [.body(503, errorBody(503, "The model is overloaded.", status: "UNAVAILABLE")), .body(200, okBody)]
        case .openAI:
            [.body(503, ChatFixtures.openAIError("busy")), .body(200, ChatFixtures.completion("Crow at dawn."))]
        case .ollama:
            [
                .body(503, ChatFixtures.ollamaError("busy")),
                .body(200, ChatFixtures.ollamaLine("Crow at dawn.", done: true)),
            ]
        }
    }

    static func request(for service: Service) -> GenerationRequest {
        service == .gemini ? testRequest : ChatFixtures.request
    }

    @Test(arguments: Service.allCases)
    func everyAttemptCarriesTheOneDeadlineWithinASecondOfItsLengthFromTheStart(_ service: Service) async throws {
        let limits = RequestLimits(timeout: .seconds(30), connectTimeout: .seconds(10), deadline: .seconds(7))
        let transport = StubTransport(Self.busyThenGood(service))
        let start = ContinuousClock.now
        _ = try await Self.model(service, limits: limits, transport: transport).generate(Self.request(for: service))
        #expect(transport.requests.count == 2)
        let expected = start.advanced(by: .seconds(7))
        for request in transport.requests {
            let deadline = try #require(request.deadline, "\(service): a request without the deadline")
            #expect(
                deadline >= expected && deadline < expected.advanced(by: .seconds(1)),
                "\(service): the deadline is \(expected.duration(to: deadline)) off its length from the start")
            #expect(request.timeout == .seconds(30) && request.connectTimeout == .seconds(10))
        }
        #expect(transport.requests[0].deadline == transport.requests[1].deadline, "one deadline for every attempt")
    }

    /// However many attempts the policy allows, a service that never answers gets one request,
    /// which waits only until the deadline (its 30 s timeout cut to what is left), and no wait
    /// for another attempt is taken, since it would end past the deadline.
    @Test(arguments: Service.allCases)
    func aServiceThatNeverAnswersIsWaitedForUntilTheDeadlineAndNoLonger(_ service: Service) async throws {
        let limits = RequestLimits(timeout: .seconds(30), connectTimeout: .seconds(10), deadline: .milliseconds(1_500))
        let transport = StubTransport(Array(repeating: .hang, count: 10))
        let retry = RetryPolicy(maxAttempts: 10, jitter: .none)
        let sleeps = SleepRecorder()
        let model = Self.model(service, limits: limits, transport: transport, retry: retry, sleeps: sleeps)
        let error = await #expect(throws: GenerationError.self) {
            _ = try await model.generate(Self.request(for: service))
        }
        #expect(error?.description.contains("1.5s deadline") == true, "\(String(describing: error))")
        #expect(transport.requests.count == 1, "\(service): \(transport.requests.count) requests")
        let waited = try #require(transport.waits.first)
        #expect(
            waited <= .milliseconds(1_500) && waited > .milliseconds(500),
            "\(service): the one request waited \(waited), not the deadline's 1.5 s")
        #expect(sleeps.all.isEmpty, "\(service): waited \(sleeps.all) for another attempt")
    }

    /// The deadline's arithmetic, on instants the test chooses.
    @Test func theDeadlineIsItsLengthFromTheStartAndCutsEachTimeoutToWhatIsLeft() throws {
        let start = ContinuousClock.now.advanced(by: .seconds(1_000))
        let limits = RequestLimits(timeout: .seconds(30), connectTimeout: .seconds(10), deadline: .seconds(45))
        let end = limits.end(from: start)
        #expect(end == start.advanced(by: .seconds(45)))
        let request = limits.bound(HTTPRequest(url: "https://example.test/"), by: end)
        #expect(request.deadline == end)
        #expect(request.limits(at: start) == (timeout: .seconds(30), connectTimeout: .seconds(10)))
        #expect(
            request.limits(at: end.advanced(by: .seconds(-20))) == (timeout: .seconds(20), connectTimeout: .seconds(10))
        )
        #expect(
            request.limits(at: end.advanced(by: .seconds(-2))) == (timeout: .seconds(2), connectTimeout: .seconds(2)))
        #expect(request.limits(at: end.advanced(by: .seconds(5))).timeout == .milliseconds(1), "none under 1 ms")
    }
}

import Foundation
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

@Suite struct GeminiModelTests {
    private struct SentBody: Decodable {
        struct Content: Decodable {
            struct Part: Decodable { var text: String }
            var role: String
            var parts: [Part]
        }
        struct Config: Decodable {
            var temperature: Double?
            var maxOutputTokens: Int?
        }
        var contents: [Content]
        var generationConfig: Config?
    }

    @Test func theRequestIsAPostWithTheKeyInTheHeaderOnlyAndThePromptInTheBody() async throws {
        let (model, transport, _) = makeModel([.body(200, okBody)]) {
            $0.temperature = 0.7
            $0.maxOutputTokens = 256
            $0.limits.timeout = .seconds(12)
        }
        _ = try await model.generate(testRequest)

        let request = try #require(transport.requests.first)
        #expect(request.method == .post)
        #expect(request.url == "https://gemini.test/v1beta/models/gemini-2.5-flash:generateContent")
        #expect(!request.url.contains(testKey.secret))
        #expect(request.headers.contains(HTTPHeader(name: "x-goog-api-key", value: testKey.secret)))
        #expect(request.headers.contains(HTTPHeader(name: "Content-Type", value: "application/json")))
        #expect(request.timeout == .seconds(12))
        let body = try JSONDecoder().decode(SentBody.self, from: Data(request.body))
        #expect(body.contents.count == 1)
        #expect(body.contents.first?.role == "user")
        #expect(body.contents.first?.parts.first?.text == testRequest.prompt.text)
        #expect(body.generationConfig?.temperature == 0.7)
        #expect(body.generationConfig?.maxOutputTokens == 256)
        #expect(!String(decoding: request.body, as: UTF8.self).contains(testKey.secret))
    }

    @Test func anUnsetTemperatureIsLeftToTheModelAndTheTokenLimitFitsTheJob() async throws {
        let (model, transport, _) = makeModel([.body(200, okBody)]) { $0.thinking = .none }
        _ = try await model.generate(testRequest)
        let body = try JSONDecoder().decode(SentBody.self, from: Data(try #require(transport.requests.first).body))
        #expect(body.generationConfig?.temperature == nil)
        // No thinking asked of a model that thinks by default: the answer's budget and its share.
        #expect(body.generationConfig?.maxOutputTokens == FortuneLength(.english).answerTokens + 2048)
    }

    @Test(arguments: [
        ("gemini-2.5-flash", 0), ("gemini-2.5-flash-lite", 0), ("gemini-3.5-flash-lite", 512),
        ("gemini-3.8-flash", 1024), ("gemini-flash-lite-latest", 512),
    ])
    func theTokenLimitIsTheAnswersBudgetPlusTheLeastThinkingOfTheFamily(id: String, thinking: Int) async throws {
        for language in [Language.english, .japanese] {
            let (model, transport, _) = makeModel([.body(200, okBody)]) { $0.model = id }
            var request = testRequest
            request.language = language
            _ = try await model.generate(request)
            let sent = try #require(transport.requests.first).body
            let body = try JSONDecoder().decode(SentBody.self, from: Data(sent))
            #expect(body.generationConfig?.maxOutputTokens == FortuneLength(language).answerTokens + thinking)
        }
    }

    @Test(
        "the base URL may end with slashes and the model may start with models/",
        arguments: [
            ("https://gemini.test", "gemini-2.5-flash"),
            ("https://gemini.test/", "gemini-2.5-flash"),
            ("https://gemini.test//", "models/gemini-2.5-flash"),
        ]
    )
    func urlIsNormalised(baseURL: String, modelName: String) async throws {
        let (model, transport, _) = makeModel([.body(200, okBody)]) {
            $0.baseURL = baseURL
            $0.model = modelName
        }
        _ = try await model.generate(testRequest)
        #expect(transport.requests.first?.url == "https://gemini.test/v1beta/models/gemini-2.5-flash:generateContent")
    }

    @Test func aModelNameCannotChangeThePathOrAddAQuery() async throws {
        let (model, transport, _) = makeModel([.body(200, okBody)]) { $0.model = "../x?key=1" }
        _ = try await model.generate(testRequest)
        #expect(transport.requests.first?.url == "https://gemini.test/v1beta/models/..%2Fx%3Fkey%3D1:generateContent")
    }

    @Test func theDefaultIsAnAliasThatGooglePointsAtACurrentModelOnGooglesHost() {
        let gemini = ServiceDescriptor.gemini
        let setup = ModelSetup(
            model: gemini.defaultModel ?? "", baseURL: gemini.defaultBaseURL ?? "", key: testKey,
            transport: StubTransport([]))
        #expect(setup.model.hasSuffix("-latest"), "a fixed id retires; the alias is repointed")
        #expect(setup.baseURL == "https://generativelanguage.googleapis.com")
        #expect(setup.thinking == .auto)
        #expect(
            GeminiModel.defaultFallbackModels.isEmpty,
            "no fixed id by default: the fallbacks come from the service's own list")
        let model = GeminiModel(setup)
        #expect(model.name == setup.model)
    }

    /// The family rule: Flash-Lite before Flash, newest version first, one id per family (the
    /// plain one before its previews), no alias, no Pro, nothing already tried, at most three.
    @Test func fallbacksFromTheServicesListAreTheNewestFlashLiteThenFlash() {
        let listed = [
            "models/gemini-2.5-flash-lite", "gemini-3.1-flash-lite", "gemini-4.0-flash-lite-preview-05-2027",
            "gemini-4.0-flash-lite", "gemini-flash-lite-latest", "gemini-4.2-pro", "gemini-4.0-flash",
            "text-embedding-004", "gemini-3.5-flash-lite",
        ]
        #expect(
            GeminiModel.discoveredFallbacks(in: listed, excluding: ["gemini-3.5-flash-lite"]) == [
                "gemini-4.0-flash-lite", "gemini-3.1-flash-lite", "gemini-2.5-flash-lite",
            ])
        #expect(
            GeminiModel.discoveredFallbacks(in: ["gemini-4.0-flash", "gemini-3.8-flash"], excluding: [])
                == ["gemini-4.0-flash", "gemini-3.8-flash"])
    }

    @Test func aSuccessfulAnswerGivesTextFinishReasonUsageAndVersion() async throws {
        let body = String(decoding: GeminiFixtures.own("unary-success-short.json").bytes, as: UTF8.self)
        let (model, transport, sleeps) = makeModel([.body(200, body)])
        let generation = try await model.generate(testRequest)
        #expect(generation.text.hasPrefix("Rooster, today"))
        #expect(generation.finishReason == "STOP")
        #expect(generation.modelVersion == "gemini-2.5-flash")
        #expect(generation.usage == TokenUsage(promptTokens: 42, outputTokens: 31, totalTokens: 73))
        #expect(transport.requests.count == 1)
        #expect(sleeps.all.isEmpty)
    }

    @Test func fieldsThatAreNeverReadCannotRefuseAnAnswerWhateverTheirShape() async throws {
        let body = #"""
            {"candidates":[{"content":{"role":7,"parts":[{"text":"Good fortune.","thoughtSignature":1,
            "executableCode":"x","codeExecutionResult":[]}]},"finishReason":"STOP","finishMessage":[],
            "safetyRatings":"none","citationMetadata":5}],"promptFeedback":{"safetyRatings":{}},"responseId":false}
            """#
        let (model, _, _) = makeModel([.body(200, body)])
        #expect(try await model.generate(testRequest).text == "Good fortune.")
    }

    @Test func aUsageOfTheWrongShapeIsNoUsageAndACountThatIsNotSaneIsDropped() async throws {
        let answer = #"{"candidates":[{"content":{"parts":[{"text":"Good fortune."}]},"finishReason":"STOP"}]"#
        let (model, _, _) = makeModel([
            .body(200, answer + #","usageMetadata":"lots"}"#),
            .body(200, answer + #","usageMetadata":{"promptTokenCount":"12","candidatesTokenCount":5}}"#),
        ])
        let wrongShape = try await model.generate(testRequest)
        #expect(wrongShape.text == "Good fortune.")
        #expect(wrongShape.usage == nil)
        #expect(try await model.generate(testRequest).usage == TokenUsage(outputTokens: 5))
    }

    @Test func thoughtsAreNeverPartOfTheText() async throws {
        let body = String(decoding: GeminiFixtures.own("unary-success-thought-and-text.json").bytes, as: UTF8.self)
        let (model, _, _) = makeModel([.body(200, body)])
        let generation = try await model.generate(testRequest)
        #expect(generation.text == "Rooster, a quiet word at noon opens a door you thought was shut.")
    }

    @Test func aTextCutAtMaxTokensIsRefusedNotSavedHalfWritten() async throws {
        let body = String(decoding: GeminiFixtures.own("unary-failure-max-tokens-with-text.json").bytes, as: UTF8.self)
        let (model, _, _) = makeModel([.body(200, body)])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.category == .stopped)
        #expect(error?.description.contains("maxOutputTokens") == true)
    }

    // MARK: - Retries

    @Test func twoOverloadedAnswersAreRetriedWithBackoffThenTheThirdSucceeds() async throws {
        let overloaded = errorBody(503, "The model is overloaded.", status: "UNAVAILABLE")
        let (model, transport, sleeps) = makeModel([.body(503, overloaded), .body(503, overloaded), .body(200, okBody)])
        let generation = try await model.generate(testRequest)
        #expect(generation.text == "Good fortune.")
        #expect(transport.requests.count == 3)
        #expect(sleeps.all == [.seconds(1), .seconds(2)])
        #expect(Set(transport.requests).count == 1, "every attempt sends the same request")
    }

    @Test func aRateLimitWaitsAsLongAsRetryInfoSays() async throws {
        let limited = String(decoding: GeminiFixtures.own("unary-failure-rate-limited.json").bytes, as: UTF8.self)
        let (model, transport, sleeps) = makeModel([.body(429, limited), .body(200, okBody)])
        _ = try await model.generate(testRequest)
        #expect(transport.requests.count == 2)
        #expect(sleeps.all == [.seconds(7)])
    }

    @Test func aScaledPolicyScalesTheServersDelayToo() async throws {
        let limited = String(decoding: GeminiFixtures.own("unary-failure-rate-limited.json").bytes, as: UTF8.self)
        let (model, _, sleeps) = makeModel(
            [.body(429, limited), .body(200, okBody)], retry: exactRetry.scaled(by: 0.001))
        _ = try await model.generate(testRequest)
        #expect(sleeps.all == [.milliseconds(7)])
    }

    @Test func theRetryAfterHeaderIsHonoured() async throws {
        let (model, _, sleeps) = makeModel([
            .body(503, "", headers: [HTTPHeader(name: "retry-after", value: "3")]),
            .body(200, okBody),
        ])
        _ = try await model.generate(testRequest)
        #expect(sleeps.all == [.seconds(3)])
    }

    @Test func aServerAskingForTooLongAWaitGetsTheRateLimitErrorAtOnce() async throws {
        let limited = errorBody(
            429, "Slow down.", status: "RESOURCE_EXHAUSTED",
            details: #"[{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "600s"}]"#
        )
        let (model, transport, sleeps) = makeModel([.body(429, limited), .body(200, okBody)])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.category == .rateLimited)
        #expect(error?.exitStatus == .temporaryFailure)
        #expect(error?.description.contains("600s") == true)
        #expect(transport.requests.count == 1)
        #expect(sleeps.all.isEmpty)
    }

    @Test func aUsedUpDailyQuotaIsNotRetried() async throws {
        let quota = String(decoding: GeminiFixtures.own("unary-failure-daily-quota.json").bytes, as: UTF8.self)
        let (model, transport, sleeps) = makeModel([.body(429, quota), .body(200, okBody)])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.category == .quotaExhausted)
        #expect(error?.exitStatus == .temporaryFailure)
        #expect(error?.description.contains("quota for today is used up") == true)
        #expect(transport.requests.filter { $0.method == .post }.count == 1)
        #expect(sleeps.all.isEmpty)
    }

    @Test func anInvalidKeyIsNotRetriedAndTheMessageNeverShowsTheKey() async throws {
        let invalid = errorBody(
            400, "API key not valid: \(testKey.secret)", status: "INVALID_ARGUMENT",
            details: #"[{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID"}]"#
        )
        let (model, transport, _) = makeModel([.body(400, invalid), .body(200, okBody)])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.exitStatus == .permissionDenied)
        #expect(error?.description.hasPrefix("invalid API key") == true)
        #expect(error?.description.contains("GEMINI_API_KEY") == true)
        #expect(error?.description.contains(testKey.secret) == false)
        #expect(error?.serverMessage?.contains(testKey.secret) == false)
        #expect(transport.requests.count == 1)
    }

    @Test func anUnknownModelSaysHowToChooseAnother() async throws {
        let notFound = String(decoding: GeminiFixtures.own("unary-failure-unknown-model.json").bytes, as: UTF8.self)
        let (model, transport, _) = makeModel([.body(404, notFound), .body(200, okBody)]) {
            $0.model = "gemini-0.9-imaginary"
        }
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.category == .modelNotFound)
        #expect(error?.exitStatus == .configuration)
        #expect(error?.description.contains("gemini-0.9-imaginary") == true)
        #expect(error?.description.contains("FORTUNE_MODEL") == true)
        #expect(error?.description.contains("\"model\" in config.json") == true)
        #expect(transport.requests.filter { $0.method == .post }.count == 1)
    }

    @Test("statuses that would only fail again are not retried", arguments: [400, 401, 403, 404])
    func clientErrorsAreNotRetried(status: Int) async throws {
        let (model, transport, sleeps) = makeModel([
            .body(status, errorBody(status, "No.", status: "X")), .body(200, okBody),
        ])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.httpStatus == status)
        #expect(transport.requests.filter { $0.method == .post }.count == 1)
        #expect(sleeps.all.isEmpty)
    }

    @Test func transportErrorsAreRetriedThenReportedAsUnavailable() async throws {
        let refused = StubTransport.Failure("connection refused")
        let (model, transport, sleeps) = makeModel(Array(repeating: .failure(refused), count: 4))
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.category == .transport)
        #expect(error?.exitStatus == .unavailable)
        #expect(error?.description.contains("connection refused") == true)
        #expect(error?.description.contains("after 4 attempts") == true)
        #expect(transport.requests.count == 4)
        #expect(sleeps.all == [.seconds(1), .seconds(2), .seconds(4)])
    }

    @Test(arguments: [
        (
            HTTPError(.tls, "TLS failure with gemini.test:443: certificate has expired"),
            FortuneCore.ExitStatus.unavailable, "CA certificates"
        ),
        (
            HTTPError(.libraryMissing, "cannot load libcurl.so.4; install it with: apt-get install libcurl4"),
            .unavailable, "apt-get install libcurl4"
        ),
        (
            HTTPError(.unsupportedURL, "unsupported URL for gemini.test: only http and https are allowed"),
            .configuration, "GOOGLE_GEMINI_BASE_URL"
        ),
    ])
    func aFailureThatNoRetryCanMendIsSaidAtOnce(failure: HTTPError, status: FortuneCore.ExitStatus, remedy: String)
        async throws
    {
        let (model, transport, sleeps) = makeModel(Array(repeating: .failure(failure), count: 4))
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(transport.requests.count == 1)
        #expect(sleeps.all.isEmpty)
        #expect(error?.exitStatus == status)
        #expect(error?.description.contains(remedy) == true, "\(String(describing: error))")
        #expect(error?.description.contains("attempts") == false)
    }

    @Test func aServerThatStaysOverloadedIsUnavailableAfterTheLastAttempt() async throws {
        let overloaded = errorBody(503, "The model is overloaded.", status: "UNAVAILABLE")
        let (model, transport, _) = makeModel(Array(repeating: .body(503, overloaded), count: 4))
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.category == .unavailable)
        #expect(error?.exitStatus == .unavailable)
        #expect(error?.httpStatus == 503)
        #expect(error?.serverMessage == "The model is overloaded.")
        #expect(transport.requests.filter { $0.method == .post }.count == 4)
    }

    @Test func aTransportErrorNamingTheKeyIsRedacted() async throws {
        let leaky = StubTransport.Failure("proxy said: bad header x-goog-api-key: \(testKey.secret)")
        let (model, _, _) = makeModel([.failure(leaky)], retry: .never)
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.description.contains(testKey.secret) == false)
        #expect(error?.description.contains("•••") == true)
    }

    @Test func aBlockedPromptIsADataErrorAndNotRetried() async throws {
        let blocked = String(decoding: GeminiFixtures.own("unary-failure-prompt-blocked.json").bytes, as: UTF8.self)
        let (model, transport, _) = makeModel([.body(200, blocked), .body(200, okBody)])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.category == .blocked)
        #expect(error?.exitStatus == .dataError)
        #expect(error?.description.contains("PROHIBITED_CONTENT") == true)
        #expect(transport.requests.count == 1)
    }

    @Test func anErrorObjectInASuccessfulBodyIsStillAnError() async throws {
        let (model, transport, sleeps) = makeModel([
            .body(200, errorBody(503, "Try later.", status: "UNAVAILABLE")),
            .body(200, okBody),
        ])
        let generation = try await model.generate(testRequest)
        #expect(generation.text == "Good fortune.")
        #expect(transport.requests.count == 2)
        #expect(sleeps.all.count == 1)
    }

    // MARK: - Cancellation

    @Test func cancellationDuringTheWaitStopsTheRetries() async throws {
        let overloaded = errorBody(503, "The model is overloaded.", status: "UNAVAILABLE")
        let transport = StubTransport(Array(repeating: .body(503, overloaded), count: 4))
        let model = GeminiModel(
            ModelSetup(
                model: ServiceDescriptor.gemini.defaultModel ?? "", baseURL: "https://gemini.test", key: testKey,
                limits: RequestLimits(deadline: .seconds(7200)),
                retry: RetryPolicy(baseDelay: .seconds(3600), maxDelay: .seconds(3600), jitter: .none),
                transport: transport))
        let task = Task { try await model.generate(testRequest) }
        while transport.requests.isEmpty { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(transport.requests.count == 1)
    }

    @Test func aCancelledSleepEndsTheAttemptsWithCancellationError() async throws {
        let transport = StubTransport(Array(repeating: .failure(StubTransport.Failure("reset")), count: 4))
        let model = GeminiModel(
            ModelSetup(
                model: ServiceDescriptor.gemini.defaultModel ?? "", baseURL: "https://gemini.test", key: testKey,
                transport: transport),
            sleep: { _ in throw CancellationError() }
        )
        await #expect(throws: CancellationError.self) { try await model.generate(testRequest) }
        #expect(transport.requests.count == 1)
    }
}

import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneGeneration

@Suite struct GeminiErrorTests {
    /// What each of the project's failure fixtures must become, served as a whole response.
    static let expected: [(String, GenerationError.Category, FortuneCore.ExitStatus)] = [
        ("unary-failure-api-key-invalid.json", .permissionDenied, .permissionDenied),
        ("unary-failure-unknown-model.json", .modelNotFound, .configuration),
        ("unary-failure-details-any-shape.json", .badRequest, .configuration),
        ("unary-failure-rate-limited.json", .rateLimited, .temporaryFailure),
        ("unary-failure-daily-quota.json", .quotaExhausted, .temporaryFailure),
        ("unary-failure-overloaded.json", .unavailable, .unavailable),
        ("unary-failure-prompt-blocked.json", .blocked, .dataError),
        ("unary-failure-finish-safety-no-content.json", .stopped, .dataError),
        ("unary-failure-recitation.json", .stopped, .dataError),
        ("unary-failure-max-tokens-empty.json", .stopped, .dataError),
        ("unary-failure-function-call-only.json", .noText, .dataError),
        ("unary-failure-thought-only.json", .noText, .dataError),
        ("unary-failure-no-candidates.json", .noText, .dataError),
        ("unary-failure-empty-text.json", .noText, .dataError),
        ("unary-failure-invalid-json.json", .malformedResponse, .dataError),
    ]

    @Test("each failure fixture has its own category and exit status", arguments: expected)
    func fixtureCategory(name: String, category: GenerationError.Category, exitStatus: FortuneCore.ExitStatus)
        async throws
    {
        let body = GeminiFixtures.own(name).bytes
        let (model, _, _) = makeModel(
            [.response(status: GeminiConformanceTests.status(of: body), chunks: [body])], retry: .never)
        let error = await #expect(throws: GenerationError.self) { try await model.generate(testRequest) }
        #expect(error?.category == category)
        #expect(error?.exitStatus == exitStatus)
        #expect(error?.category.exitStatus == exitStatus)
    }

    @Test func aMaxTokensStopWithoutTextSaysToRaiseTheLimit() {
        #expect(
            GenerationError.stopped(finishReason: "MAX_TOKENS", service: .gemini).description.contains(
                "maxOutputTokens"))
    }

    @Test func aFunctionCallOnlyAnswerSaysThereIsNoText() {
        #expect(GenerationError.noText(.functionCall, service: .gemini).description.contains("no text"))
    }

    @Test func aKeyIsHiddenWholeAndWhereALengthLimitCutItAndShortKeysAreLeftAlone() throws {
        let key = try #require(APIKey("custom-key-0123456789"))
        let echoed = String(repeating: "x", count: 190) + " key custom-key-0123456789 rejected"
        let error = GenerationError.gemini(
            status: 400, body: Array(errorBody(400, echoed, status: "INVALID_ARGUMENT").utf8), model: "m")
        let redacted = error.redacting(key).description
        #expect(!redacted.contains("custom-key"), "\(redacted)")
        #expect(redacted.contains("•••"))
        let short = try #require(APIKey("k"))
        let plain = GenerationError.missingKey(.gemini)
        #expect(plain.redacting(short).description == plain.description)
    }

    @Test func theServersMessageIsKeptOnOneLine() {
        let body = errorBody(500, #"Internal error\n\u001B[31mred\u001B[0m\tand \u202Ereversed"#, status: "INTERNAL")
        let error = GenerationError.gemini(status: 500, body: Array(body.utf8), model: "m")
        #expect(
            error.serverMessage == "Internal error red and reversed", "escape sequences go whole, not as visible debris"
        )
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    }

    @Test func aLongServerMessageIsCutButTheRemedyIsKept() {
        let body = errorBody(404, String(repeating: "very long ", count: 100), status: "NOT_FOUND")
        let error = GenerationError.gemini(status: 404, body: Array(body.utf8), model: "m")
        #expect(error.description.count <= GenerationError.maxLineLength)
        #expect(
            error.description.hasSuffix(
                "run 'fortune models' to list the models this key can use, then set \"model\" in config.json or FORTUNE_MODEL"
            ))
    }

    @Test func anErrorBodyThatIsNotJSONStillGivesAnErrorForItsStatus() {
        let error = GenerationError.gemini(status: 502, body: Array("<html>Bad Gateway</html>".utf8), model: "m")
        #expect(error.category == .unavailable)
        #expect(error.httpStatus == 502)
        #expect(error.description.contains("HTTP 502"))
    }

    @Test func retryInfoAndRetryAfterAreReadAndTheLongerWins() {
        let retryInfo = #"[{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "1.5s"}]"#
        let body = Array(errorBody(429, "Slow down.", status: "RESOURCE_EXHAUSTED", details: retryInfo).utf8)
        #expect(GenerationError.gemini(status: 429, body: body, model: "m").retryDelay == .milliseconds(1500))
        #expect(GenerationError.gemini(status: 429, body: body, retryAfter: "4", model: "m").retryDelay == .seconds(4))
        #expect(GenerationError.gemini(status: 503, body: [], retryAfter: " 2 ", model: "m").retryDelay == .seconds(2))
        #expect(
            GenerationError.gemini(status: 503, body: [], retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT", model: "m")
                .retryDelay == nil)
    }

    @Test("unauthorised and forbidden are permission errors", arguments: [401, 403])
    func permission(status: Int) {
        let error = GenerationError.gemini(
            status: status, body: Array(errorBody(status, "Denied.", status: "PERMISSION_DENIED").utf8), model: "m")
        #expect(error.category == .permissionDenied)
        #expect(error.exitStatus == .permissionDenied)
        #expect(error.description.contains("GEMINI_API_KEY"))
    }

    @Test func aCancelledOperationInsideAStreamCountsAsUnavailable() {
        let error = GenerationError.gemini(
            status: 499, body: Array(errorBody(499, "The operation was cancelled.", status: "CANCELLED").utf8),
            model: "m")
        #expect(error.category == .unavailable)
    }

    /// Every kind of error, built with `key` wherever outside text goes in.
    static func everyError(with key: String) -> [GenerationError] {
        let statuses = [400, 401, 403, 404, 408, 429, 499, 500, 503, 302]
        let details = #"[{"@type": "x.ErrorInfo", "reason": "API_KEY_INVALID"}]"#
        return statuses.map {
            GenerationError.gemini(
                status: $0, body: Array(errorBody($0, "bad key \(key)", status: "X").utf8), model: key)
        }
            + [
                GenerationError.gemini(
                    status: 400, body: Array(errorBody(400, key, status: "X", details: details).utf8), model: "m")
            ]
            + [
                .missingKey(.gemini),
                .insecureKeyFile(path: "/home/\(key)/api-key", mode: 0o644),
                .unreadableKeyFile(path: "/tmp/api-key", reason: .verbatim(key)),
                .transport(StubTransport.Failure("header \(key) refused"), attempts: 4, service: .gemini),
                .promptBlocked(reason: key),
                .stopped(finishReason: key, service: .gemini),
                .noText(.blank, service: .gemini),
                .incomplete(service: .gemini),
                .malformed(.verbatim(key), service: .gemini),
            ]
    }

    @Test(
        "no error description ever contains the key, whether or not it looks like a Google key",
        arguments: [testKey, APIKey("plain-secret-0123456789")!]
    )
    func keyIsRedacted(key: APIKey) {
        for error in Self.everyError(with: key.secret) {
            let redacted = error.redacting(key)
            #expect(!redacted.description.contains(key.secret), "\(redacted)")
            #expect(redacted.serverMessage?.contains(key.secret) != true)
            #expect(!"\(redacted)".contains(key.secret))
            #expect(!redacted.description.contains("\n"))
            #expect(redacted.category == error.category)
        }
    }

    @Test func textShapedLikeAGoogleKeyIsHiddenEvenWithoutKnowingTheKey() {
        let stranger = "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY"
        let error = GenerationError.gemini(
            status: 400, body: Array(errorBody(400, "key \(stranger) expired", status: "X").utf8), model: "m")
        #expect(!error.description.contains(stranger))
        #expect(error.serverMessage == "key ••• expired")
    }

    @Test func onlyRetriedFailuresMentionTheirAttempts() {
        let failure = StubTransport.Failure("refused")
        #expect(
            GenerationError.transport(failure, attempts: 1, service: .gemini).description
                == "cannot reach Gemini: refused; check the network and GOOGLE_GEMINI_BASE_URL")
        #expect(
            GenerationError.transport(failure, attempts: 3, service: .gemini).description
                == "cannot reach Gemini: refused after 3 attempts; check the network and GOOGLE_GEMINI_BASE_URL")
    }
}

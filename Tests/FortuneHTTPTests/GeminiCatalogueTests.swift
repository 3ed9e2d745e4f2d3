import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneHTTP

/// The loopback Gemini catalogue answers as the service does: keys, retired and unknown ids,
/// aliases, thinking rules and their cost, injected failures, and the paged model list.
@Suite struct GeminiCatalogueTests {
    let transport = CurlTransport()

    // MARK: - Keys and models

    @Test func anotherKeyIsRefusedWithGooglesInvalidKeyBody() async throws {
        let (server, _) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, "gemini-3.5-flash-lite", key: "wrong-key")

        #expect(response.status == 400)
        #expect(
            Self.text(response)
                == #"{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com"}]}}"#
        )
        let list = try await transport.send(
            HTTPRequest(url: server.baseURL + "/v1beta/models", headers: [Self.key("wrong-key")]))
        #expect(list.status == 400)
    }

    @Test func noKeyIsRefusedAsAnUnregisteredCaller() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, "gemini-3.5-flash-lite", key: nil)

        #expect(response.status == 403)
        #expect(try Self.error(response).status == "PERMISSION_DENIED")
        #expect(catalogue.requests.last?.key == nil)
    }

    @Test(arguments: ["gemini-2.5-flash", "gemini-2.5-pro"])
    func aRetiredModelIsNoLongerAvailableToNewUsers(model: String) async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, model)

        #expect(response.status == 404)
        #expect(
            Self.text(response)
                == #"{"error":{"code":404,"status":"NOT_FOUND","message":"This model models/\#(model) is no longer available to new users. Please update your code to use a newer model for the latest features and improvements."}}"#
        )
        #expect(catalogue.requests.last?.errorStatus == "NOT_FOUND")
    }

    @Test(arguments: ["gemini-1.5-flash", "gemini-2.0-flash", "gemini-9-ultra", "gemini-embedding-001"])
    func aShutDownUnknownOrNonGenerativeIdIsNotFound(model: String) async throws {
        let (server, _) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, model)

        #expect(response.status == 404)
        let error = try Self.error(response)
        #expect(error.status == "NOT_FOUND")
        #expect(
            error.message
                == "models/\(model) is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods."
        )
    }

    @Test(arguments: [
        ("gemini-flash-lite-latest", "gemini-3.5-flash-lite"), ("gemini-flash-latest", "gemini-3.8-flash"),
    ])
    func anAliasAnswersWithItsTargetsID(alias: String, target: String) async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, alias)

        #expect(response.status == 200)
        let answer = try Self.answer(response)
        #expect(answer.modelVersion == target)
        #expect(answer.candidates.first?.content?.parts.first?.text == GeminiCatalogue.defaultFortune)
        #expect(answer.candidates.first?.finishReason == "STOP")
        #expect(catalogue.requests.last?.model == alias)
        #expect(catalogue.requests.last?.answeredBy == target)
    }

    @Test func aRepointedAliasAndARetiredModelAnswerAsTheyNowStand() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }

        catalogue.pointing("gemini-flash-lite-latest", to: "gemini-3.1-flash-lite")
        #expect(
            try Self.answer(try await send(server, "gemini-flash-lite-latest")).modelVersion == "gemini-3.1-flash-lite")

        catalogue.retiring("gemini-3.1-flash-lite")
        #expect(try await send(server, "gemini-3.1-flash-lite").status == 404)
        catalogue.serving("gemini-2.5-flash")
        #expect(try await send(server, "gemini-2.5-flash", thinking: #"{"thinkingBudget":0}"#).status == 200)
    }

    // MARK: - Thinking

    @Test(arguments: [
        "gemini-3.1-flash-lite", "gemini-3.5-flash-lite", "gemini-3.6-flash", "gemini-3.8-flash",
        "gemini-flash-lite-latest", "gemini-flash-latest",
    ])
    func aBudgetToA3xModelOrAliasIsRefused(model: String) async throws {
        let (server, _) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, model, thinking: #"{"thinkingBudget":0}"#)

        #expect(response.status == 400)
        let error = try Self.error(response)
        #expect(error.status == "INVALID_ARGUMENT")
        #expect(error.message.lowercased().contains("thinking"))
    }

    @Test(arguments: ["minimal", "MINIMAL"])
    func minimalTo38FlashIsRefusedWithTheLevelInUpperCase(level: String) async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, "gemini-3.8-flash", thinking: #"{"thinkingLevel":"\#(level)"}"#)

        #expect(response.status == 400)
        let error = try Self.error(response)
        #expect(error.status == "INVALID_ARGUMENT")
        #expect(
            error.message
                == "Thinking level MINIMAL is not supported for this model. Please retry with other thinking level.")
        #expect(catalogue.requests.last?.thinkingLevel == level)
        #expect(catalogue.requests.last?.level == .minimal)
    }

    @Test func aLevelTo25FlashLiteIsRefused() async throws {
        let (server, _) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, "gemini-2.5-flash-lite", thinking: #"{"thinkingLevel":"low"}"#)

        #expect(response.status == 400)
        #expect(try Self.error(response).message == "Thinking level is not supported for this model.")
    }

    @Test(arguments: ["gemini-2.5-flash-lite", "gemini-3.5-flash-lite", "gemini-flash-latest"])
    func aBudgetAndALevelTogetherAreRefusedByEveryModel(model: String) async throws {
        let (server, _) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, model, thinking: #"{"thinkingBudget":0,"thinkingLevel":"low"}"#)

        #expect(response.status == 400)
        let error = try Self.error(response)
        #expect(error.status == "INVALID_ARGUMENT")
        #expect(error.message.lowercased().contains("thinking"))
    }

    /// Thinking beyond the least is charged: the answer reports its thought tokens and the
    /// catalogue records the charge; the least answers with none.
    @Test(
        arguments: [
            ("gemini-3.6-flash", nil, true),
            ("gemini-3.8-flash", nil, true),
            ("gemini-flash-latest", nil, true),
            ("gemini-3.8-flash", #"{"thinkingLevel":"medium"}"#, true),
            ("gemini-3.5-flash-lite", #"{"thinkingLevel":"HIGH"}"#, true),
            ("gemini-2.5-flash-lite", #"{"thinkingBudget":1024}"#, true),
            ("gemini-3.8-flash", #"{"thinkingLevel":"low"}"#, false),
            ("gemini-3.6-flash", #"{"thinkingLevel":"minimal"}"#, false),
            ("gemini-flash-lite-latest", #"{"thinkingLevel":"minimal"}"#, false),
            ("gemini-3.5-flash-lite", nil, false),
            ("gemini-3.1-flash-lite", nil, false),
            ("gemini-2.5-flash-lite", nil, false),
            ("gemini-2.5-flash-lite", #"{"thinkingBudget":0}"#, false),
        ] as [(String, String?, Bool)])
    func thinkingBeyondTheLeastIsCharged(model: String, thinking: String?, charged: Bool) async throws {
        let (server, catalogue) = try Self.start(thinkingCost: .zero)
        defer { server.stop() }

        let response = try await send(server, model, thinking: thinking)

        #expect(response.status == 200)
        let usage = try #require(try Self.answer(response).usageMetadata)
        #expect(usage.thoughtsTokenCount == (charged ? GeminiCatalogue.thinkingTokenCount : nil))
        #expect(
            usage.totalTokenCount == usage.promptTokenCount + usage.candidatesTokenCount
                + (usage.thoughtsTokenCount ?? 0))
        #expect(catalogue.requests.last?.chargedThinking == charged)
        #expect(catalogue.requests.last?.thoughtsTokenCount == (charged ? 900 : nil))
    }

    @Test func theDefaultCostIsChargedOnlyToTheRequestLeftAtDefaultThinking() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }
        #expect(catalogue.thinkingCost == .milliseconds(600))

        let least = try await send(server, "gemini-flash-lite-latest", thinking: #"{"thinkingLevel":"minimal"}"#)
        let byDefault = try await send(server, "gemini-3.8-flash")

        #expect(try Self.answer(least).usageMetadata?.thoughtsTokenCount == nil)
        #expect(try Self.answer(byDefault).usageMetadata?.thoughtsTokenCount == 900)
        #expect(catalogue.requests.map(\.chargedThinking) == [false, true])
    }

    // MARK: - Streaming

    @Test func aStreamSendsTheTextOverThreeEventsTheLastWithTheUsageAndTheModel() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }

        let response = try await send(
            server, "gemini-flash-lite-latest", thinking: #"{"thinkingLevel":"minimal"}"#, stream: true)

        #expect(response.status == 200)
        #expect(response.head.value(of: "Content-Type") == "text/event-stream")
        let text = Self.text(response)
        #expect(text.hasSuffix("\r\n\r\n"))
        let events = try text.split(separator: "\r\n\r\n").map { event in
            #expect(event.hasPrefix("data: "))
            return try JSONDecoder().decode(Answer.self, from: Data(event.dropFirst("data: ".count).utf8))
        }
        #expect(events.count == 3)
        #expect(
            events.compactMap { $0.candidates.first?.content?.parts.first?.text }.joined()
                == GeminiCatalogue.defaultFortune)
        #expect(events.map { $0.candidates.first?.finishReason } == [nil, nil, "STOP"])
        #expect(events.map { $0.usageMetadata == nil } == [true, true, false])
        #expect(events.last?.modelVersion == "gemini-3.5-flash-lite")
        #expect(catalogue.requests.last?.method == .stream)
    }

    // MARK: - Failures

    @Test func aDailyQuotaOnTheTargetFailsItsAliasWithQuotaFailureAndRetryInfo() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }
        catalogue.failing("gemini-3.5-flash-lite", with: .dailyQuota)

        let response = try await send(server, "gemini-flash-lite-latest")

        #expect(response.status == 429)
        let error = try Self.error(response)
        #expect(error.status == "RESOURCE_EXHAUSTED")
        let details = try #require(error.details)
        #expect(
            details.flatMap { $0.violations ?? [] }.map(\.quotaId) == [
                "GenerateRequestsPerDayPerProjectPerModel-FreeTier"
            ])
        #expect(details.compactMap(\.retryDelay) == ["38s"])
        #expect(try await send(server, "gemini-3.6-flash").status == 200)
    }

    @Test func aPerMinuteQuotaNamesItsQuotaAndEndsAfterTheTimesGiven() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }
        catalogue.failing("gemini-flash-lite-latest", with: .perMinuteQuota, times: 1)

        let first = try await send(server, "gemini-flash-lite-latest")
        let second = try await send(server, "gemini-flash-lite-latest")

        #expect(first.status == 429)
        let quotaIDs = try Self.error(first).details?.flatMap { $0.violations ?? [] }.map(\.quotaId)
        #expect(quotaIDs == ["GenerateRequestsPerMinutePerProjectPerModel-FreeTier"])
        #expect(second.status == 200)
        #expect(catalogue.requests.map(\.status) == [429, 200])
    }

    @Test func overloadAndARefusedRegionComeWithTheirStatuses() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }
        catalogue.failing("gemini-3.6-flash", with: .unavailable)
        catalogue.failingEveryModel(with: .regionRefused)

        let overloaded = try Self.error(try await send(server, "gemini-3.6-flash"))
        let refused = try Self.error(try await send(server, "gemini-3.8-flash"))
        catalogue.recovering()
        let recovered = try await send(server, "gemini-3.6-flash")

        #expect(overloaded.code == 503)
        #expect(overloaded.status == "UNAVAILABLE")
        #expect(overloaded.message == "The model is overloaded. Please try again later.")
        #expect(refused.code == 400)
        #expect(refused.status == "FAILED_PRECONDITION")
        #expect(refused.message == "User location is not supported for the API use.")
        #expect(recovered.status == 200)
    }

    @Test func aHangingModelReadsTheRequestAndNeverAnswers() throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }
        catalogue.failing("gemini-3.5-flash-lite", with: .hang)
        let body = Self.body(thinking: nil)
        let client = try LoopbackClient(port: server.port, timeout: .milliseconds(300))

        try client.send(
            "POST /v1beta/models/gemini-3.5-flash-lite:generateContent HTTP/1.1\r\nHost: 127.0.0.1\r\nx-goog-api-key: test-key\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        )

        #expect(throws: LoopbackClient.Failure.self) { try client.receive() }
        let request = try #require(catalogue.requests.last)
        #expect(request.model == "gemini-3.5-flash-lite")
        #expect(request.status == nil)
    }

    // MARK: - What the client sent

    @Test func everyRequestIsRecordedDecoded() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }
        let body =
            #"{"systemInstruction":{"parts":[{"text":"Be brief."}]},"contents":[{"role":"user","parts":[{"text":"Rooster, today."}]}],"generationConfig":{"temperature":0.7,"maxOutputTokens":256,"thinking_config":{"thinking_level":"minimal"}}}"#

        _ = try await send(server, "gemini-flash-lite-latest", body: body)
        _ = try await send(
            server, "gemini-3.6-flash", body: #"{"contents":[{"parts":[{"text":"Dragon"}]}]}"#, stream: true)
        _ = try await transport.send(
            HTTPRequest(url: server.baseURL + "/v1beta/models?pageSize=2", headers: [Self.key()]))

        let requests = catalogue.requests
        #expect(requests.map(\.method) == [.generate, .stream, .list])
        #expect(requests.map(\.model) == ["gemini-flash-lite-latest", "gemini-3.6-flash", nil])
        #expect(requests[0].systemInstruction == "Be brief.")
        #expect(requests[0].prompt == "Rooster, today.")
        #expect(requests[0].temperature == 0.7)
        #expect(requests[0].maxOutputTokens == 256)
        #expect(requests[0].thinkingLevel == "minimal")
        #expect(requests[0].thinkingBudget == nil)
        #expect(requests[0].generationConfigFields == ["maxOutputTokens", "temperature", "thinkingConfig"])
        #expect(requests[0].answeredBy == "gemini-3.5-flash-lite")
        #expect(!requests[1].hasSystemInstruction)
        #expect(!requests[1].hasThinkingConfig)
        #expect(requests[1].temperature == nil)
        #expect(requests[2].pageSize == "2")
        #expect(requests[2].recorded.target == "/v1beta/models?pageSize=2")
    }

    @Test(arguments: [
        (
            #"{"contents":[{"parts":[{"text":"x"}]}],"thinkingConfig":{"thinkingLevel":"low"}}"#,
            #"Unknown name "thinkingConfig""#
        ),
        (
            #"{"contents":[{"parts":[{"text":"x"}]}],"generationConfig":{"thinkingConfig":{"level":"low"}}}"#,
            #"Unknown name "level" at 'generation_config.thinking_config'"#
        ),
        (
            #"{"contents":[{"parts":[{"text":"x"}]}],"generationConfig":{"thinkingConfig":{"thinkingLevel":"none"}}}"#,
            "Invalid value at 'generation_config.thinking_config.thinking_level'"
        ),
        (#"{"contents":[]}"#, "contents is not specified"),
        ("not json", "Invalid JSON payload received."),
    ])
    func aMalformedBodyIsRefusedAsTheServiceDoes(body: String, message: String) async throws {
        let (server, _) = try Self.start()
        defer { server.stop() }

        let response = try await send(server, "gemini-3.5-flash-lite", body: body)

        #expect(response.status == 400)
        let error = try Self.error(response)
        #expect(error.status == "INVALID_ARGUMENT")
        #expect(error.message.contains(message))
    }

    // MARK: - The model list

    @Test(arguments: [nil, 1, 2, 3, 100] as [Int?])
    func pagingCoversEveryModelExactlyOnce(pageSize: Int?) async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }

        var names: [String] = []
        var pages = 0
        var token: String?
        repeat {
            var query = pageSize.map { ["pageSize=\($0)"] } ?? []
            if let token { query.append("pageToken=\(token)") }
            let response = try await transport.send(
                HTTPRequest(
                    url: server.baseURL + "/v1beta/models" + (query.isEmpty ? "" : "?" + query.joined(separator: "&")),
                    headers: [Self.key()]
                ))
            #expect(response.status == 200)
            let page = try JSONDecoder().decode(ModelPage.self, from: Data(response.body))
            #expect(page.models.count <= pageSize ?? 3)
            names += page.models.map(\.name)
            token = page.nextPageToken
            pages += 1
        } while token != nil && pages < 20

        let expected = [
            "models/gemini-2.5-flash-lite", "models/gemini-3.1-flash-lite", "models/gemini-3.5-flash-lite",
            "models/gemini-3.6-flash", "models/gemini-3.8-flash", "models/gemini-embedding-001",
            "models/gemini-flash-latest", "models/gemini-flash-lite-latest",
        ]
        #expect(names == expected)
        #expect(pages == (expected.count + (pageSize ?? 3) - 1) / (pageSize ?? 3))
        #expect(catalogue.requests.allSatisfy { $0.method == .list })
    }

    @Test func theListSaysWhichModelsGenerateContentAndThink() async throws {
        let (server, _) = try Self.start()
        defer { server.stop() }

        let response = try await transport.send(
            HTTPRequest(url: server.baseURL + "/v1beta/models?pageSize=50", headers: [Self.key()]))

        let models = try JSONDecoder().decode(ModelPage.self, from: Data(response.body)).models
        let embedding = try #require(models.first { $0.name == "models/gemini-embedding-001" })
        #expect(!embedding.supportedGenerationMethods.contains("generateContent"))
        #expect(embedding.thinking == nil)
        let generative = models.filter { $0.name != embedding.name }
        #expect(
            generative.allSatisfy { $0.supportedGenerationMethods.contains("generateContent") && $0.thinking == true })
        #expect(generative.allSatisfy { !$0.displayName.isEmpty && $0.inputTokenLimit > 0 && $0.outputTokenLimit > 0 })
    }

    // MARK: - The server around it

    @Test func aRouteAddedLaterOverridesTheCatalogueForItsPathOnly() async throws {
        let (server, catalogue) = try Self.start()
        defer { server.stop() }
        server.route("/v1beta/models/gemini-3.6-flash:generateContent", .json(status: 418, #"{"teapot":true}"#))

        let overridden = try await send(server, "gemini-3.6-flash")
        let served = try await send(server, "gemini-3.8-flash", thinking: #"{"thinkingLevel":"low"}"#)
        let elsewhere = try await transport.send(HTTPRequest(url: server.baseURL + "/v1beta/openai/models"))

        #expect(overridden.status == 418)
        #expect(served.status == 200)
        #expect(elsewhere.status == 404)
        #expect(catalogue.requests.map(\.model) == ["gemini-3.8-flash"])
        #expect(server.requests.count == 3)
    }

    // MARK: - Helpers

    private static func start(thinkingCost: Duration = .milliseconds(600)) throws -> (LoopbackServer, GeminiCatalogue) {
        let server = try LoopbackServer()
        return (server, GeminiCatalogue(server: server, thinkingCost: thinkingCost))
    }

    private static func key(_ key: String = "test-key") -> HTTPHeader {
        HTTPHeader(name: "x-goog-api-key", value: key)
    }

    /// A body of the shape fortune sends: a system instruction, one user turn, and the
    /// thinking config given, if any.
    private static func body(thinking: String?) -> String {
        let config = thinking.map { #","generationConfig":{"thinkingConfig":\#($0)}"# } ?? ""
        return
            #"{"systemInstruction":{"parts":[{"text":"Write one short fortune."}]},"contents":[{"role":"user","parts":[{"text":"Sign: Rooster."}]}]\#(config)}"#
    }

    private func send(
        _ server: LoopbackServer, _ model: String, key: String? = "test-key", thinking: String? = nil,
        body: String? = nil, stream: Bool = false
    ) async throws -> HTTPResponse {
        let method = stream ? "streamGenerateContent?alt=sse" : "generateContent"
        return try await transport.send(
            HTTPRequest(
                method: .post,
                url: "\(server.baseURL)/v1beta/models/\(model):\(method)",
                headers: [HTTPHeader(name: "Content-Type", value: "application/json")]
                    + (key.map { [Self.key($0)] } ?? []),
                body: Array((body ?? Self.body(thinking: thinking)).utf8)
            ))
    }

    private static func text(_ response: HTTPResponse) -> String {
        String(decoding: response.body, as: UTF8.self)
    }

    private static func error(_ response: HTTPResponse) throws -> ErrorBody.Inner {
        try JSONDecoder().decode(ErrorBody.self, from: Data(response.body)).error
    }

    private static func answer(_ response: HTTPResponse) throws -> Answer {
        try JSONDecoder().decode(Answer.self, from: Data(response.body))
    }
}

private struct ErrorBody: Decodable {
    struct Inner: Decodable {
        var code: Int
        var message: String
        var status: String
        var details: [Detail]?
    }

    struct Detail: Decodable {
        var type: String
        var reason: String?
        var retryDelay: String?
        var violations: [Violation]?

        enum CodingKeys: String, CodingKey {
            case type = "@type"
            case reason, retryDelay, violations
        }
    }

    struct Violation: Decodable {
        var quotaId: String
    }

    var error: Inner
}

private struct Answer: Decodable {
    struct Candidate: Decodable {
        var content: Content?
        var finishReason: String?
    }

    struct Content: Decodable {
        var role: String?
        var parts: [Part]
    }

    struct Part: Decodable {
        var text: String?
    }

    struct Usage: Decodable {
        var promptTokenCount: Int
        var candidatesTokenCount: Int
        var thoughtsTokenCount: Int?
        var totalTokenCount: Int
    }

    var candidates: [Candidate]
    var usageMetadata: Usage?
    var modelVersion: String?
    var responseId: String?
}

private struct ModelPage: Decodable {
    struct Entry: Decodable {
        var name: String
        var displayName: String
        var inputTokenLimit: Int
        var outputTokenLimit: Int
        var supportedGenerationMethods: [String]
        var thinking: Bool?
    }

    var models: [Entry]
    var nextPageToken: String?
}

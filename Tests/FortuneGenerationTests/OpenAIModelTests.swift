import Foundation
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// An OpenAI-compatible server's chat completions, unary and streamed, with its failures.
@Suite struct OpenAIModelTests {
    private struct SentBody: Decodable {
        struct Message: Decodable { var role: String; var content: String }
        var model: String
        var messages: [Message]
        var max_tokens: Int?
        var temperature: Double?
        var stream: Bool
    }

    @Test func theRequestCarriesTheRulesAsSystemMessageAndTheKeyOnlyInItsHeader() async throws {
        let (model, transport) = ChatFixtures.openAI([.body(200, ChatFixtures.completion("Crow at dawn."))])
        let generation = try await model.generate(ChatFixtures.request)
        #expect(generation.text == "Crow at dawn.")
        #expect(generation.modelVersion == "llama-3.2-3b")
        #expect(generation.usage?.outputTokens == 24)
        let request = try #require(transport.requests.first)
        #expect(request.method == .post)
        #expect(request.url == "http://127.0.0.1:8080/v1/chat/completions")
        #expect(
            request.headers.contains(
                HTTPHeader(name: "Authorization", value: "Bearer " + ChatFixtures.openAIKey.secret)))
        #expect(!request.url.contains(ChatFixtures.openAIKey.secret))
        let body = try JSONDecoder().decode(SentBody.self, from: Data(request.body))
        #expect(body.messages.map(\.role) == ["system", "user"])
        #expect(body.messages.first?.content == "Plain text only.")
        #expect(body.messages.last?.content == ChatFixtures.prompt.text)
        #expect(body.max_tokens == 256 && body.temperature == nil && !body.stream && body.model == "llama-3.2-3b")
    }

    @Test func eachRequestCarriesTheTimeoutsAndTheGenerationsDeadlineForTheTransportToCut() async throws {
        let (model, transport) = ChatFixtures.openAI([
            .body(503, ChatFixtures.openAIError("busy")), .body(200, ChatFixtures.completion("Crow at dawn.")),
        ])
        let start = ContinuousClock.now
        _ = try await model.generate(ChatFixtures.request)
        let end = ContinuousClock.now
        let limits = RequestLimits.standard
        #expect(transport.requests.count == 2)
        for request in transport.requests {
            #expect(request.timeout == limits.timeout && request.connectTimeout == limits.connectTimeout)
            let deadline = try #require(request.deadline)
            #expect(deadline >= start.advanced(by: limits.deadline) && deadline <= end.advanced(by: limits.deadline))
        }
        #expect(transport.requests[0].deadline == transport.requests[1].deadline, "one deadline for every attempt")
    }

    @Test func aRequestWhoseDeadlineHasPassedTimesOutInTheStub() async throws {
        let transport = StubTransport([.body(200, "never sent")])
        let request = HTTPRequest(url: "http://127.0.0.1:1/", deadline: .now.advanced(by: .seconds(-1)))
        await #expect {
            _ = try await transport.send(request)
        } throws: { error in
            (error as? HTTPError)?.kind == .timedOut
        }
    }

    @Test func aLocalServerNeedsNoKeyAndGetsNoAuthorizationHeader() async throws {
        let (model, transport) = ChatFixtures.openAI([.body(200, ChatFixtures.completion("No key needed."))], key: nil)
        _ = try await model.generate(ChatFixtures.request)
        #expect(!(transport.requests.first?.headers.contains { $0.name == "Authorization" } ?? true))
    }

    @Test func aStreamEndsWithDoneAndItsPiecesMakeTheText() async throws {
        let pieces = [
            ChatFixtures.chunk("Crow "), ChatFixtures.chunk("at "), ChatFixtures.chunk("dawn.", finish: "stop"),
            ChatFixtures.done,
        ]
        let (model, transport) = ChatFixtures.openAI([.pieces(200, pieces)])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.error == nil)
        #expect(outcome.texts == ["Crow ", "at ", "dawn."])
        #expect(outcome.finished?.text == "Crow at dawn.")
        let body = try JSONDecoder().decode(SentBody.self, from: Data(try #require(transport.requests.first).body))
        #expect(body.stream)
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func thinkingSplitAcrossPiecesIsNeverShownNorKept(size: Int) async throws {
        let stream =
            ChatFixtures.chunk("<thi") + ChatFixtures.chunk("nk>The user wants a fortune.</th")
            + ChatFixtures.chunk("ink>Crow ") + ChatFixtures.chunk("at dawn.", finish: "stop") + ChatFixtures.done
        let (model, _) = ChatFixtures.openAI([.bytes(200, Array(stream.utf8), every: size)])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.error == nil)
        #expect(outcome.texts.joined() == "Crow at dawn.")
        #expect(outcome.finished?.text == "Crow at dawn.")
    }

    @Test func textHeldBackAsAPossibleTagIsStreamedWhenTheAnswerEndsWithIt() async throws {
        let pieces = [
            ChatFixtures.chunk("Crow at dawn. <thi"), ChatFixtures.chunk(nil, finish: "stop"), ChatFixtures.done,
        ]
        let (model, _) = ChatFixtures.openAI([.pieces(200, pieces)])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.error == nil)
        #expect(outcome.texts == ["Crow at dawn. ", "<thi"])
        #expect(outcome.finished?.text == "Crow at dawn. <thi")
    }

    @Test func anAnswerThatIsOnlyThinkingIsAnError() async throws {
        let (model, _) = ChatFixtures.openAI([.body(200, ChatFixtures.completion("<think>hmm</think>  "))])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.category == .noText)
        #expect(error?.exitStatus == .dataError)
    }

    @Test func aStreamCutBeforeDoneIsIncomplete() async throws {
        let (model, _) = ChatFixtures.openAI([.pieces(200, [ChatFixtures.chunk("Crow "), ChatFixtures.chunk("at")])])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.generationError?.category == .incomplete)
        #expect(outcome.finished == nil)
    }

    @Test func anErrorObjectMidStreamEndsItWithThatError() async throws {
        let pieces = [
            ChatFixtures.chunk("Crow "),
            "data: "
                + ChatFixtures.openAIError("The server had an error", type: "server_error").replacingOccurrences(
                    of: "\"code\":null", with: "\"code\":500") + "\n\n",
        ]
        let (model, _) = ChatFixtures.openAI([.pieces(200, pieces)])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.texts == ["Crow "])
        #expect(outcome.generationError?.exitStatus == .unavailable)
        #expect(outcome.generationError?.description.contains("The server had an error") == true)
    }

    @Test func aReplyCutAtItsLengthIsRefusedLikeMaxTokens() async throws {
        let (model, _) = ChatFixtures.openAI([.body(200, ChatFixtures.completion("Crow at", finish: "length"))])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.category == .stopped)
        #expect(error?.description.contains("maxOutputTokens") == true)
    }

    @Test func aReplyWithoutChoicesIsAnError() async throws {
        let (model, _) = ChatFixtures.openAI([.body(200, #"{"id":"x","object":"chat.completion","model":"m"}"#)])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.category == .noText)
    }

    @Test(arguments: [
        (401, FortuneCore.ExitStatus.permissionDenied, "OPENAI_API_KEY"),
        (403, .permissionDenied, "OPENAI_API_KEY"),
        (404, .configuration, "fortune models"),
        (400, .configuration, "maxOutputTokens"),
    ])
    func aRefusalMapsToItsExitStatusWithoutRetryAndWithoutTheKey(
        status: Int, exit: FortuneCore.ExitStatus, says: String
    ) async throws {
        let body = ChatFixtures.openAIError("Incorrect API key provided: \(ChatFixtures.openAIKey.secret)")
        let (model, transport) = ChatFixtures.openAI([.body(status, body)])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.exitStatus == exit)
        #expect(error?.description.contains(says) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains(ChatFixtures.openAIKey.secret) == false)
        #expect(transport.requests.count == 1)
    }

    @Test func aRateLimitIsRetriedAfterTheServersRetryAfter() async throws {
        let sleeps = SleepRecorder()
        let limited = StubTransport.Reply.body(
            429, ChatFixtures.openAIError("Rate limit reached"), headers: [HTTPHeader(name: "Retry-After", value: "3")])
        let (model, transport) = ChatFixtures.openAI(
            [limited, .body(200, ChatFixtures.completion("Patience."))], sleeps: sleeps)
        #expect(try await model.generate(ChatFixtures.request).text == "Patience.")
        #expect(transport.requests.count == 2)
        #expect(sleeps.all == [.seconds(3)])
    }

    @Test func aRateLimitThatStaysIsATemporaryFailure() async throws {
        let limited = StubTransport.Reply.body(429, ChatFixtures.openAIError("Rate limit reached"))
        let (model, _) = ChatFixtures.openAI(Array(repeating: limited, count: 4))
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.exitStatus == .temporaryFailure)
    }

    @Test func aBodyThatIsNotJSONIsADataError() async throws {
        let (model, _) = ChatFixtures.openAI([.body(200, "<html>gateway</html>")])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.exitStatus == .dataError)
    }

    @Test func theModelsAreThoseTheServerLists() async throws {
        let list =
            #"{"object":"list","data":[{"id":"llama-3.2-3b","object":"model","owned_by":"llamacpp"},{"id":"qwen3-1.7b","object":"model"}]}"#
        let (model, transport) = ChatFixtures.openAI([.body(200, list)])
        #expect(try await model.availableModels().map(\.id) == ["llama-3.2-3b", "qwen3-1.7b"])
        #expect(transport.requests.first?.url == "http://127.0.0.1:8080/v1/models")
        #expect(transport.requests.first?.method == .get)
    }
}

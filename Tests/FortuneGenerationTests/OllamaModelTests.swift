import Foundation
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// Ollama's own chat API: one object, or newline-delimited JSON ending with `"done": true`.
@Suite struct OllamaModelTests {
    private struct SentBody: Decodable {
        struct Message: Decodable { var role: String; var content: String }
        struct Options: Decodable { var num_predict: Int? }
        var model: String
        var messages: [Message]
        var stream: Bool
        var think: Bool?
        var options: Options?
    }

    static let stream =
        ChatFixtures.ollamaLine("Crow ") + ChatFixtures.ollamaLine("at ")
        + ChatFixtures.ollamaLine("dawn.") + ChatFixtures.ollamaLine("", done: true)

    @Test func theRequestAsksNotToThinkAndCarriesNoKey() async throws {
        let (model, transport) = ChatFixtures.ollama([.body(200, ChatFixtures.ollamaLine("Crow at dawn.", done: true))])
        let generation = try await model.generate(ChatFixtures.request)
        #expect(generation.text == "Crow at dawn.")
        #expect(generation.usage?.outputTokens == 31)
        let request = try #require(transport.requests.first)
        #expect(request.url == "http://127.0.0.1:11434/api/chat")
        #expect(!request.headers.contains { $0.name == "Authorization" })
        let body = try JSONDecoder().decode(SentBody.self, from: Data(request.body))
        #expect(body.think == false && !body.stream && body.options?.num_predict == 256)
        #expect(body.messages.map(\.role) == ["system", "user"])
    }

    /// Every way of cutting the stream in two gives the same pieces and the same text.
    @Test func aStreamSplitAtEveryByteBoundaryGivesTheSameText() async throws {
        let bytes = Array(Self.stream.utf8)
        for cut in 1..<bytes.count {
            let (model, _) = ChatFixtures.ollama([
                .response(status: 200, chunks: [Array(bytes[..<cut]), Array(bytes[cut...])])
            ])
            let outcome = await collect(model.stream(ChatFixtures.request))
            #expect(outcome.error == nil, "cut at \(cut)")
            #expect(outcome.texts.joined() == "Crow at dawn.", "cut at \(cut)")
            #expect(outcome.finished?.text == "Crow at dawn.", "cut at \(cut)")
        }
    }

    @Test func aStreamCutBeforeDoneIsIncomplete() async throws {
        let (model, _) = ChatFixtures.ollama([
            .pieces(200, [ChatFixtures.ollamaLine("Crow "), ChatFixtures.ollamaLine("at")])
        ])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.generationError?.category == .incomplete)
    }

    @Test func anErrorLineMidStreamEndsItWithThatError() async throws {
        let (model, _) = ChatFixtures.ollama([
            .pieces(
                200,
                [
                    ChatFixtures.ollamaLine("Crow "),
                    ChatFixtures.ollamaError("llama runner process has terminated") + "\n",
                ])
        ])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.texts == ["Crow "])
        #expect(outcome.generationError?.description.contains("llama runner process has terminated") == true)
        #expect(outcome.generationError?.exitStatus == .unavailable)
    }

    @Test func aReplyCutAtItsLengthIsRefused() async throws {
        let (model, _) = ChatFixtures.ollama([
            .body(200, ChatFixtures.ollamaLine("Crow at", done: true, reason: "length"))
        ])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.category == .stopped)
    }

    @Test func thinkingTagsInTheTextAreRemoved() async throws {
        let stream =
            ChatFixtures.ollamaLine("<think>Let me") + ChatFixtures.ollamaLine(" think.</think>")
            + ChatFixtures.ollamaLine("Crow at dawn.")
            + ChatFixtures.ollamaLine("", done: true)
        let (model, _) = ChatFixtures.ollama([.pieces(200, [stream])])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.texts.joined() == "Crow at dawn.")
    }

    @Test func aStreamShowsEveryPieceItKeepsEvenOneThatJoinsTheCharacterBeforeIt() async throws {
        let stream =
            ChatFixtures.ollamaLine("Cafe") + ChatFixtures.ollamaLine("\u{301} at dawn. <th")
            + ChatFixtures.ollamaLine("", done: true)
        let (model, _) = ChatFixtures.ollama([.pieces(200, [stream])])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.error == nil)
        #expect(outcome.texts == ["Cafe", "\u{301} at dawn. ", "<th"])
        #expect(outcome.finished?.text == "Caf\u{E9} at dawn. <th")
    }

    @Test func aModelNotPulledIsAConfigurationErrorPointingToTheModelList() async throws {
        let (model, transport) = ChatFixtures.ollama([
            .body(404, ChatFixtures.ollamaError("model 'gemma3:1b' not found, try pulling it first"))
        ])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.exitStatus == .configuration)
        #expect(error?.description.contains("fortune models") == true)
        #expect(transport.requests.count == 1)
    }

    @Test func aServerThatRefusesTheThinkFieldIsAskedAgainWithoutIt() async throws {
        let refused = StubTransport.Reply.body(400, ChatFixtures.ollamaError("\"gemma3:1b\" does not support thinking"))
        let (model, transport) = ChatFixtures.ollama([
            refused, .body(200, ChatFixtures.ollamaLine("Crow at dawn.", done: true)),
        ])
        #expect(try await model.generate(ChatFixtures.request).text == "Crow at dawn.")
        let bodies = try transport.requests.map { try JSONDecoder().decode(SentBody.self, from: Data($0.body)) }
        #expect(bodies.map(\.think) == [false, nil])
    }

    @Test func anOverloadedServerIsRetried() async throws {
        let sleeps = SleepRecorder()
        let busy = StubTransport.Reply.body(503, ChatFixtures.ollamaError("server busy, please try again"))
        let (model, transport) = ChatFixtures.ollama(
            [busy, .body(200, ChatFixtures.ollamaLine("Crow at dawn.", done: true))], sleeps: sleeps)
        #expect(try await model.generate(ChatFixtures.request).text == "Crow at dawn.")
        #expect(transport.requests.count == 2)
        #expect(sleeps.all.count == 1)
    }

    @Test func theModelsAreThosePulled() async throws {
        let tags =
            #"{"models":[{"name":"gemma3:1b","model":"gemma3:1b","size":815319791,"details":{"family":"gemma3","parameter_size":"999.89M"}},{"name":"qwen3:1.7b","model":"qwen3:1.7b"}]}"#
        let (model, transport) = ChatFixtures.ollama([.body(200, tags)])
        let models = try await model.availableModels()
        #expect(models.map(\.id) == ["gemma3:1b", "qwen3:1.7b"])
        #expect(models.first?.displayName == "gemma3 999.89M")
        #expect(transport.requests.first?.url == "http://127.0.0.1:11434/api/tags")
    }
}

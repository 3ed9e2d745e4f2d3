import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP
import FortuneGeneration

/// Rules every chat service keeps alike: what an over-large stream, odd usage counts and bytes
/// that are not UTF-8 make of an answer.
@Suite struct ChatAnswerRulesTests {
    @Test func aStreamOverTheSizeLimitAfterTextExitsAsUnaryDoes() async throws {
        let tooLarge = HTTPError(.tooLarge, "response from 127.0.0.1:8080 too large: over 4194304 bytes")
        let (model, _) = ChatFixtures.openAI([.pieces(200, [ChatFixtures.chunk("Crow ")], failure: tooLarge)])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.texts == ["Crow "])
        #expect(outcome.generationError?.exitStatus == .dataError)
        #expect(outcome.generationError?.description.contains("too large") == true)
        #expect(outcome.generationError?.description.contains("cannot reach") == false)

        let (unary, _) = ChatFixtures.openAI([.failure(tooLarge)])
        let error = await #expect(throws: GenerationError.self) { try await unary.generate(ChatFixtures.request) }
        #expect(error?.exitStatus == outcome.generationError?.exitStatus)
    }

    @Test(arguments: ["1.5", "1e20", "\"12\"", "-7", "{}", "null", "[1]"])
    func aUsageCountThatIsNotSaneIsDroppedAndTheAnswerKept(count: String) async throws {
        let openAI =
            #"{"model":"m","choices":[{"index":0,"message":{"content":"Good luck."},"finish_reason":"stop"}],"usage":{"prompt_tokens":\#(count),"completion_tokens":5}}"#
        let (model, _) = ChatFixtures.openAI([.body(200, openAI)])
        let generation = try await model.generate(ChatFixtures.request)
        #expect(generation.text == "Good luck.")
        #expect(generation.usage?.promptTokens == nil)
        #expect(generation.usage?.outputTokens == 5)

        let ollama =
            #"{"model":"m","message":{"content":"Good luck."},"done":true,"done_reason":"stop","prompt_eval_count":\#(count),"eval_count":5}"#
        let (local, _) = ChatFixtures.ollama([.body(200, ollama)])
        let answer = try await local.generate(ChatFixtures.request)
        #expect(answer.text == "Good luck.")
        #expect(answer.usage?.promptTokens == nil)
        #expect(answer.usage?.outputTokens == 5)
    }

    @Test func aUsageOfTheWrongShapeIsNoUsage() async throws {
        let body =
            #"{"model":"m","choices":[{"message":{"content":"Good luck."},"finish_reason":"stop"}],"usage":"lots"}"#
        let (model, _) = ChatFixtures.openAI([.body(200, body)])
        let generation = try await model.generate(ChatFixtures.request)
        #expect(generation.text == "Good luck.")
        #expect(generation.usage == nil)
    }

    @Test func bytesThatAreNotUTF8AreReplacedByEveryServiceNotRefused() async throws {
        let openAI = Array(ChatFixtures.completion("Good AXluck.").utf8).map { $0 == UInt8(ascii: "X") ? 0xFF : $0 }
        let (model, _) = ChatFixtures.openAI([.response(status: 200, chunks: [openAI])])
        #expect(try await model.generate(ChatFixtures.request).text == "Good A\u{FFFD}luck.")

        let ollama = Array(ChatFixtures.ollamaLine("Good AXluck.", done: true).utf8).map {
            $0 == UInt8(ascii: "X") ? 0xFF : $0
        }
        let (local, _) = ChatFixtures.ollama([.response(status: 200, chunks: [ollama])])
        #expect(try await local.generate(ChatFixtures.request).text == "Good A\u{FFFD}luck.")
    }

    @Test func a431SaysTheHeadersAreTooLargeAndPointsAtTheKey() async throws {
        let (model, _) = ChatFixtures.openAI([.body(431, "Request Header Fields Too Large")])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.description.contains("headers as too large") == true)
        #expect(error?.description.contains("API key") == true)
        #expect(error?.description.contains("temperature") == false)
    }
}

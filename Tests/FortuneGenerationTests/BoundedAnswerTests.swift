import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneGeneration

/// A model that rambles past the fortune's length, as small local models do, has its answer cut
/// to whole sentences within the limit on every service; one with no whole sentence there is
/// refused in one line, never kept as a paragraph.
@Suite struct BoundedAnswerTests {
    static let sentence = "Crow at dawn, Rooster, and the day listens. "
    static let ramble = String(repeating: sentence, count: 40)
    static let limit = FortuneLength(.english).characters

    static func expectWholeSentencesWithinTheLimit(_ text: String?) {
        guard let text else {
            Issue.record("no text")
            return
        }
        #expect(text.count <= limit)
        #expect(text.hasSuffix("listens."), "\(text)")
        #expect(ramble.hasPrefix(text))
    }

    @Test(arguments: ["stop", "length"])
    func anOpenAIAnswerPastTheLimitIsCutToWholeSentences(finish: String) async throws {
        let (model, _) = ChatFixtures.openAI([.body(200, ChatFixtures.completion(Self.ramble, finish: finish))])
        Self.expectWholeSentencesWithinTheLimit(try await model.generate(ChatFixtures.request).text)
    }

    @Test func anOpenAIStreamIsReadNoFurtherThanTheLimitAndShowsNoMore() async throws {
        // The stream never says it finished: reading stops once the text passed the limit.
        let pieces = Array(repeating: ChatFixtures.chunk(Self.sentence), count: 40)
        let (model, _) = ChatFixtures.openAI([.pieces(200, pieces)])
        let outcome = await collect(model.stream(ChatFixtures.request))
        #expect(outcome.error == nil, "\(String(describing: outcome.error))")
        Self.expectWholeSentencesWithinTheLimit(outcome.finished?.text)
        #expect(outcome.texts.joined().count <= Self.limit)
    }

    @Test func anOllamaAnswerCutAtNumPredictKeepsItsWholeSentences() async throws {
        let text = Self.sentence + "The day liste"
        let (model, _) = ChatFixtures.ollama([.body(200, ChatFixtures.ollamaLine(text, done: true, reason: "length"))])
        #expect(try await model.generate(ChatFixtures.request).text == "Crow at dawn, Rooster, and the day listens.")
    }

    @Test func anOllamaStreamPastTheLimitStopsAndIsCut() async throws {
        let lines = Array(repeating: ChatFixtures.ollamaLine(Self.sentence), count: 40)
        let (model, _) = ChatFixtures.ollama([.pieces(200, lines)])
        let outcome = await collect(model.stream(ChatFixtures.request))
        Self.expectWholeSentencesWithinTheLimit(outcome.finished?.text)
    }

    @Test func anAnswerWithNoWholeSentenceWithinTheLimitIsRefusedInOneLine() async throws {
        let words = String(repeating: "crow ", count: 100)
        let (model, _) = ChatFixtures.openAI([.body(200, ChatFixtures.completion(words))])
        let error = await #expect(throws: GenerationError.self) { try await model.generate(ChatFixtures.request) }
        #expect(error?.category == .tooLong)
        #expect(error?.description.contains("no whole sentence within the \(Self.limit)-character limit") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func aGeminiAnswerCutAtMaxTokensKeepsItsWholeSentences() async throws {
        let body =
            #"{"candidates":[{"content":{"parts":[{"text":"\#(Self.ramble)"}],"role":"model"},"finishReason":"MAX_TOKENS","index":0}],"modelVersion":"gemini-3.5-flash-lite"}"#
        let (model, _, _) = makeModel([.body(200, body)])
        Self.expectWholeSentencesWithinTheLimit(try await model.generate(testRequest).text)
    }
}

import Testing
import FortuneTestSupport
import FortuneCore
@testable import FortuneGeneration

/// One length per language, stated by the prompt and kept by the check after generation.
@Suite struct FortuneLengthTests {
    /// A rambling answer in each language: whole sentences well past the limit.
    static let rambles: [(Language, String, String)] = [
        (.english, "Crow at dawn, Rooster. ", "!"),
        (.korean, "닭띠인 당신, 새벽에 울어 보세요. ", "！"),
        (.japanese, "酉年のあなた、夜明けに声を上げましょう。", "？"),
        (.simplifiedChinese, "属鸡的你，黎明时放声高歌。", "！"),
        (.traditionalChinese, "屬雞的你，黎明時放聲高歌。", "。"),
    ]

    @Test(arguments: rambles.map(\.0))
    func theLimitIsTheNumberThePromptStates(language: Language) throws {
        let prompt = try PromptTemplate.fortune(language: language, overrideDirectory: "/nonexistent")
            .prompt(["limit": FortuneLength(language).placeholder])
        let rules = prompt.instructions ?? ""
        #expect(rules.contains(String(FortuneLength(language).characters)), "\(rules)")
        #expect(!rules.contains("{{limit}}"))
    }

    @Test(arguments: 0..<rambles.count)
    func aLongAnswerIsCutToWholeSentencesWithinTheLimit(index: Int) throws {
        let (language, sentence, _) = Self.rambles[index]
        let length = FortuneLength(language)
        let ramble = String(repeating: sentence, count: 40)
        let fitted = try #require(length.fitted(ramble))
        #expect(fitted.count <= length.characters)
        #expect(fitted.count > length.characters - sentence.count - 1)
        #expect(ramble.hasPrefix(fitted))
        #expect(FortuneLength.endsSentence(fitted.last ?? " "), "\(fitted)")
    }

    @Test(arguments: 0..<rambles.count)
    func fullWidthStopsEndSentencesToo(index: Int) throws {
        let (language, sentence, stop) = Self.rambles[index]
        let length = FortuneLength(language)
        let first = String(sentence.trimmingWhitespace.dropLast()) + stop
        let fitted = try #require(length.fitted(first + " " + String(repeating: "x", count: length.characters)))
        #expect(fitted == first)
    }

    @Test func anAnswerWithinTheLimitIsKeptAsItIs() {
        let text = "Crow at dawn, Rooster: the day listens to the early voice"
        #expect(FortuneLength(.english).fitted(text) == text)
    }

    @Test func anAnswerCutAtItsTokenLimitLosesItsHalfSentence() {
        let text = "Crow at dawn, Rooster. The day listens to the ear"
        #expect(FortuneLength(.english).fitted(text, cutShort: true) == "Crow at dawn, Rooster.")
    }

    @Test func aDecimalPointOrAnAbbreviationEndsNoSentence() {
        let text = "Version 3.5 of you arrives today. " + String(repeating: "a", count: 300)
        #expect(FortuneLength(.english).fitted(text) == "Version 3.5 of you arrives today.")
    }

    @Test func closingQuotesStayWithTheirSentence() {
        let text = "「今日は良い日。」" + String(repeating: "あ", count: 200)
        #expect(FortuneLength(.japanese).fitted(text) == "「今日は良い日。」")
    }

    @Test func anAnswerWithNoWholeSentenceWithinTheLimitIsRefused() {
        #expect(FortuneLength(.english).fitted(String(repeating: "word ", count: 100)) == nil)
        #expect(FortuneLength(.english).fitted("Crow at dawn", cutShort: true) == nil)
    }

    @Test(arguments: Language.allCases)
    func theAnswersTokenBudgetCoversItsCharacters(language: Language) {
        let length = FortuneLength(language)
        // At four characters a token (English) or one a character (CJK) the budget reaches
        // past the limit, so a model cut by tokens has written past the characters.
        let perToken = language == .english ? 4 : 1
        #expect(length.answerTokens * perToken > length.characters)
        #expect(length.answerTokens < 1024)
    }
}

import Testing
import FortuneCore
import FortuneStore
import FortuneRender
import FortuneWidget

/// What bare `fortune` says, from the store, the language and the time.
@Suite struct TodaysAnswerTests {
    let now = WallClock.now()

    private func document(sign: Sign?, shown: Bool = true, text: String? = nil) -> StoreDocument {
        var document = StoreDocument()
        document.sign = sign
        document.showFortune = shown
        if let sign, let text {
            document.save(
                StoredFortune(
                    sign: sign, day: CalendarDay(localTime: now), text: text, language: .english, model: "m\u{1B}[2J",
                    source: .ollama, createdAt: now))
        }
        return document
    }

    @Test func beforeASignIsPickedTheAnswerIsTheHintToPickOne() {
        let answer = TodaysAnswer(document: document(sign: nil), language: .korean, time: now)
        #expect(answer.state == "nosign")
        #expect(answer.sign == nil)
        #expect(answer.line == FortuneWidgetView.noSignSentence(on: answer.day, language: .korean))
        #expect(answer.text == nil && answer.model == nil && answer.failure == nil)
    }

    @Test func aHiddenFortuneIsStillTheAnswerWithItsWriter() {
        let answer = TodaysAnswer(
            document: document(sign: .tiger, shown: false, text: "Roar."), language: .english, time: now)
        #expect(answer.state == "fortune")
        #expect(answer.sign == .tiger)
        #expect(answer.text == "Roar.")
        #expect(answer.line.contains("Roar."))
        #expect(answer.source == .ollama)
        #expect(answer.model == "m", "control sequences never reach the answer")
        #expect(answer.fortuneDay == CalendarDay(localTime: now))
    }

    @Test func aSignGivenWinsOverTheStoredOne() {
        let answer = TodaysAnswer(
            document: document(sign: .tiger, text: "Roar."), sign: .dragon, language: .english, time: now)
        #expect(answer.sign == .dragon)
        #expect(answer.state == "empty")
        #expect(answer.text == nil)
    }

    @Test func anUnreadableStoreAnswersAsIfNothingWereStoredNamingNoSign() {
        let answer = TodaysAnswer(document: nil, language: .english, time: now)
        #expect(answer.sign == nil)
        #expect(answer.state == "empty")
        #expect(answer.line != FortuneWidgetView.noSignSentence(on: answer.day, language: .english))
    }
}

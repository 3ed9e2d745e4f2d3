import Testing
import FortuneCore
import FortuneStore
import FortuneRender
import FortuneWidget

/// A failed refresh never hides a good fortune: the entry keeps the last one stored, with the
/// failure beside it, and only without one is the failure the answer.
@Suite struct FailedRefreshEntryTests {
    let now = WallClock.now()
    var today: CalendarDay { CalendarDay(localTime: now) }
    var yesterday: CalendarDay { CalendarDay(localTime: now - 86_400) }

    private func document(fortuneOn day: CalendarDay?, failed: Bool) -> StoreDocument {
        var document = StoreDocument()
        document.sign = .rooster
        if let day {
            document.save(
                StoredFortune(
                    sign: .rooster, day: day, text: "The luck holds.", language: .english, model: "m",
                    source: .gemini, createdAt: now - 86_400))
        }
        if failed {
            document.lastError = RefreshFailure(
                message: "Gemini answered 500: internal error", day: today, time: now, sign: .rooster)
        }
        return document
    }

    @Test func yesterdaysFortuneStaysWithTheFailureBesideIt() {
        let entry = FortuneEntry(document: document(fortuneOn: yesterday, failed: true), sign: .rooster, time: now)
        #expect(entry.state == .stale)
        #expect(entry.fortune?.day == yesterday)
        #expect(entry.failure == "Gemini answered 500: internal error")
    }

    @Test func todaysFortuneStaysWhenALaterRefreshFailed() {
        let entry = FortuneEntry(document: document(fortuneOn: today, failed: true), sign: .rooster, time: now)
        #expect(entry.state == .fortune)
        #expect(entry.failure != nil)
    }

    @Test func withNoFortuneStoredTheFailureIsTheState() {
        let entry = FortuneEntry(document: document(fortuneOn: nil, failed: true), sign: .rooster, time: now)
        #expect(entry.state == .failed)
    }

    @Test func theAnswerQuotesYesterdaysFortuneMarkedAndKeepsTheReason() {
        let answer = TodaysAnswer(document: document(fortuneOn: yesterday, failed: true), language: .english, time: now)
        #expect(answer.state == "stale")
        #expect(answer.line == "⚠ (yesterday) The luck holds.")
        #expect(answer.text == "The luck holds.")
        #expect(answer.failure == "Gemini answered 500: internal error")
    }

    @Test func theAnswerAndEveryBarAgreeOnTheLine() {
        let document = document(fortuneOn: yesterday, failed: true)
        let answer = TodaysAnswer(document: document, language: .english, time: now)
        let card = FortuneEntry(document: document, sign: .rooster, time: now).card
        for format in WidgetFormat.allCases.filter(\.isStatusBar) {
            let bar = FortuneWidgetView.render(card, family: .inline, format: format, width: 200)
            #expect(bar.contains(answer.line), "\(format): \(bar)")
        }
    }

    @Test func inASCIITheAnswerHasNoEmojiAndAnExclamationMark() {
        let answer = TodaysAnswer(
            document: document(fortuneOn: yesterday, failed: true), language: .english, charset: .ascii, time: now)
        #expect(answer.line == "! (yesterday) The luck holds.")
    }
}

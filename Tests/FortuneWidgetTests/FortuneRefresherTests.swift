import FoundationEssentials
import Synchronization
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore
import FortuneGeneration
import FortuneWidget
import FortuneRender

/// A `WidgetCenter` stand-in that reads the store when asked to reload, as a widget would.
final class FortuneReadingSpy: TimelineReloading {
    let store: SharedStore
    let sign: Sign
    let day: CalendarDay
    private let seen = Mutex<[String?]>([])

    /// - Parameter day: the day whose fortune it reads: the refresher's today.
    init(store: SharedStore, sign: Sign, day: CalendarDay) {
        self.store = store
        self.sign = sign
        self.day = day
    }

    /// The stored text for `sign` on `day` at each reload (nil: none stored).
    var textAtEachReload: [String?] { seen.withLock { $0 } }

    func reloadTimelines(ofKind kind: String) {
        let text = try? store.read().fortune(for: sign, on: day)?.text
        seen.withLock { $0.append(text) }
    }

    func reloadAllTimelines() { reloadTimelines(ofKind: "*") }
}

struct ModelFailure: Error, Sendable, CustomStringConvertible {
    var description: String { "the model is down" }
}

@Suite struct FortuneRefresherTests {
    let scratch = TemporaryDirectory()
    let clock = TestClock.noon()
    var store: SharedStore { SharedStore(directory: scratch.appending("state")) }

    private func refresher(_ model: any GenerativeModel, reloader: any TimelineReloading) -> FortuneRefresher {
        FortuneRefresher(store: store, model: model, reloader: reloader, now: clock.now)
    }

    private func pick(_ sign: Sign) throws {
        try store.update { $0.sign = sign }
    }

    @Test func theReloadSeesTheNewTextEvenWhenTheModelAnswersLate() async throws {
        try pick(.rooster)
        let spy = FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        let model = ScriptedModel(
            playing: .gemini, answer: .text("A late but complete fortune."), delay: .milliseconds(300))
        try await refresher(model, reloader: spy).refresh()
        #expect(spy.textAtEachReload == ["A late but complete fortune."])
    }

    @Test func streamingSavesOnlyTheCompleteTextAndReloadsOnce() async throws {
        try pick(.rooster)
        let spy = FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        let pieces = Mutex<[String]>([])
        let fortune = try await refresher(
            ScriptedModel(playing: .gemini, answer: .text("one two three")), reloader: spy
        )
        .refresh { piece in pieces.withLock { $0.append(piece) } }
        #expect(pieces.withLock { $0 }.joined() == "one two three ")
        #expect(fortune.text == "one two three")
        #expect(spy.textAtEachReload == ["one two three"])
    }

    /// A model whose stream stops after some text, without saying it finished.
    struct CutStreamModel: GenerativeModel {
        let name = "cut"
        let descriptor = ServiceDescriptor.gemini
        func generate(_ request: GenerationRequest) async throws -> Generation {
            Generation(text: "never asked")
        }
        func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
            AsyncThrowingStream { continuation in
                continuation.yield(.text("Half a "))
                continuation.finish()
            }
        }
    }

    @Test func aStreamThatStopsWithoutFinishingSavesNothingAndSaysItWasCut() async throws {
        try pick(.rooster)
        let spy = FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        let shown = Mutex<[String]>([])
        let error = await #expect(throws: GenerationError.self) {
            try await refresher(CutStreamModel(), reloader: spy).refresh { piece in shown.withLock { $0.append(piece) }
            }
        }
        #expect(error?.category == .incomplete, "\(String(describing: error))")
        #expect(shown.withLock { $0 } == ["Half a "])
        let document = try store.read()
        #expect(document.fortune(for: .rooster, on: clock.today) == nil, "a cut text is never saved")
        #expect(document.lastError?.sign == .rooster)
    }

    @Test func aFailedRefreshKeepsTheLastGoodFortuneAndRecordsWhy() async throws {
        try pick(.rooster)
        let spy = FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        try await refresher(ScriptedModel(playing: .gemini, answer: .text("The good one.")), reloader: spy).refresh()
        await #expect(throws: ModelFailure.self) {
            try await refresher(ScriptedModel(playing: .gemini, answer: .failure(ModelFailure())), reloader: spy)
                .refresh()
        }
        let document = try store.read()
        #expect(document.fortune(for: .rooster, on: clock.today)?.text == "The good one.")
        #expect(document.lastError?.message == "the model is down")
        #expect(document.lastError?.sign == .rooster)
        let entry = FortuneEntry(document: document, sign: .rooster, time: clock.time)
        #expect(entry.state == .fortune, "a failure does not hide a fortune that exists")
        #expect(spy.textAtEachReload == ["The good one.", "The good one."])
    }

    /// A model's error is kept as its English line and as the message that says it in any
    /// language, which the widget then says in its own; an error known only as text keeps the
    /// text alone.
    @Test func aFailedRefreshKeepsItsMessageForTheWidgetToSayInItsLanguage() async throws {
        try pick(.rooster)
        let spy = FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        let failure = GenerationError.noText(.noCandidates, service: .gemini)
        await #expect(throws: GenerationError.self) {
            try await refresher(ScriptedModel(playing: .gemini, answer: .failure(failure)), reloader: spy).refresh()
        }
        let kept = try #require(try store.read().lastError)
        #expect(kept.message == failure.description)
        #expect(kept.said == failure.lineMessage)
        let entry = FortuneEntry(document: try store.read(), sign: .rooster, time: clock.time)
        #expect(entry.failure == failure.description)
        let line = FortuneWidgetView.sentence(entry.card, language: .japanese)
        #expect(line.contains(failure.message(in: .japanese)), "\(line)")

        await #expect(throws: ModelFailure.self) {
            try await refresher(ScriptedModel(playing: .gemini, answer: .failure(ModelFailure())), reloader: spy)
                .refresh()
        }
        #expect(try store.read().lastError?.said == nil)
    }

    @Test func aFailureWithNothingStoredShowsAsFailedNotAsAFortune() async throws {
        try pick(.dog)
        await #expect(throws: ModelFailure.self) {
            try await refresher(
                ScriptedModel(playing: .gemini, answer: .failure(ModelFailure())),
                reloader: FortuneReadingSpy(store: store, sign: .dog, day: clock.today)
            ).refresh()
        }
        let entry = try FortuneTimeline(store: store, now: clock.now).snapshot(for: .init())
        #expect(entry.state == .failed)
        #expect(entry.failure == "the model is down")
        #expect(entry.fortune == nil)
    }

    @Test func controlSequencesFromTheModelAreNeverStored() async throws {
        try pick(.rooster)
        let fortune = try await refresher(
            ScriptedModel(playing: .gemini, answer: .text("Good\u{1B}]52;c;SGVsbG8=\u{07} luck\u{1B}[2J today")),
            reloader: FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        ).refresh()
        #expect(fortune.text == "Good luck today")
        await #expect(throws: GenerationError.self) {
            try await refresher(
                ScriptedModel(playing: .gemini, answer: .text("\u{1B}[2J\u{07}")),
                reloader: FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
            ).refresh()
        }
        #expect(try store.read().fortune(for: .rooster, on: clock.today)?.text == "Good luck today")
    }

    @Test func switchingSignNeverShowsTheOldSignsFortune() async throws {
        try pick(.rooster)
        try await refresher(
            ScriptedModel(playing: .gemini, answer: .text("Rooster text.")),
            reloader: FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        ).refresh()
        try pick(.dog)
        let entry = try FortuneTimeline(store: store, now: clock.now).snapshot(for: .init())
        #expect(entry.sign == .dog)
        #expect(entry.state == .empty)
        #expect(entry.fortune == nil)
    }

    @Test func withoutASignRefreshAsksForOne() async throws {
        await #expect(throws: FortuneWidgetError.noSign) {
            try await refresher(OfflineModel(), reloader: FortuneReadingSpy(store: store, sign: .rat, day: clock.today))
                .refresh()
        }
    }

    @Test func thePromptNamesTheSignTheDayAndRecentFortunes() async throws {
        try pick(.rooster)
        var document = try store.read()
        document.save(
            StoredFortune(
                sign: .rooster, day: CalendarDay(year: 2020, month: 1, day: 1)!, text: "An old one.",
                language: .english, model: "m", source: .gemini, createdAt: 0))
        let prompt = try refresher(
            OfflineModel(), reloader: FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        )
        .prompt(for: .rooster, on: CalendarDay(year: 2026, month: 11, day: 29)!, document: document)
        #expect(prompt.text.contains("Rooster"))
        #expect(!prompt.text.contains("닭"), "the English prompt carries no Korean word")
        #expect(prompt.text.contains("2026-11-29"))
        #expect(prompt.text.contains("- An old one."))
        #expect(prompt.instructions?.contains("Plain text only") == true)
        #expect(!prompt.text.contains("{{") && !(prompt.instructions ?? "").contains("{{"))
    }
}

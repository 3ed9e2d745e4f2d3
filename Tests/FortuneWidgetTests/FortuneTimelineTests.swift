import Synchronization
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore
import FortuneGeneration
import FortuneWidget
import FortuneRender

/// The widget's timeline: entries from the store alone, and with a refresher, today's missing
/// fortune fetched at most once per wait.
@Suite struct FortuneTimelineTests {
    let scratch = TemporaryDirectory()
    let clock = TestClock.noon()
    var store: SharedStore { SharedStore(directory: scratch.appending("state")) }

    private func pick(_ sign: Sign) throws {
        try store.update { $0.sign = sign }
    }

    @Test func readingTheStoreNeedsNoModel() throws {
        try pick(.rooster)
        try store.save(
            StoredFortune(
                sign: .rooster, day: clock.today, text: "Today's.", language: .english, model: "m", source: .gemini,
                createdAt: clock.time))
        let timeline = FortuneTimeline(store: store, now: clock.now)
        #expect(try timeline.snapshot(for: .init()).state == .fortune)
        #expect(try timeline.savedToday()?.text == "Today's.")
        #expect(try timeline.savedToday(sign: .dog) == nil)
        #expect(try FortuneTimeline(store: store, language: .korean, now: clock.now).savedToday() == nil)
        clock.advance(by: 86_400)
        #expect(try timeline.savedToday() == nil, "the next day, it is no longer today's")
        #expect(try timeline.snapshot(for: .init()).state == .stale)
    }

    @Test func withoutASignTheSnapshotAsksForOne() throws {
        #expect(throws: FortuneWidgetError.noSign) { try FortuneTimeline(store: store).snapshot(for: .init()) }
    }

    @Test func yesterdaysFortuneIsStaleAndTheTimelineEndsAtMidnight() async throws {
        try pick(.rooster)
        let now = clock.time
        let yesterday = CalendarDay(localTime: now - 86_400)
        try store.save(
            StoredFortune(
                sign: .rooster, day: yesterday, text: "Yesterday's.", language: .english, model: "m", source: .gemini,
                createdAt: now - 86_400))
        let timeline = try await FortuneTimeline(store: store, now: clock.now).timeline(for: .init())
        #expect(timeline.entries.first?.state == .stale)
        #expect(timeline.entries.first?.fortune?.text == "Yesterday's.")
        #expect(timeline.entries.first?.date == now)
        let midnight = LocalMidnight.next(after: now)
        #expect(CalendarDay(localTime: midnight) > clock.today && CalendarDay(localTime: midnight - 1) == clock.today)
        #expect(timeline.policy == .after(midnight))
    }

    @Test func aTimelineWithARefresherFetchesTheNewDaysFortuneItself() async throws {
        try pick(.rooster)
        let spy = FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        let fortunes = FortuneTimeline(
            store: store,
            refresher: FortuneRefresher(
                store: store, model: ScriptedModel(playing: .gemini, answer: .text("Fetched.")), reloader: spy,
                now: clock.now),
            now: clock.now)
        let timeline = try await fortunes.timeline(for: .init())
        #expect(timeline.entries.first?.state == .fortune)
        #expect(timeline.entries.first?.fortune?.text == "Fetched.")
        #expect(spy.textAtEachReload == ["Fetched."])
    }

    /// A model that always fails, counting how often it was asked.
    final class FailingModel: GenerativeModel {
        let name = "failing"
        let descriptor = ServiceDescriptor.gemini
        let calls = Mutex(0)
        func generate(_ request: GenerationRequest) async throws -> Generation {
            calls.withLock { $0 += 1 }
            throw ModelFailure()
        }
        func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
            AsyncThrowingStream { $0.finish(throwing: ModelFailure()) }
        }
    }

    @Test func aTimelineWithARefresherRetriesAFailedFetchLaterNotOnEveryReload() async throws {
        try pick(.rooster)
        let model = FailingModel()
        let start = clock.time
        let now = clock.now
        let refresher = FortuneRefresher(
            store: store, model: model, reloader: FortuneReadingSpy(store: store, sign: .rooster, day: clock.today),
            now: now)
        let timeline = FortuneTimeline(store: store, refresher: refresher, now: now)
        let first = try await timeline.timeline(for: .init())
        #expect(first.entries.first?.state == .failed)
        #expect(model.calls.withLock { $0 } == 1)
        let retryAt = start + FortuneTimeline.retryAfterFailure
        #expect(first.policy == .after(min(retryAt, LocalMidnight.next(after: start))))

        _ = try await timeline.timeline(for: .init())
        #expect(model.calls.withLock { $0 } == 1, "the failure's own reload does not fetch again")

        clock.set(retryAt)
        try #require(clock.today == CalendarDay(localTime: start), "the wait ends on the same day, from noon")
        _ = try await timeline.timeline(for: .init())
        #expect(model.calls.withLock { $0 } == 2, "once the wait is over, it tries again")
    }

    @Test func twoWatchingHostsForDifferentSignsDoNotSetEachOtherOff() async throws {
        try pick(.rat)
        let (ratModel, oxModel) = (FailingModel(), FailingModel())
        let spy = FortuneReadingSpy(store: store, sign: .rat, day: clock.today)
        let rat = FortuneTimeline(
            store: store, refresher: FortuneRefresher(store: store, model: ratModel, reloader: spy, now: clock.now),
            now: clock.now)
        let ox = FortuneTimeline(
            store: store, refresher: FortuneRefresher(store: store, model: oxModel, reloader: spy, now: clock.now),
            now: clock.now)
        // Each failure is recorded in the one last-error slot and reloads the other host.
        for _ in 0..<5 {
            _ = try await rat.timeline(for: .init(sign: .rat))
            _ = try await ox.timeline(for: .init(sign: .ox))
        }
        #expect(ratModel.calls.withLock { $0 } == 1)
        #expect(oxModel.calls.withLock { $0 } == 1)
    }
}

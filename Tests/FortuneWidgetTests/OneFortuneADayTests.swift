import Synchronization
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore
import FortuneGeneration
import FortuneWidget
import FortuneRender

/// A fortune belongs to its day: over a simulated week, with a clock the test moves, each sign
/// gets one request a day however often it is refreshed, and midnight starts the next day.
@Suite struct OneFortuneADayTests {
    let scratch = TemporaryDirectory()
    var store: SharedStore { SharedStore(directory: scratch.appending("state")) }

    /// A model that counts its requests and numbers its fortunes.
    final class CountingModel: GenerativeModel {
        let name = "counting"
        let descriptor = ServiceDescriptor.gemini
        let calls = Mutex(0)
        func generate(_ request: GenerationRequest) async throws -> Generation {
            let call = calls.withLock {
                $0 += 1; return $0
            }
            return Generation(
                text: "Fortune number \(call) for \(request.sign.rawValue) on \(request.day).", finishReason: "STOP")
        }
        func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
            AsyncThrowingStream { continuation in
                Task {
                    do {
                        continuation.yield(.finished(try await generate(request)))
                        continuation.finish()
                    }
                }
            }
        }
    }

    final class NoReloads: TimelineReloading {
        func reloadTimelines(ofKind kind: String) {}
        func reloadAllTimelines() {}
    }

    /// Times through a week: for each of seven days, moments from just after midnight to just
    /// before the next, the first at the day's very first second.
    static func week(from start: Int) -> [[Int]] {
        var days: [[Int]] = []
        var midnight = LocalMidnight.next(after: start)
        for _ in 0..<7 {
            let next = LocalMidnight.next(after: midnight)
            days.append([midnight, midnight + 60, midnight + 3_600 * 7, midnight + 3_600 * 13, next - 1])
            midnight = next
        }
        return days
    }

    /// What `fortune refresh` does for a sign: keep today's, else ask.
    private func refresh(_ refresher: FortuneRefresher, sign: Sign) async throws -> StoredFortune {
        if let kept = try FortuneTimeline(store: store, language: refresher.language, now: refresher.now)
            .savedToday(sign: sign)
        {
            return kept
        }
        return try await refresher.refresh(sign: sign)
    }

    @Test func refreshingAllWeekAsksOncePerSignPerDay() async throws {
        try store.update { $0.sign = .rooster }
        let model = CountingModel()
        let clock = Mutex(0)
        let refresher = FortuneRefresher(
            store: store, model: model, reloader: NoReloads(), now: { clock.withLock { $0 } })
        var texts: [CalendarDay: String] = [:]
        for (number, moments) in Self.week(from: WallClock.now()).enumerated() {
            for moment in moments {
                clock.withLock { $0 = moment }
                for sign in [Sign.rooster, .dog] {
                    let fortune = try await refresh(refresher, sign: sign)
                    #expect(fortune.day == CalendarDay(localTime: moment))
                    if sign == .rooster {
                        // The day's first answer is the one every later refresh keeps.
                        #expect(texts[fortune.day, default: fortune.text] == fortune.text)
                        texts[fortune.day] = fortune.text
                    }
                }
            }
            #expect(model.calls.withLock { $0 } == 2 * (number + 1), "day \(number + 1): one request per sign")
        }
        #expect(Set(texts.values).count == 7)
        #expect(Set(texts.keys).count == 7)
    }

    @Test func todaysFortuneInAnotherLanguageIsNotKept() async throws {
        try store.update { $0.sign = .rooster }
        let model = CountingModel()
        let english = FortuneRefresher(store: store, model: model, reloader: NoReloads())
        let korean = FortuneRefresher(store: store, model: model, reloader: NoReloads(), language: .korean)
        let (englishTimeline, koreanTimeline) = (
            FortuneTimeline(store: store), FortuneTimeline(store: store, language: .korean)
        )
        _ = try await refresh(english, sign: .rooster)
        #expect(try englishTimeline.savedToday()?.language == .english)
        #expect(try koreanTimeline.savedToday() == nil)
        _ = try await refresh(korean, sign: .rooster)
        #expect(model.calls.withLock { $0 } == 2)
        #expect(try koreanTimeline.savedToday()?.language == .korean)
        #expect(try englishTimeline.savedToday(signs: Sign.allCases).isEmpty)
    }

    @Test func aWatchingHostFetchesOncePerDayAllWeek() async throws {
        try store.update { $0.sign = .rooster }
        let model = CountingModel()
        let clock = Mutex(0)
        let now: @Sendable () -> Int = { clock.withLock { $0 } }
        let timeline = FortuneTimeline(
            store: store, refresher: FortuneRefresher(store: store, model: model, reloader: NoReloads(), now: now),
            now: now
        )
        for (number, moments) in Self.week(from: WallClock.now()).enumerated() {
            for moment in moments {
                clock.withLock { $0 = moment }
                // A reload, a resize, a toggle: each asks for the timeline again.
                for _ in 0..<3 {
                    let current = try await timeline.timeline(for: .init())
                    #expect(current.entries.first?.state == .fortune)
                    #expect(current.policy == .after(LocalMidnight.next(after: moment)))
                }
            }
            #expect(model.calls.withLock { $0 } == number + 1, "day \(number + 1): one fetch")
        }
    }
}

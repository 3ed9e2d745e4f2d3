import Testing
import FortuneCore
import FortuneWidget

@Suite struct TimelineTests {
    struct Entry: TimelineEntry, Equatable {
        let date: Int
        let label: String
    }

    let timeline = Timeline(entries: [Entry(date: 100, label: "a"), Entry(date: 200, label: "b")], policy: .atEnd)

    @Test func theCurrentEntryIsTheLastOneThatHasStarted() {
        #expect(timeline.entry(at: 150)?.label == "a")
        #expect(timeline.entry(at: 200)?.label == "b")
        #expect(timeline.entry(at: 10_000)?.label == "b")
        #expect(timeline.entry(at: 50)?.label == "a")
    }

    @Test func eachPolicySaysWhenToReload() {
        #expect(timeline.nextReload(after: 150) == 200)
        #expect(Timeline(entries: timeline.entries, policy: .after(86_400)).nextReload(after: 150) == 86_400)
        #expect(Timeline(entries: timeline.entries, policy: .never).nextReload(after: 150) == nil)
    }

    @Test(arguments: [0, 1_700_000_000, 1_711_846_800, 1_729_987_200, 1_798_761_599])
    func theNextMidnightIsLaterAndStartsADay(time: Int) {
        let midnight = LocalMidnight.next(after: time)
        #expect(midnight > time)
        #expect(midnight - time <= 25 * 3600)
        #expect(LocalMidnight.next(after: midnight - 1) == midnight, "it is the first instant of its day")
        #expect(CalendarDay(localTime: midnight) > CalendarDay(localTime: time))
        #expect(CalendarDay(localTime: midnight - 1) == CalendarDay(localTime: time))
    }
}

import Synchronization
#if canImport(Glibc)
import Glibc
#endif
public import FortuneCore

/// A wall clock that stands still until the test moves it, for the code that takes
/// `now: @Sendable () -> Int` (seconds since the epoch): "today" and midnight come from it,
/// never from the moment the test happens to run.
public final class TestClock: Sendable {
    private let seconds: Mutex<Int>

    /// A clock standing at `seconds` since the epoch.
    public init(_ seconds: Int) {
        self.seconds = Mutex(seconds)
    }

    /// A clock standing at local noon of `day`: hours from either midnight whatever the time
    /// zone, so a test that moves it by less than that stays in the day.
    public static func noon(of day: CalendarDay = CalendarDay(year: 2026, month: 2, day: 17)!) -> TestClock {
        var fields = tm()
        fields.tm_year = Int32(day.year - 1900)
        fields.tm_mon = Int32(day.month - 1)
        fields.tm_mday = Int32(day.day)
        fields.tm_hour = 12
        fields.tm_isdst = -1
        return TestClock(Int(mktime(&fields)))
    }

    /// The time it stands at, in seconds since the epoch.
    public var time: Int { seconds.withLock { $0 } }

    /// The function to hand to the code under test.
    public var now: @Sendable () -> Int { { [self] in time } }

    /// The local day it stands in.
    public var today: CalendarDay { CalendarDay(localTime: time) }

    /// Moves the clock to `seconds` since the epoch.
    public func set(_ seconds: Int) {
        self.seconds.withLock { $0 = seconds }
    }

    /// Moves the clock on by `seconds`.
    public func advance(by seconds: Int) {
        self.seconds.withLock { $0 += seconds }
    }
}

#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

extension WallClock {
    /// The environment variable that sets the program's clock: a local time,
    /// `2027-02-06T09:30` (seconds optional) or a day alone, `2027-02-06` (its midnight), or
    /// seconds since the epoch, `@1801234567`. The clock starts there and runs on at the pace
    /// of real time, so a widget that keeps watching still sees its midnight come.
    public static let variable = "FORTUNE_NOW"

    /// A `FORTUNE_NOW` value that names no time.
    public struct InvalidTime: Error, Sendable, Equatable {
        /// The value as given.
        public let value: String

        public init(value: String) {
            self.value = value
        }
    }

    /// The clock `environment` sets: the wall clock, or one started at `FORTUNE_NOW`.
    /// - Throws: `InvalidTime` for a value that names no time between the years 1 and 9999.
    public static func clock(in environment: [String: String]) throws(InvalidTime) -> @Sendable () -> Int {
        guard let value = environment[variable] else { return now }
        guard let start = seconds(of: value) else { throw InvalidTime(value: value) }
        let offset = start - now()
        return { now() + offset }
    }

    /// The seconds since the epoch that `value` names, in local time; nil when it names none.
    static func seconds(of value: String) -> Int? {
        // 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z: every day a calendar day can hold.
        let range = -62_135_596_800...253_402_300_799
        if value.first == "@" {
            guard let seconds = Int(value.dropFirst()), range.contains(seconds) else { return nil }
            return seconds
        }
        let parts = value.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let time = parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false) : []
        guard let date = CalendarDay(parts[0]), parts.count == 1 || (2...3).contains(time.count) else { return nil }
        // Hour, minute and second, each of two digits; those not given are 0.
        let clock = time.compactMap { $0.count == 2 ? Int($0) : nil } + [0, 0, 0]
        guard clock.count == time.count + 3, clock[0] < 24, clock[1] < 60, clock[2] < 60 else { return nil }
        var fields = tm()
        fields.tm_year = Int32(date.year - 1900)
        fields.tm_mon = Int32(date.month - 1)
        fields.tm_mday = Int32(date.day)
        fields.tm_hour = Int32(clock[0])
        fields.tm_min = Int32(clock[1])
        fields.tm_sec = Int32(clock[2])
        fields.tm_isdst = -1
        let seconds = Int(mktime(&fields))
        guard range.contains(seconds) else { return nil }
        return seconds
    }
}

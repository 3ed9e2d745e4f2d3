import FoundationEssentials
import FortuneCore

/// When Gemini's per-day quotas reset: at midnight Pacific time, which is UTC−8 (PST) or, from
/// the second Sunday of March to the first Sunday of November at 2:00, UTC−7 (PDT).
///
/// A per-day 429's `retryDelay` is sometimes the real time to the reset ("73036s") and sometimes
/// a few seconds, so a delay shorter than an hour is not trusted and the reset is worked out.
enum QuotaReset {
    /// How long until the quota resets, from `now`: `retryDelay` when it is an hour or more,
    /// else the time to the next midnight Pacific.
    static func wait(retryDelay: Duration?, now: Date = Date()) -> Duration {
        if let retryDelay, retryDelay >= .seconds(3600) { return retryDelay }
        let seconds = Int(now.timeIntervalSince1970.rounded(.down))
        let offset = isDaylightTime(seconds) ? -7 * 3600 : -8 * 3600
        let local = seconds + offset
        let nextMidnight = (local / 86_400 + 1) * 86_400
        return .seconds(nextMidnight - local)
    }

    /// "in 7h12m (at midnight Pacific time)", for a message.
    static func described(retryDelay: Duration?, now: Date = Date()) -> Message {
        let minutes = Int(wait(retryDelay: retryDelay, now: now).components.seconds) / 60
        let rest = minutes % 60
        let span =
            minutes >= 60
            ? Message("error.quota.hours", ["hours": "\(minutes / 60)", "minutes": "\(rest < 10 ? "0" : "")\(rest)"])
            : Message("error.quota.minutes", ["minutes": "\(minutes)"])
        return Message("error.quota.at", parts: ["span": span])
    }

    /// Whether US daylight time is in force at `seconds` since 1970 (UTC).
    static func isDaylightTime(_ seconds: Int) -> Bool {
        let year = civil(days: seconds / 86_400).year
        // 2:00 PST is 10:00 UTC; 2:00 PDT is 9:00 UTC.
        let start = nthSunday(2, month: 3, year: year) * 86_400 + 10 * 3600
        let end = nthSunday(1, month: 11, year: year) * 86_400 + 9 * 3600
        return seconds >= start && seconds < end
    }

    /// The day (since 1970) of the `n`th Sunday of `month` in `year`.
    private static func nthSunday(_ n: Int, month: Int, year: Int) -> Int {
        let first = days(year: year, month: month, day: 1)
        // 1970-01-01 was a Thursday: weekday 0 is Sunday.
        let weekday = ((first + 4) % 7 + 7) % 7
        return first + (7 - weekday) % 7 + 7 * (n - 1)
    }

    /// Days since 1970-01-01 of a civil date (proleptic Gregorian).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day since 1970-01-01.
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

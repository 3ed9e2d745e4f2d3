public import FortuneCore

/// A lunisolar calendar whose year starts at Lunar New Year and gives the zodiac sign.
///
/// The Chinese and Korean (dangi) calendars follow the same rules but reckon the new moon at
/// different meridians, so in a few years (1997, 2027, 2028 among them) Seollal comes a day
/// after the Chinese new year, and someone born on the day between has a different sign.
public enum LunarCalendar: String, Sendable, Hashable, CaseIterable, Codable {
    case chinese
    case korean

    /// The Gregorian years whose Lunar New Year is known.
    public static let supportedYears: ClosedRange<Int> =
        LunarNewYearTable.firstYear...(LunarNewYearTable.firstYear + LunarNewYearTable.chinese.count - 1)

    /// The Gregorian day on which lunar year `year` begins, or nil outside `supportedYears`.
    public func newYear(of year: Int) -> CalendarDay? {
        guard Self.supportedYears.contains(year) else { return nil }
        var monthDay = LunarNewYearTable.chinese[year - LunarNewYearTable.firstYear]
        if self == .korean, let korean = LunarNewYearTable.koreanDifferences[year] {
            monthDay = korean
        }
        return CalendarDay(year: year, month: Int(monthDay / 100), day: Int(monthDay % 100))
    }

    /// The days whose lunar year is known: from 1 January of the first year in the tables, whose
    /// days before its new year end the lunar year before, to the last day before the new year
    /// after the tables can have come.
    public static let supportedDays: ClosedRange<CalendarDay> =
        CalendarDay(year: supportedYears.lowerBound, month: 1, day: 1)!...CalendarDay(
            year: supportedYears.upperBound + 1, month: 1, day: earliestNewYearDay - 1)!

    /// Lunar New Year falls between 21 January and 20 February: the second new moon after the
    /// winter solstice is never earlier.
    private static let earliestNewYearDay = 21

    /// The lunar year that `day` falls in, named by the Gregorian year in which it began; nil
    /// outside `supportedDays`.
    ///
    /// Days of January and February before the new year belong to the previous lunar year, so
    /// 1900-01-01 falls in lunar year 1899, a pig year, as `newYear(of: 1900)` implies; and the
    /// first days of the year after the tables still fall in their last lunar year.
    public func lunarYear(of day: CalendarDay) -> Int? {
        guard Self.supportedDays.contains(day) else { return nil }
        guard let newYear = newYear(of: day.year) else { return day.year - 1 }
        return day < newYear ? day.year - 1 : day.year
    }
}

extension Sign {
    /// The sign of lunar year `year`, named by the Gregorian year in which it began.
    ///
    /// The cycle is anchored at 1900 (and 2020), years of the rat; it runs both ways.
    public init(lunarYear year: Int) {
        let index = ((year - 1900) % 12 + 12) % 12
        self = Sign.allCases[index]
    }

    /// The sign of someone born on `day`, or nil outside `LunarCalendar.supportedDays`.
    /// - Parameters:
    ///   - calendar: whose Lunar New Year starts the year; the Chinese by default.
    public init?(bornOn day: CalendarDay, calendar: LunarCalendar = .chinese) {
        guard let year = calendar.lunarYear(of: day) else { return nil }
        self.init(lunarYear: year)
    }

    /// Lunar years of this sign around `year`: the `past` latest up to and including `year`,
    /// then the `future` next ones, oldest first.
    public func lunarYears(near year: Int, past: Int = 3, future: Int = 1) -> [Int] {
        let position = Sign.allCases.firstIndex(of: self)!
        let offset = ((year - 1900 - position) % 12 + 12) % 12
        let latest = year - offset
        let before = (0..<max(0, past)).map { latest - 12 * (past - 1 - $0) }
        let after = (0..<max(0, future)).map { latest + 12 * ($0 + 1) }
        return before + after
    }
}

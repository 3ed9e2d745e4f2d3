public import FortuneCore

extension YearBoundary {
    /// The day the zodiac year `year` starts under this custom, nil where it is not known
    /// (Lunar New Year outside `LunarCalendar.supportedYears`).
    /// - Parameter calendar: whose Lunar New Year, under `lunarNewYear`.
    public func start(of year: Int, calendar: LunarCalendar = .chinese) -> CalendarDay? {
        switch self {
        case .lunarNewYear: calendar.newYear(of: year)
        case .januaryFirst: CalendarDay(year: year, month: 1, day: 1)
        case .risshun: Self.risshun(in: year)
        }
    }

    /// The zodiac year, named by the Gregorian year in which it began, that `day` falls in;
    /// nil where the start of its year is not known.
    public func zodiacYear(of day: CalendarDay, calendar: LunarCalendar = .chinese) -> Int? {
        switch self {
        case .lunarNewYear: calendar.lunarYear(of: day)
        case .januaryFirst: day.year
        case .risshun: Self.risshun(in: day.year).map { day < $0 ? day.year - 1 : day.year }
        }
    }

    /// The day of 立春 (the sun at 315° of longitude) in `year`, in Japan's time zone: 3, 4 or
    /// 5 February. The usual almanac formula, exact for 1901 to 2100; nil outside those years.
    static func risshun(in year: Int) -> CalendarDay? {
        guard (1901...2100).contains(year) else { return nil }
        let (y, c) = year <= 2000 ? (year - 1900, 4.6295) : (year - 2000, 3.87)
        let day = Int((Double(y) * 0.2422 + c).rounded(.down)) - (y - 1) / 4
        return CalendarDay(year: year, month: 2, day: day)
    }
}

import Foundation
import Testing
import FortuneCore
import FortuneZodiac

@Suite struct LunarCalendarTests {
    /// The day of lunar month 1, day 1 in `year`, found by walking Gregorian days at noon in
    /// the calendar's own time zone, as ICU reckons it.
    private static func icuNewYear(of year: Int, _ identifier: Calendar.Identifier, hoursFromUTC: Int) -> CalendarDay? {
        let zone = TimeZone(secondsFromGMT: hoursFromUTC * 3600)!
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = zone
        var lunar = Calendar(identifier: identifier)
        lunar.timeZone = zone
        let found = (20...52).compactMap { dayOfYear -> CalendarDay? in
            let month = dayOfYear <= 31 ? 1 : 2
            let day = month == 1 ? dayOfYear : dayOfYear - 31
            guard let gregorianDay = CalendarDay(year: year, month: month, day: day),
                let date = gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
            else { return nil }
            let fields = lunar.dateComponents([.month, .day], from: date)
            return fields.month == 1 && fields.day == 1 && fields.isLeapMonth != true ? gregorianDay : nil
        }
        return found.count == 1 ? found[0] : nil
    }

    @Test func theChineseTableMatchesICUForEveryYear() throws {
        for year in 1900...2100 {
            let expected = try #require(Self.icuNewYear(of: year, .chinese, hoursFromUTC: 8))
            #expect(LunarCalendar.chinese.newYear(of: year) == expected, "year \(year)")
        }
    }

    @Test func theKoreanTableMatchesICUForEveryYear() throws {
        for year in 1900...2100 {
            let expected = try #require(Self.icuNewYear(of: year, .dangi, hoursFromUTC: 9))
            #expect(LunarCalendar.korean.newYear(of: year) == expected, "year \(year)")
        }
    }

    @Test func theTablesCoverExactly1900Through2100() {
        #expect(LunarCalendar.supportedYears == 1900...2100)
        #expect(LunarCalendar.chinese.newYear(of: 1899) == nil)
        #expect(LunarCalendar.korean.newYear(of: 2101) == nil)
        #expect(LunarCalendar.chinese.newYear(of: 1900) == CalendarDay("1900-01-31"))
    }

    @Test(arguments: [
        (1997, "1997-02-07", "1997-02-08"), (2027, "2027-02-06", "2027-02-07"), (2028, "2028-01-26", "2028-01-27"),
        (2025, "2025-01-29", "2025-01-29"),
    ])
    func theKoreanNewYearDiffersInSomeYears(year: Int, chinese: String, korean: String) {
        #expect(LunarCalendar.chinese.newYear(of: year) == CalendarDay(chinese))
        #expect(LunarCalendar.korean.newYear(of: year) == CalendarDay(korean))
    }

    @Test(arguments: [
        (1900, Sign.rat), (1911, .pig), (1912, .rat), (1993, .rooster), (2020, .rat), (2026, .horse), (1899, .pig),
        (1000, .rat), (1001, .ox),
    ])
    func theCycleOfLunarYearsStartsWithTheRatIn1900(year: Int, sign: Sign) {
        #expect(Sign(lunarYear: year) == sign)
    }

    @Test func aBirthDateBeforeNewYearBelongsToThePreviousLunarYear() {
        let day = CalendarDay("1993-01-15")!
        #expect(LunarCalendar.chinese.lunarYear(of: day) == 1992)
        #expect(Sign(bornOn: day) == .monkey)
        #expect(Sign(bornOn: CalendarDay("1993-01-23")!) == .rooster)
        #expect(Sign(bornOn: CalendarDay("2027-02-06")!, calendar: .korean) == .horse)
        #expect(Sign(bornOn: CalendarDay("2027-02-06")!, calendar: .chinese) == .goat)
        #expect(Sign(bornOn: CalendarDay("2101-06-01")!) == nil)
    }

    @Test func recentYearsEndWithTheNextYearOfTheSign() {
        #expect(Sign.rooster.lunarYears(near: 2026) == [1993, 2005, 2017, 2029])
        #expect(Sign.horse.lunarYears(near: 2026) == [2002, 2014, 2026, 2038])
        #expect(Sign.goat.lunarYears(near: 2026, past: 1, future: 0) == [2015])
        #expect(Sign.rat.lunarYears(near: 2026, past: 0, future: 2) == [2032, 2044])
    }
}

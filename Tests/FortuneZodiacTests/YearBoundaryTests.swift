import Foundation
import Testing
import FortuneCore
import FortuneZodiac

/// Where the zodiac year starts: Lunar New Year in Chinese and Korean, 1 January in Japanese
/// everyday use, 立春 in Japanese fortune-telling.
@Suite struct YearBoundaryTests {
    @Test(arguments: [
        (Language.english, YearBoundary.lunarNewYear), (.korean, .lunarNewYear), (.japanese, .januaryFirst),
        (.simplifiedChinese, .lunarNewYear), (.traditionalChinese, .lunarNewYear),
    ])
    func eachLanguageHasItsCulturesBoundary(language: Language, boundary: YearBoundary) {
        #expect(YearBoundary.standard(for: language) == boundary)
    }

    @Test(arguments: [
        (YearBoundary.lunarNewYear, Sign.monkey), (.januaryFirst, .rooster), (.risshun, .monkey),
    ])
    func aBirthDateInJanuaryFollowsTheCustom(boundary: YearBoundary, sign: Sign) throws {
        #expect(try Sign.parse("1993-01-15", boundary: boundary).sign == sign)
    }

    @Test(arguments: [
        ("1993-02-03", YearBoundary.risshun, Sign.monkey), ("1993-02-04", .risshun, .rooster),
        ("1993-02-03", .lunarNewYear, .rooster), ("1993-02-03", .januaryFirst, .rooster),
        ("2025-01-28", .lunarNewYear, .dragon), ("2025-01-28", .januaryFirst, .snake),
        ("2025-02-02", .risshun, .dragon), ("2025-02-03", .risshun, .snake),
    ])
    func risshunFallsOnTheThirdToTheFifthOfFebruary(text: String, boundary: YearBoundary, sign: Sign) throws {
        #expect(try Sign.parse(text, boundary: boundary).sign == sign)
    }

    /// 立春 as the almanacs give it (in Japan's time zone).
    @Test(arguments: [(1985, 4), (1993, 4), (2000, 4), (2021, 3), (2024, 4), (2025, 3), (2026, 4), (2029, 3)])
    func risshunIsTheAlmanacsDay(year: Int, day: Int) {
        #expect(YearBoundary.risshun.start(of: year) == CalendarDay(year: year, month: 2, day: day))
    }

    @Test func aJapaneseDateInJanuaryNamesTheLunarSignBesideIt() throws {
        let choice = try Sign.parse("1993-01-15", boundary: .januaryFirst)
        #expect(choice.sign == .rooster)
        #expect(choice.otherCustom?.boundary == .lunarNewYear)
        #expect(choice.otherCustom?.sign == .monkey)
        #expect(try #require(choice.note).contains("monkey"))
        #expect(try Sign.parse("1993-06-15", boundary: .januaryFirst).otherCustom == nil)
    }

    @Test func aBirthYearIsUnambiguousFromTheFirstOfJanuary() throws {
        let choice = try Sign.parse("1993", boundary: .januaryFirst)
        #expect(choice.sign == .rooster)
        #expect(choice.note == nil)
        #expect(try Sign.parse("1993", boundary: .risshun).note?.contains("1993-02-04") == true)
    }

    @Test func aJapaneseNameIsTheSignWhateverTheBoundary() throws {
        for boundary in YearBoundary.allCases {
            #expect(try Sign.parse("とり年", boundary: boundary).sign == .rooster)
        }
    }

    @Test func japanShowsTheBoarAndTheSheep() {
        #expect(Sign.pig.emoji(in: .japanese) == "🐗")
        #expect(Sign.goat.emoji(in: .japanese) == "🐑")
        #expect(Sign.pig.emoji(in: .korean) == "🐖")
        #expect(Sign.rooster.label(in: .japanese) == "🐓 とり年")
        #expect(Sign.rooster.label(in: .english) == "🐓 Rooster (닭띠)")
    }
}

import Foundation
import Testing
import FortuneCore
import FortuneStore
import FortuneTestSupport
import FortuneCommands

/// `fortune pick` says what it saved, and how a birth year or date gave the sign, in the
/// widget's language.
@Suite struct PickLanguageTests {
    let test = TestContext()

    /// Writes the language to the configuration; Japanese counts the year from Lunar New Year
    /// here, as the other languages do, unless `yearStarts` says otherwise.
    func configure(language: String, yearStarts: String? = nil) throws {
        let folder = test.home.appending("config/fortune")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let boundary = yearStarts ?? (language == "ja" ? "lunar-new-year" : nil)
        let setting = boundary.map { #", "yearStarts": "\#($0)""# } ?? ""
        try Data(#"{"language": "\#(language)"\#(setting)}"#.utf8).write(
            to: URL(fileURLWithPath: folder + "/config.json"))
    }

    @Test(arguments: [
        ("en", "🐓 Rooster (닭띠) is your sign"),
        ("ko", "띠를 🐓 닭띠로 설정했습니다."),
        ("ja", "干支を 🐓 とり年に設定しました。"),
        ("zh-Hans", "已选择生肖：🐓 属鸡"),
        ("zh-Hant", "已選擇生肖：🐓 屬雞"),
    ])
    func theConfirmationIsInTheConfiguredLanguage(language: String, saved: String) async throws {
        try configure(language: language)
        let run = await test.run("pick", "rooster")
        #expect(run.status == .ok)
        #expect(run.out == saved + "\n")
        #expect(run.err.isEmpty)
    }

    @Test(arguments: [
        (
            "en", "1993 is a rooster year from Lunar New Year on 1993-01-23; born before that, the sign is monkey"
        ),
        ("ko", "1993년생: 설날(1993-01-23) 이후에 태어났다면 닭띠, 그 전이라면 원숭이띠입니다."),
        ("ja", "1993年生まれ：旧正月（1993-01-23）以降ならとり年、それより前ならさる年です。"),
        ("zh-Hans", "1993年出生：农历新年（1993-01-23）及以后出生属鸡，之前出生属猴。"),
        ("zh-Hant", "1993年出生：農曆新年（1993-01-23）及以後出生屬雞，之前出生屬猴。"),
    ])
    func aBirthYearsNoteIsInTheConfiguredLanguage(language: String, note: String) async throws {
        try configure(language: language)
        let run = await test.run("pick", "1993")
        #expect(run.status == .ok)
        #expect(run.err == note + "\n")
    }

    /// A birth date's note, in the configured language, and the sign it gives where the test
    /// names one: before Lunar New Year, after the Spring Festival (which Chinese says has
    /// passed), and before the tables begin.
    @Test(
        arguments: [
            (
                "en", "1993-01-15", "1993-01-15 falls in lunar year 1992, which began 1992-02-04: a monkey year",
                Sign.monkey
            ),
            ("ko", "1993-01-15", "1993-01-15 출생: 1992-02-04에 시작된 음력 1992년에 속하므로 원숭이띠입니다.", .monkey),
            ("ja", "1993-01-15", "1993-01-15生まれ：1992-02-04に始まる旧暦1992年に当たるため、さる年です。", .monkey),
            ("zh-Hans", "1993-01-15", "1993-01-15出生：还没过1993年春节（1993-01-23），属农历1992年，生肖属猴。", .monkey),
            ("zh-Hant", "1993-01-15", "1993-01-15出生：還沒過1993年春節（1993-01-23），屬農曆1992年，生肖屬猴。", .monkey),
            ("zh-Hans", "1993-03-01", "1993-03-01出生：已过1993年春节（1993-01-23），属农历1993年，生肖属鸡。", .rooster),
            ("zh-Hant", "1993-03-01", "1993-03-01出生：已過1993年春節（1993-01-23），屬農曆1993年，生肖屬雞。", .rooster),
            ("ko", "1900-01-15", "1900-01-15 출생: 설날(1900-01-31) 전이라 음력 1899년에 속하므로 돼지띠입니다.", nil),
            ("ja", "1900-01-15", "1900-01-15生まれ：旧正月（1900-01-31）より前で旧暦1899年に当たるため、いのしし年です。", nil),
            ("zh-Hans", "1900-01-15", "1900-01-15出生：在农历新年（1900-01-31）之前，仍是农历1899年，属猪。", nil),
            ("zh-Hant", "1900-01-15", "1900-01-15出生：在農曆新年（1900-01-31）之前，仍是農曆1899年，屬豬。", nil),
        ] as [(String, String, String, Sign?)])
    func aBirthDatesNoteIsInTheConfiguredLanguage(language: String, date: String, note: String, sign: Sign?)
        async throws
    {
        try configure(language: language)
        let run = await test.run("pick", date)
        #expect(run.status == .ok)
        #expect(run.err == note + "\n")
        if let sign {
            #expect(try test.context.store.read().sign == sign)
        }
    }

    /// In Japan the year's animal changes on 1 January: a Japanese reader born on 1993-01-15
    /// is a rooster, and `pick` names the sign 立春 and Lunar New Year both give beside it.
    @Test func aJapaneseReaderCountsTheYearFromTheFirstOfJanuary() async throws {
        try configure(language: "ja", yearStarts: "january-1")
        let date = await test.run("pick", "1993-01-15")
        #expect(date.status == .ok)
        #expect(date.out == "干支を 🐓 とり年に設定しました。\n")
        #expect(date.err == "1993-01-15生まれ：元日で年が替わるためとり年です（立春や旧正月で数えるとさる年）。\n")
        #expect(try test.context.store.read().sign == .rooster)
        let year = await test.run("pick", "1993")
        #expect(year.err.isEmpty, "a year alone is no question from 1 January")
        let name = await test.run("pick", "とり年")
        #expect(name.out == "干支を 🐓 とり年に設定しました。\n")
    }

    /// 立春 1993 fell on 4 February: the day before it is still the monkey's year there, while
    /// 1 January and Lunar New Year (23 January) agree on the rooster; each note names the
    /// customs that count otherwise.
    @Test(arguments: [
        ("risshun", "1993-02-03生まれ：立春で年が替わるためさる年です（元日や旧正月で数えるととり年）。\n", "monkey"),
        ("january-1", "1993-02-03生まれ：元日で年が替わるためとり年です（立春で数えるとさる年）。\n", "rooster"),
    ])
    func theYearStartsSettingOverridesTheLanguagesCustom(setting: String, note: String, sign: String) async throws {
        try configure(language: "ja", yearStarts: setting)
        let run = await test.run("pick", "1993-02-03")
        #expect(run.status == .ok)
        #expect(try test.context.store.read().sign?.rawValue == sign)
        #expect(run.err == note)
    }

    /// Counting from 立春, a January date belongs to the year before; the note names 元日's sign,
    /// and not Lunar New Year's, which agrees.
    @Test func aJanuaryDateCountedFromRisshunNamesTheFirstOfJanuarysSign() async throws {
        try configure(language: "ja", yearStarts: "risshun")
        let run = await test.run("pick", "1993-01-15")
        #expect(try test.context.store.read().sign == .monkey)
        #expect(run.err == "1993-01-15生まれ：立春で年が替わるためさる年です（元日で数えるととり年）。\n")
    }

    @Test func theJSONAnswerStaysTheSameInEveryLanguage() async throws {
        try configure(language: "ja")
        let run = await test.run("pick", "1993", "--json")
        #expect(run.out.contains("\"note\":\"1993 is a rooster year"))
    }

    @Test(arguments: [
        ("ko_KR.UTF-8", "띠를 🐓 닭띠로 설정했습니다.\n"),
        ("ja_JP.UTF-8", "干支を 🐓 とり年に設定しました。\n"),
        ("zh_CN.UTF-8", "已选择生肖：🐓 属鸡\n"),
        ("zh_TW.UTF-8", "已選擇生肖：🐓 屬雞\n"),
        ("C.UTF-8", "🐓 Rooster (닭띠) is your sign\n"),
    ])
    func withoutALanguageSettingPickAnswersInTheLocalesLanguage(locale: String, saved: String) async throws {
        let run = await test.run("pick", "🐓", environment: ["LANG": locale])
        #expect(run.status == .ok)
        #expect(run.out == saved)
    }

    @Test func theLanguageSettingWinsOverTheLocale() async throws {
        try test.writeConfig(#"{"language": "ko"}"#)
        let run = await test.run("pick", "rooster", environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.out == "띠를 🐓 닭띠로 설정했습니다.\n")
    }
}

import Testing
import FortuneCore

/// Which language the locale variables choose.
@Suite struct LocaleLanguageTests {
    @Test(arguments: [
        ("ja_JP.UTF-8", Language.japanese),
        ("ja", .japanese),
        ("ko_KR.UTF-8", .korean),
        ("ko_KR", .korean),
        ("zh_CN.UTF-8", .simplifiedChinese),
        ("zh_SG.GB2312", .simplifiedChinese),
        ("zh", .simplifiedChinese),
        ("zh-Hans", .simplifiedChinese),
        ("zh_TW.UTF-8", .traditionalChinese),
        ("zh_HK.Big5-HKSCS", .traditionalChinese),
        ("zh_MO", .traditionalChinese),
        ("zh-Hant", .traditionalChinese),
        ("zh_CN.UTF-8@Hant", .traditionalChinese),
        ("en_US.UTF-8", .english),
        ("de_DE.UTF-8", .english),
        ("C", .english),
        ("C.UTF-8", .english),
        ("POSIX", .english),
    ])
    func aLocaleNameGivesItsLanguage(locale: String, language: Language) {
        #expect(Language.fromLocale(["LANG": locale]) == language)
    }

    @Test func lcAllWinsOverLcMessagesWhichWinsOverLang() {
        let all = ["LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8", "LANG": "zh_TW.UTF-8"]
        #expect(Language.fromLocale(all) == .japanese)
        #expect(Language.fromLocale(all.filter { $0.key != "LC_ALL" }) == .korean)
        #expect(Language.fromLocale(["LANG": "zh_TW.UTF-8"]) == .traditionalChinese)
    }

    @Test func anEmptyVariableIsSkippedAsIfUnset() {
        #expect(Language.fromLocale(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.fromLocale(["LC_ALL": ""]) == .english)
        #expect(Language.fromLocale([:]) == .english)
    }

    @Test func aSetButUnknownLocaleIsEnglishEvenWhenALaterVariableNamesAnother() {
        // POSIX order: the first non-empty variable decides, whatever it names.
        #expect(Language.fromLocale(["LC_ALL": "C", "LANG": "ja_JP.UTF-8"]) == .english)
    }
}

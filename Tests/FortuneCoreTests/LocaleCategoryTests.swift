import Testing

@testable import FortuneCore

/// Which locale variable decides a category.
@Suite struct LocaleCategoryTests {
    @Test(arguments: LocaleCategory.allCases)
    func lcAllWinsOverTheCategoryAndLang(category: LocaleCategory) {
        let environment = ["LC_ALL": "ja_JP.UTF-8", category.rawValue: "ko_KR.UTF-8", "LANG": "zh_TW.UTF-8"]
        #expect(category.localeName(in: environment) == "ja_JP.UTF-8")
    }

    @Test(arguments: LocaleCategory.allCases)
    func theCategoryWinsOverLang(category: LocaleCategory) {
        #expect(category.localeName(in: [category.rawValue: "ko_KR.UTF-8", "LANG": "zh_TW.UTF-8"]) == "ko_KR.UTF-8")
    }

    @Test func anotherCategorysVariableIsIgnored() {
        let environment = ["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "C"]
        #expect(LocaleCategory.characterType.localeName(in: environment) == "C")
        #expect(LocaleCategory.messages.localeName(in: environment) == "ko_KR.UTF-8")
    }

    @Test func emptyVariablesAreSkippedAndNoneSetIsNil() {
        #expect(LocaleCategory.messages.localeName(in: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "C"]) == "C")
        #expect(LocaleCategory.messages.localeName(in: ["LC_ALL": "", "LANG": ""]) == nil)
        #expect(LocaleCategory.characterType.localeName(in: [:]) == nil)
    }
}

import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneConfig
import FortuneCore

/// That `language` in the file wins over the locale, and the locale chooses without it.
@Suite struct ConfigurationLanguageTests {
    let scratch = TemporaryDirectory()

    @Test func withoutLanguageInTheFileTheLocaleChooses() throws {
        let path = scratch.appending("config.json")
        try Data(#"{"retryAttempts": 2}"#.utf8).write(to: URL(fileURLWithPath: path))
        let loaded = try ConfigurationLoader(environment: ["LANG": "zh_HK.UTF-8"], filePath: path).load()
        #expect(loaded.configuration.language == .traditionalChinese)
        let missing = try ConfigurationLoader(
            environment: ["LC_MESSAGES": "ja_JP.UTF-8"], filePath: scratch.appending("none.json")
        ).load()
        #expect(missing.configuration.language == .japanese)
    }

    @Test(arguments: [
        (#"{"language": null}"#, Language.korean), (#"{"language": "zh-Hans"}"#, .simplifiedChinese),
        (#"{"language": "en"}"#, .english),
    ])
    func theFileWinsOverTheLocaleAndNullLeavesItToTheLocale(file: String, expected: Language) throws {
        let path = scratch.appending("config.json")
        try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        let loaded = try ConfigurationLoader(environment: ["LANG": "ko_KR.UTF-8"], filePath: path).load()
        #expect(loaded.configuration.language == expected)
    }

    @Test(arguments: Language.allCases)
    func everyCodeIsAcceptedInTheFile(language: Language) throws {
        let path = scratch.appending("config.json")
        try Data(#"{"language": "\#(language.rawValue)"}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try ConfigurationLoader(environment: [:], filePath: path).load().configuration.language == language)
    }
}

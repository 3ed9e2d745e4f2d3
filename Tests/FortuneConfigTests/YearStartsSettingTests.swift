import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneConfig
import FortuneCore

/// `yearStarts`: the language's custom by default, another when the file says so.
@Suite struct YearStartsSettingTests {
    let scratch = TemporaryDirectory()

    private func load(_ file: String, locale: String) throws -> Configuration {
        let path = scratch.appending("config.json")
        try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        return try ConfigurationLoader(environment: ["LANG": locale], filePath: path).load().configuration
    }

    @Test func withoutTheSettingTheLanguageChoosesTheBoundary() throws {
        #expect(try load("{}", locale: "ja_JP.UTF-8").yearBoundary == .januaryFirst)
        #expect(try load("{}", locale: "ko_KR.UTF-8").yearBoundary == .lunarNewYear)
        #expect(try load(#"{"yearStarts": null}"#, locale: "zh_TW.UTF-8").yearBoundary == .lunarNewYear)
    }

    @Test(arguments: [
        ("lunar-new-year", YearBoundary.lunarNewYear), ("january-1", .januaryFirst), ("risshun", .risshun),
    ])
    func theFileOverridesTheLanguagesBoundary(value: String, boundary: YearBoundary) throws {
        let configuration = try load(#"{"yearStarts": "\#(value)"}"#, locale: "ja_JP.UTF-8")
        #expect(configuration.yearStarts == boundary)
        #expect(configuration.yearBoundary == boundary)
    }

    @Test func anUnknownBoundaryIsAnErrorThatListsTheChoices() throws {
        #expect {
            try load(#"{"yearStarts": "spring"}"#, locale: "C")
        } throws: { error in
            "\(error)".contains("yearStarts") && "\(error)".contains("\"january-1\"")
        }
    }
}

import Foundation
import Testing
import FortuneCore
import FortuneTestSupport
import FortuneCommands

/// What a command names in its own words, the offline model and the values an option takes,
/// is said as the reader's language says it.
@Suite struct ReaderLanguageNamesTests {
    let test = TestContext()

    func configure(_ language: Language) throws {
        let folder = test.home.appending("config/fortune")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"language": "\#(language.rawValue)"}"#.utf8).write(
            to: URL(fileURLWithPath: folder + "/config.json"))
    }

    /// In the table; `--json` keeps the English name, as every JSON field does.
    @Test(arguments: [
        (Language.english, "the built-in offline model"), (.korean, "내장 오프라인 모델"), (.japanese, "内蔵のオフラインモデル"),
        (.simplifiedChinese, "内置离线模型"), (.traditionalChinese, "內建離線模型"),
    ])
    func theOfflineModelIsNamedInTheReadersLanguage(language: Language, name: String) async throws {
        try configure(language)
        let run = await test.run("models", "--provider", "offline")
        #expect(run.status == .ok, "\(run.err)")
        let row = try #require(run.out.split(separator: "\n").first)
        #expect(row.contains("  \(name)  "), "\(run.out)")
        let json = await test.run("models", "--provider", "offline", "--json")
        #expect(json.out.contains(#""displayName":"the built-in offline model""#), "\(json.out)")
        if language != .english {
            #expect(NoEnglishCheck.leftovers(in: run.out, allowing: ["offline"]) == [], "\(run.out)")
        }
    }

    @Test(arguments: [
        (Language.english, "fortune: the built-in offline model takes no API key"),
        (.japanese, "fortune: 内蔵のオフラインモデルは API キーを使いません。"),
        (.simplifiedChinese, "fortune: 内置离线模型 不需要 API 密钥"),
    ])
    func keyNamesTheOfflineModelThatTakesNoKeyInTheReadersLanguage(language: Language, said: String) async throws {
        try configure(language)
        let run = await test.run("key", "path", "--provider", "offline")
        #expect(run.status == .usage)
        #expect(run.err.hasPrefix(said), "\(run.err)")
    }

    @Test(arguments: [
        (Language.english, "auto, gemini, openai, ollama, offline"), (.korean, "auto, gemini, openai, ollama, offline"),
        (.japanese, "auto、gemini、openai、ollama、offline"), (.simplifiedChinese, "auto、gemini、openai、ollama、offline"),
        (.traditionalChinese, "auto、gemini、openai、ollama、offline"),
    ])
    func anInvalidChoiceListsTheValuesAsTheLanguageListsThings(language: Language, choices: String) async throws {
        try configure(language)
        let run = await test.run("refresh", "--provider", "nowhere")
        #expect(run.status == .usage)
        let first = try #require(run.err.split(separator: "\n").first)
        #expect(first.contains(choices), "\(run.err)")
    }
}

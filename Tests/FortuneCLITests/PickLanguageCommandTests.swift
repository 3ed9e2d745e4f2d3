import Testing
import FortuneTestSupport

/// Without a `language` setting, `fortune pick` speaks the locale's language, as the widget does.
@Suite(.fewAtOnce) struct PickLanguageCommandTests {
    let home = FakeHome()

    @Test(arguments: [
        ("ko_KR.UTF-8", "띠를 🐓 닭띠로 설정했습니다.\n"),
        ("ja_JP.UTF-8", "干支を 🐓 とり年に設定しました。\n"),
        ("zh_CN.UTF-8", "已选择生肖：🐓 属鸡\n"),
        ("zh_TW.UTF-8", "已選擇生肖：🐓 屬雞\n"),
        ("C.UTF-8", "🐓 Rooster (닭띠) is your sign\n"),
    ])
    func pickAnswersInTheLocalesLanguage(locale: String, saved: String) async throws {
        let result = try await home.run(["pick", "🐓"], environment: ["LANG": locale])
        #expect(result.status == 0)
        #expect(result.stdout == saved)
    }

    @Test func theLanguageSettingWinsOverTheLocale() async throws {
        try home.writeConfig(#"{"language": "ko"}"#)
        let result = try await home.run(["pick", "rooster"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(result.stdout == "띠를 🐓 닭띠로 설정했습니다.\n")
    }
}

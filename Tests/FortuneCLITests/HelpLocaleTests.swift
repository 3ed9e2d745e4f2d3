import Testing
import FortuneTestSupport

/// Help is where one starts to mend a configuration, so it speaks the locale's language when
/// config.json cannot be read, and a typo's suggestion is said in that language too.
@Suite(.fewAtOnce) struct HelpLocaleTests {
    let home = FakeHome()

    @Test func helpWithABrokenConfigurationSpeaksTheLocalesLanguage() async throws {
        try home.writeConfig(#"{"language": "ko",,}"#)
        let run = try await home.run(["--help"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("使い方：fortune [コマンド] [オプション]\n"), "\(run.stdout)")
        #expect(run.stderr.isEmpty)
    }

    @Test func aMistypedCommandIsNamedInTheConfiguredLanguage() async throws {
        try home.writeConfig(#"{"language": "zh-Hant"}"#)
        let run = try await home.run(["hlep"])
        #expect(run.status == 64)
        #expect(run.stderr == "fortune: 未知的命令「hlep」；你是要輸入 help 嗎？（請參閱「fortune --help」）\n")
    }
}

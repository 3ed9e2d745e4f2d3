import Testing
import FortuneTestSupport

/// A word that is no command is judged by the process before any command runs, where it
/// could be one of fortune-mod's databases; a typo it names is said in the configured language.
@Suite(.fewAtOnce) struct MistypedCommandLanguageTests {
    let home = FakeHome()

    @Test func aMistypedCommandIsNamedInTheConfiguredLanguage() async throws {
        try home.writeConfig(#"{"language": "zh-Hant"}"#)
        let run = try await home.run(["hlep"])
        #expect(run.status == 64)
        #expect(run.stderr == "fortune: 未知的命令「hlep」；你是要輸入 help 嗎？（請參閱「fortune --help」）\n")
    }
}

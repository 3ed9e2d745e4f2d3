import FoundationEssentials
import Testing
import FortuneTestSupport

/// The reload hooks of `config.json`, as the commands that change the store run them.
@Suite(.fewAtOnce) struct ReloadHooksCommandTests {
    let home = FakeHome()

    @Test func everyChangeRunsTheHooksAfterSavingAndAFailingHookIsOnlyReported() async throws {
        let log = home.appending("hook.log")
        let store = home.appending("state/fortune/store.json")
        // The hook records the kind, whether the store already says the fortune is hidden, and
        // whether it was handed either API key (it must not be).
        let hook =
            #"echo "$FORTUNE_RELOAD_KIND $(grep -c '"showFortune" : false' \#(store)) ${GEMINI_API_KEY:-nokey} ${OPENAI_API_KEY:-nokey}" >> \#(log)"#
        let config =
            #"{"reloadHooks": [["/bin/sh", "-c", \#(String(decoding: try JSONEncoder().encode(hook), as: UTF8.self))], ["false"]]}"#
        try FileManager.default.createDirectory(
            atPath: home.appending("config/fortune"), withIntermediateDirectories: true)
        try Data(config.utf8).write(to: URL(fileURLWithPath: home.appending("config/fortune/config.json")))
        let environment = home.environment.merging([
            "GEMINI_API_KEY": "secret-123", "OPENAI_API_KEY": "sk-secret-456",
        ]) { $1 }

        #expect(try await FortuneBinary.run(["pick", "ox"], environment: environment).status == 0)
        let hide = try await FortuneBinary.run(["hide"], environment: environment)
        #expect(hide.status == 0, "a failing hook is never fatal")
        #expect(hide.stderr.split(separator: "\n").count == 1)
        #expect(hide.stderr.contains("false"))
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["TodayFortune 0 nokey nokey", "TodayFortune 1 nokey nokey"])
    }
}

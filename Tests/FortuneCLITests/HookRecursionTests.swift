import Foundation
import Testing
import FortuneTestSupport

/// A reload hook may run `fortune` itself: what it starts runs no hooks, so a hook never
/// starts itself again, however the configuration is written.
@Suite(.fewAtOnce) struct HookRecursionTests {
    let home = FakeHome()

    private var runs: Int {
        let text = (try? String(contentsOfFile: home.appending("runs"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").count
    }

    @Test func aHookThatRunsFortuneShowRunsOncePerChange() async throws {
        let counter = "echo run >> '\(home.appending("runs"))'"
        try home.writeConfig(
            """
            {"hookTimeoutSeconds": 1, "reloadHooks": [["\(FortuneBinary.path)", "show"], ["sh", "-c", "\(counter)"]]}
            """)
        var failure: (any Error)?
        do {
            let hidden = try await home.run(["hide"])
            #expect(hidden.status == 0)
            try await Task.sleep(for: .seconds(2))
            #expect(runs == 1)

            // Shown already: nothing changes, so nothing is reloaded.
            let shown = try await home.run(["show"])
            #expect(shown.status == 0)
            #expect(shown.stdout == "fortune already shown\n")
            try await Task.sleep(for: .seconds(1))
            #expect(runs == 1)
        } catch {
            failure = error
        }
        // Without the guarantee, the hooks would go on starting each other until removed.
        try? home.writeConfig("{}")
        try? await Task.sleep(for: .seconds(1.5))
        if let failure { throw failure }
    }

    @Test func aCommandStartedByAHookRunsNoHooks() async throws {
        try home.writeConfig(
            """
            {"reloadHooks": [["sh", "-c", "echo run >> '\(home.appending("runs"))'"]]}
            """)
        let result = try await home.run(["toggle"], environment: ["FORTUNE_IN_HOOK": "1"])
        #expect(result.status == 0)
        #expect(runs == 0)
        #expect(FileManager.default.fileExists(atPath: home.appending("state/fortune/reload")))
    }
}

import Foundation
import Testing
import FortuneTestSupport

/// `fortune widget --watch` keeps drawing what the store says, whatever happens to the store's
/// folder, and never waits for a fetch to draw.
@Suite(.fewAtOnce) struct WatchResilienceTests {
    let home = FakeHome()

    private func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init)
    }

    private func start(_ extra: [String] = [], environment: [String: String] = [:]) throws -> RunningProcess {
        try home.start(["widget", "--watch", "--format", "waybar"] + extra, environment: environment)
    }

    @Test func theWatchFollowsTheStateFolderRemovedAndMadeAgain() async throws {
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        let watch = try start()
        defer { watch.signal(SIGTERM) }
        #expect(await watch.waitForOutput { !$0.isEmpty })
        try FileManager.default.removeItem(atPath: home.stateFolder)
        #expect(await watch.waitForOutput { lines($0).count >= 2 }, "the removal is drawn")
        #expect(try await home.run(["pick", "ox"]).status == 0)
        #expect(await watch.waitForOutput { lines($0).last?.contains("Ox") == true }, "\(watch.stdout)")
        #expect(try await home.run(["toggle"]).status == 0)
        #expect(await watch.waitForOutput { lines($0).last?.contains("hidden") == true }, "\(watch.stdout)")
    }

    @Test func aWatchStartedBeforeASignIsPickedDrawsTheHintThenTheSign() async throws {
        let oneShot = try await home.run(["widget", "--format", "waybar"])
        let watch = try start()
        defer { watch.signal(SIGTERM) }
        #expect(await watch.waitForOutput { lines($0).first == lines(oneShot.stdout).first }, "\(watch.stdout)")
        #expect(try await home.run(["pick", "ox"]).status == 0)
        #expect(await watch.waitForOutput { lines($0).last?.contains("\"alt\":\"ox\"") == true }, "\(watch.stdout)")
    }

    @Test func withTheStoreFileDeletedTheWatchDrawsWhatOneShotWidgetDraws() async throws {
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        #expect(try await home.run(["refresh", "--offline"]).status == 0)
        let watch = try start()
        defer { watch.signal(SIGTERM) }
        #expect(await watch.waitForOutput { !$0.isEmpty })
        try FileManager.default.removeItem(atPath: home.stateFolder + "/store.json")
        let oneShot = try await home.run(["widget", "--format", "waybar"])
        #expect(oneShot.status == 0)
        let expected = lines(oneShot.stdout).last
        #expect(expected != nil)
        #expect(await watch.waitForOutput { lines($0).last == expected }, "\(watch.stdout) vs \(expected ?? "")")
    }

    @Test func autoRefreshDrawsTheStoreFirstAndTogglesDuringTheFetch() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route(
            "/v1beta/models/gemini-test:generateContent",
            .delayed(
                by: .seconds(8),
                .json(#"{"candidates":[{"content":{"parts":[{"text":"Late."}]},"finishReason":"STOP"}]}"#)))
        let environment = [
            "GEMINI_API_KEY": "k", "GOOGLE_GEMINI_BASE_URL": server.baseURL, "FORTUNE_MODEL": "gemini-test",
        ]
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        let clock = ContinuousClock()
        let started = clock.now
        let watch = try start(["--auto-refresh"], environment: environment)
        defer { watch.signal(SIGTERM) }
        #expect(await watch.waitForOutput(timeout: .seconds(6)) { !$0.isEmpty }, "drawn before the fetch ends")
        #expect(try await home.run(["toggle"]).status == 0)
        #expect(await watch.waitForOutput(timeout: .seconds(6)) { lines($0).last?.contains("hidden") == true })
        #expect(clock.now - started < .seconds(8), "both while the fetch still waits")
    }
}

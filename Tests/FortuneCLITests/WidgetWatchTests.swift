import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `fortune widget --watch` as a status bar runs it: one Waybar line per frame, while other
/// `fortune` processes change the store.
@Suite(.fewAtOnce) struct WidgetWatchTests {
    struct Frame: Decodable {
        let text: String
        let tooltip: String
        let `class`: String
    }

    let home = FakeHome()

    static func frames(_ output: String) throws -> [Frame] {
        try output.split(separator: "\n").map { try JSONDecoder().decode(Frame.self, from: Data($0.utf8)) }
    }

    static func reply(_ text: String) -> Reply {
        .json(#"{"candidates":[{"content":{"parts":[{"text":"\#(text)"}]},"finishReason":"STOP"}]}"#)
    }

    @Test func aToggleShowsInTheNextFrameAndSIGTERMEndsTheWatchWith143() async throws {
        let environment = ["HOME": home.path, "XDG_STATE_HOME": home.appending("state")]
        _ = try await FortuneBinary.run(["pick", "rooster"], environment: environment)
        _ = try await FortuneBinary.run(["refresh", "--offline"], environment: environment)
        let watch = try FortuneBinary.start(["widget", "--watch", "--format", "waybar"], environment: environment)
        #expect(await watch.waitForOutput { (try? Self.frames($0).last?.class) == "fortune" })
        #expect(try await FortuneBinary.run(["toggle"], environment: environment).status == 0)
        #expect(await watch.waitForOutput { (try? Self.frames($0).last?.class) == "hidden" })
        watch.signal(SIGTERM)
        let result = try await watch.wait(timeout: .seconds(30))
        #expect(result.status == 143)
        // The store's and the marker's renames may arrive as one change or two: compare states.
        let states = try Self.frames(result.stdout).map(\.class)
        #expect(
            states.enumerated().filter { $0.offset == 0 || states[$0.offset - 1] != $0.element }.map(\.element) == [
                "fortune", "hidden",
            ])
    }

    @Test func whileARefreshTalksToASlowModelEveryFrameShowsTheOldOrTheWholeNewFortune() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let path = "/v1beta/models/gemini-test:generateContent"
        let environment = home.environment.merging([
            "GEMINI_API_KEY": "k", "GOOGLE_GEMINI_BASE_URL": server.baseURL, "FORTUNE_MODEL": "gemini-test",
        ]) { $1 }
        _ = try await FortuneBinary.run(["pick", "rooster"], environment: environment)
        server.route(path, Self.reply("The old fortune."))
        #expect(try await FortuneBinary.run(["refresh"], environment: environment).status == 0)

        let watch = try FortuneBinary.start(["widget", "--watch", "--format", "waybar"], environment: environment)
        #expect(await watch.waitForOutput { (try? Self.frames($0).last?.tooltip.contains("The old fortune.")) == true })
        server.route(path, .delayed(by: .milliseconds(600), Self.reply("The complete new fortune.")))
        #expect(try await FortuneBinary.run(["refresh", "--new"], environment: environment).status == 0)
        #expect(
            await watch.waitForOutput {
                (try? Self.frames($0).last?.tooltip.contains("The complete new fortune.")) == true
            })
        watch.signal(SIGINT)
        let result = try await watch.wait(timeout: .seconds(30))
        #expect(result.status == 130)

        let frames = try Self.frames(result.stdout)
        #expect(frames.count >= 2)
        for frame in frames {
            #expect(frame.class == "fortune")
            #expect(
                frame.tooltip.contains("The old fortune.") != frame.tooltip.contains("The complete new fortune."),
                "\(frame.tooltip)")
        }
        #expect(frames.last?.tooltip.contains("The complete new fortune.") == true)
    }
}

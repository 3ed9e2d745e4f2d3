import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

@Suite(.fewAtOnce) struct PromptOverrideFileTests {
    let home = FakeHome()

    @Test func aPromptOverrideThatIsAFIFOStopsTheRefreshInOneLine() async throws {
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        try FileManager.default.createDirectory(
            atPath: home.configFolder + "/prompts", withIntermediateDirectories: true)
        #expect(mkfifo(home.configFolder + "/prompts/fortune.en.txt", 0o600) == 0)
        let result = try await home.run(["refresh", "--offline"], timeout: .seconds(20))
        #expect(result.status == 78)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("prompts/fortune.en.txt"))
    }
}

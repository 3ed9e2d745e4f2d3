import Testing
import FortuneTestSupport

@Suite struct VersionTests {
    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let result = try FortuneBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("fortune "))
        #expect(result.stderr.isEmpty)
    }

    @Test func anUnknownCommandExitsWithUsage() throws {
        // Without fortune-mod, which could take the word for one of its databases.
        let result = try FortuneBinary.run(["frobnicate"], environment: ["FORTUNE_CLASSIC": "/nonexistent/fortune"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
        #expect(result.stdout.isEmpty)
    }
}

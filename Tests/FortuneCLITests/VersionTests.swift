import Testing
import FortuneTestSupport

@Suite(.fewAtOnce) struct VersionTests {
    @Test func versionPrintsTheVersionAndExitsZero() async throws {
        let result = try await FortuneBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("fortune "))
        #expect(result.stderr.isEmpty)
    }

    /// The version is written once, in the VERSION file, which make deb and make dist name
    /// their packages by.
    @Test func theVersionIsTheVersionFilesFirstLine() async throws {
        let file = String(decoding: Files.bytes(RepositoryFiles.path("VERSION")) ?? [], as: UTF8.self)
        let version = file.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!version.isEmpty)
        #expect(try await FortuneBinary.run(["--version"]).stdout == "fortune \(version)\n")
        let json = try await FortuneBinary.run(["version", "--json"]).stdout
        #expect(json.contains(#""version":"\#(version)""#), "\(json)")
    }

    @Test func anUnknownCommandExitsWithUsage() async throws {
        // Without fortune-mod, which could take the word for one of its databases.
        let result = try await FortuneBinary.run(
            ["frobnicate"], environment: ["FORTUNE_CLASSIC": "/nonexistent/fortune"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
        #expect(result.stdout.isEmpty)
    }
}

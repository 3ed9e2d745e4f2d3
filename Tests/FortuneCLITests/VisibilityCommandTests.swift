import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneStore

@Suite(.fewAtOnce) struct VisibilityCommandTests {
    let home = FakeHome()
    var storePath: String { home.appending("state/fortune/store.json") }

    private func run(_ arguments: String...) async throws -> FortuneBinary.Result {
        try await home.run(arguments)
    }

    private func storedVisibility() throws -> Bool? {
        let data = try #require(FileManager.default.contents(atPath: storePath))
        return try JSONDecoder().decode(StoreDocument.self, from: data).showFortune
    }

    @Test func toggleHidesThenShowsAndSaysSo() async throws {
        let first = try await run("toggle")
        #expect(first.status == 0)
        #expect(first.stdout == "fortune hidden\n")
        #expect(first.stderr.isEmpty)
        #expect(try storedVisibility() == false)

        let second = try await run("toggle")
        #expect(second.stdout == "fortune shown\n")
        #expect(try storedVisibility() == true)
        #expect(FileManager.default.fileExists(atPath: home.appending("state/fortune/reload")))
    }

    @Test func showAndHideSetTheValueWhateverItWasAndSayWhenItAlreadyWasSo() async throws {
        #expect(try await run("hide").stdout == "fortune hidden\n")
        #expect(try await run("hide").stdout == "fortune already hidden\n")
        #expect(try storedVisibility() == false)
        #expect(try await run("show").stdout == "fortune shown\n")
        #expect(try await run("show").stdout == "fortune already shown\n")
        #expect(try storedVisibility() == true)
    }

    @Test(arguments: [("toggle", false), ("show", true), ("hide", false)])
    func jsonPrintsTheNewValue(command: String, shown: Bool) async throws {
        let result = try await run(command, "--json")
        #expect(result.status == 0)
        let object = try JSONDecoder().decode([String: Bool].self, from: Data(result.stdout.utf8))
        #expect(object == ["showFortune": shown])
    }

    @Test func anUnknownOptionIsAUsageErrorAndWritesNothing() async throws {
        let result = try await run("toggle", "--loud")
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown option '--loud'"))
        #expect(!FileManager.default.fileExists(atPath: storePath))
    }

    @Test func anUnreadableStoreIsSetAsideWithOneLineOnStandardError() async throws {
        try FileManager.default.createDirectory(
            atPath: home.appending("state/fortune"), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: storePath))

        let result = try await run("toggle")
        #expect(result.status == 0)
        #expect(result.stdout == "fortune hidden\n")
        let lines = result.stderr.split(separator: "\n")
        try #require(lines.count == 1)
        let aside = try #require(lines[0].split(separator: " ").first { $0.contains(".corrupt-") })
        #expect(FileManager.default.contents(atPath: String(aside)) == Data("garbage".utf8))
        #expect(try storedVisibility() == false)
    }

    @Test func aStoreFromANewerVersionExitsWithConfigurationAndIsNotTouched() async throws {
        try FileManager.default.createDirectory(
            atPath: home.appending("state/fortune"), withIntermediateDirectories: true)
        let contents = Data(#"{"schemaVersion": 7, "showFortune": true}"#.utf8)
        try contents.write(to: URL(fileURLWithPath: storePath))

        for command in ["toggle", "show", "hide"] {
            let result = try await run(command)
            #expect(result.status == 78)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.contains("schema version 7"))
        }
        #expect(FileManager.default.contents(atPath: storePath) == contents)
    }

    @Test func aStateDirectoryThatCannotBeMadeFailsWithOneLineNamingIt() async throws {
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: home.appending("state")))
        let result = try await run("hide")
        #expect(result.status == 78)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(home.appending("state")))
    }
}

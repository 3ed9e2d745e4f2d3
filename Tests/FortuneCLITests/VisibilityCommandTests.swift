import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneStore

@Suite struct VisibilityCommandTests {
    let home = FakeHome()
    var storePath: String { home.appending("state/fortune/store.json") }

    private func run(_ arguments: String...) throws -> FortuneBinary.Result {
        try home.run(arguments)
    }

    private func storedVisibility() throws -> Bool? {
        let data = try #require(FileManager.default.contents(atPath: storePath))
        return try JSONDecoder().decode(StoreDocument.self, from: data).showFortune
    }

    @Test func toggleHidesThenShowsAndSaysSo() throws {
        let first = try run("toggle")
        #expect(first.status == 0)
        #expect(first.stdout == "fortune hidden\n")
        #expect(first.stderr.isEmpty)
        #expect(try storedVisibility() == false)

        let second = try run("toggle")
        #expect(second.stdout == "fortune shown\n")
        #expect(try storedVisibility() == true)
        #expect(FileManager.default.fileExists(atPath: home.appending("state/fortune/reload")))
    }

    @Test func showAndHideSetTheValueWhateverItWasAndSayWhenItAlreadyWasSo() throws {
        #expect(try run("hide").stdout == "fortune hidden\n")
        #expect(try run("hide").stdout == "fortune already hidden\n")
        #expect(try storedVisibility() == false)
        #expect(try run("show").stdout == "fortune shown\n")
        #expect(try run("show").stdout == "fortune already shown\n")
        #expect(try storedVisibility() == true)
    }

    @Test(arguments: [("toggle", false), ("show", true), ("hide", false)])
    func jsonPrintsTheNewValue(command: String, shown: Bool) throws {
        let result = try run(command, "--json")
        #expect(result.status == 0)
        let object = try JSONDecoder().decode([String: Bool].self, from: Data(result.stdout.utf8))
        #expect(object == ["showFortune": shown])
    }

    @Test func anUnknownOptionIsAUsageErrorAndWritesNothing() throws {
        let result = try run("toggle", "--loud")
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown option '--loud'"))
        #expect(!FileManager.default.fileExists(atPath: storePath))
    }

    @Test func anUnreadableStoreIsSetAsideWithOneLineOnStandardError() throws {
        try FileManager.default.createDirectory(
            atPath: home.appending("state/fortune"), withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: storePath))

        let result = try run("toggle")
        #expect(result.status == 0)
        #expect(result.stdout == "fortune hidden\n")
        let lines = result.stderr.split(separator: "\n")
        try #require(lines.count == 1)
        let aside = try #require(lines[0].split(separator: " ").first { $0.contains(".corrupt-") })
        #expect(FileManager.default.contents(atPath: String(aside)) == Data("garbage".utf8))
        #expect(try storedVisibility() == false)
    }

    @Test func aStoreFromANewerVersionExitsWithConfigurationAndIsNotTouched() throws {
        try FileManager.default.createDirectory(
            atPath: home.appending("state/fortune"), withIntermediateDirectories: true)
        let contents = Data(#"{"schemaVersion": 7, "showFortune": true}"#.utf8)
        try contents.write(to: URL(fileURLWithPath: storePath))

        for command in ["toggle", "show", "hide"] {
            let result = try run(command)
            #expect(result.status == 78)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.contains("schema version 7"))
        }
        #expect(FileManager.default.contents(atPath: storePath) == contents)
    }

    @Test func aStateDirectoryThatCannotBeMadeFailsWithOneLineNamingIt() throws {
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: home.appending("state")))
        let result = try run("hide")
        #expect(result.status == 78)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(home.appending("state")))
    }
}

import FoundationEssentials
import Testing
import FortuneCore
import FortuneCommands
import FortuneTestSupport

/// `fortune config` in-process: its command line, what each action prints, and the file it
/// leaves.
@Suite struct ConfigCommandTests {
    let test = TestContext()

    private var configPath: String { test.configFolder + "/config.json" }

    @Test(arguments: [
        ["config"], ["config", "show"], ["config", "get"], ["config", "set", "language"], ["config", "unset"],
        ["config", "set", "language", "ko", "--json"], ["config", "list", "extra"],
        ["config", "get", "language", "ko"],
    ])
    func aCommandLineThatCannotRunIsAUsageErrorAndWritesNothing(arguments: [String]) async {
        let run = await test.run(arguments)
        #expect(run.status == .usage)
        #expect(run.err.hasPrefix("fortune: "))
        #expect(run.err.contains("usage: fortune config ACTION [KEY] [VALUE] [--json]"))
        #expect(run.out.isEmpty)
        #expect(Files.bytes(configPath) == nil)
    }

    @Test func setThenGetGivesTheValueAndUnsetGivesTheDefaultBack() async throws {
        #expect(await test.run("config", "set", "accentColor", "cyan") == (.ok, "", ""))
        #expect(await test.run("config", "get", "accentColor") == (.ok, "cyan\n", ""))
        #expect(await test.run("config", "unset", "accentColor") == (.ok, "", ""))
        #expect(await test.run("config", "get", "accentColor") == (.ok, "yellow\n", ""))
        // Nothing left to remove is no error.
        #expect(await test.run("config", "unset", "accentColor") == (.ok, "", ""))
    }

    @Test func aBadValueIsOneLineExit78AndTheFileIsUntouched() async throws {
        try test.writeConfig(#"{"temperature": 1, "modle": "x"}"#)
        let before = Files.bytes(configPath)
        let run = await test.run("config", "set", "temperature", "3")
        #expect(run.status == .configuration)
        #expect(run.err == "fortune: config set: \"temperature\": must be between 0 and 2, not 3\n")
        #expect(run.out.isEmpty)
        #expect(Files.bytes(configPath) == before)
    }

    /// A bad value in the file stops `get` as it stops every command, and `set` mends it.
    @Test func aBadValueInTheFileIsMendedBySet() async throws {
        try test.writeConfig(#"{"temperature": 5}"#)
        let get = await test.run("config", "get", "temperature")
        #expect(get.status == .configuration)
        #expect(get.err == "fortune: \(configPath): \"temperature\": must be between 0 and 2, not 5\n")
        #expect(await test.run("config", "set", "temperature", "1") == (.ok, "", ""))
        #expect(await test.run("config", "get", "temperature") == (.ok, "1\n", ""))
    }

    @Test(arguments: ["get", "set", "unset"])
    func anUnknownKeyIsOneLineExit78(action: String) async {
        let arguments = ["config", action, "modle"] + (action == "set" ? ["x"] : [])
        let run = await test.run(arguments)
        #expect(run.status == .configuration)
        #expect(run.err == "fortune: config \(action): unknown key \"modle\"; did you mean \"model\"?\n")
        #expect(Files.bytes(configPath) == nil)
    }

    @Test func listSaysEachValueAndItsSourceInAlignedColumns() async throws {
        try test.writeConfig(#"{"temperature": 0.7}"#)
        let run = await test.run(["config", "list"], environment: ["FORTUNE_MODEL": "gemma3:1b"])
        #expect(run.status == .ok)
        #expect(run.err.isEmpty)
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 21)
        #expect(lines.contains("temperature            0.7            file"))
        #expect(lines.contains("model                  gemma3:1b      environment variable FORTUNE_MODEL"))
        #expect(lines.contains("language               en             environment variable LANG"))
        #expect(lines.contains("barFormat              {icon} {line}  default"))
        #expect(lines.contains("yearStarts                            default"))
    }

    @Test func listAndGetAsJSONGiveEverySettingsValueAndSource() async throws {
        try test.writeConfig(#"{"reloadBars": ["tmux"]}"#)
        let run = await test.run("config", "list", "--json")
        #expect(run.status == .ok)
        let list = try JSONDecoder().decode([JSONValue].self, from: Data(run.out.utf8))
        #expect(list.count == 21)
        #expect(
            list.contains(
                .object([
                    "key": .string("reloadBars"), "value": .array([.string("tmux")]), "source": .string("file"),
                    "variable": .null,
                ])))
        let get = await test.run("config", "get", "language", "--json")
        #expect(
            get.out
                == #"{"key":"language","source":"environment","value":"en","variable":"LANG"}"# + "\n")
    }

    @Test func theSourcesAreSaidInTheLanguage() async throws {
        #expect(await test.run("config", "set", "language", "ko").status == .ok)
        let run = await test.run("config", "list")
        #expect(run.out.contains("language               ko             파일\n"))
        #expect(run.out.contains("accentColor            yellow         기본값\n"))
        let bad = await test.run("config", "set", "retryAttempts", "0")
        #expect(bad.err == "fortune: config set: \"retryAttempts\": 1에서 10 사이여야 하는데 0입니다.\n")
    }

    @Test func anUnknownKeyInTheFileIsWarnedAboutByGetAndList() async throws {
        try test.writeConfig(#"{"modle": "x"}"#)
        let run = await test.run("config", "get", "retryAttempts")
        #expect(run.out == "4\n")
        #expect(run.err == "fortune: \(configPath): unknown key \"modle\" ignored\n")
    }
}

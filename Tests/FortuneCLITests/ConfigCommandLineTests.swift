#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Testing
import FortuneCore
import FortuneTestSupport

/// `fortune config` as a user runs it: a setting set is the setting read, a bad value or key is
/// one line and exit 78 with the file untouched, and `list` names where each value comes from.
@Suite(.fewAtOnce) struct ConfigCommandLineTests {
    let home = FakeHome()

    var configFile: String { home.configFolder + "/config.json" }

    @Test func aLanguageSetIsTheLanguageGot() async throws {
        let set = try await home.run(["config", "set", "language", "ko"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.isEmpty && set.stderr.isEmpty)
        let get = try await home.run(["config", "get", "language"])
        #expect(get.status == 0)
        #expect(get.stdout == "ko\n")
        #expect(get.stderr.isEmpty)
    }

    @Test(arguments: [
        (["temperature", "3"], #"fortune: config set: "temperature": must be between 0 and 2, not 3"#),
        (
            ["language", "klingon"],
            #"fortune: config set: "language": must be one of "en", "ko", "ja", "zh-Hans", "zh-Hant""#
        ),
        (["modle", "x"], #"fortune: config set: unknown key "modle"; did you mean "model"?"#),
    ])
    func aBadValueOrKeyIsOneLineExit78AndTheFileIsUntouched(arguments: [String], message: String) async throws {
        let text = "{\n    \"temperature\": 1,\n    \"myOwnNote\": \"kept\"\n}\n"
        try home.writeConfig(text)
        let result = try await home.run(["config", "set"] + arguments)
        #expect(result.status == 78)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
        #expect(Files.bytes(configFile) == Array(text.utf8))
        #expect(Files.names(in: home.configFolder) == ["config.json"])
    }

    @Test func aFileThatIsNotJSONIsNeverRewritten() async throws {
        let text = #"{"language": "ko",}"#
        try home.writeConfig(text)
        for arguments in [["set", "temperature", "1"], ["unset", "language"]] {
            let result = try await home.run(["config"] + arguments)
            #expect(result.status == 78)
            #expect(result.stderr.hasPrefix("fortune: \(configFile):1:18: is not valid JSON"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(Files.bytes(configFile) == Array(text.utf8))
        }
    }

    @Test func setAndUnsetKeepEveryOtherKeyAndTheFilesMode() async throws {
        try home.writeConfig(#"{"myOwnNote": "kept", "reloadBars": ["tmux"], "temperature": 1}"#)
        _ = chmod(configFile, 0o640)
        #expect(try await home.run(["config", "set", "temperature", "0.5"]).status == 0)
        #expect(try await home.run(["config", "unset", "reloadBars"]).status == 0)
        #expect(try await home.run(["config", "unset", "reloadBars"]).status == 0, "an absent key is no error")
        let written = try JSONDecoder().decode(
            [String: JSONValue].self, from: Data(try #require(Files.bytes(configFile))))
        #expect(written == ["myOwnNote": .string("kept"), "temperature": .number(0.5)])
        #expect(Files.mode(configFile) == 0o640)
        #expect(Files.names(in: home.configFolder) == ["config.json"], "no temporary file is left")
    }

    @Test func aMissingFolderIsMade() async throws {
        #expect(try await home.run(["config", "set", "reloadBars", #"["waybar", "tmux"]"#]).status == 0)
        let get = try await home.run(["config", "get", "reloadBars"])
        #expect(get.stdout == #"["waybar","tmux"]"# + "\n")
    }

    @Test func listNamesTheVariableAValueComesFrom() async throws {
        try home.writeConfig(#"{"temperature": 0.7, "model": "from-file"}"#)
        let result = try await home.run(
            ["config", "list"], environment: ["FORTUNE_MODEL": "gemma3:1b", "LC_ALL": "ja_JP.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 21)
        #expect(lines.contains("model                  gemma3:1b      環境変数 FORTUNE_MODEL"), "\(result.stdout)")
        #expect(lines.contains("language               ja             環境変数 LC_ALL"))
        #expect(lines.contains("temperature            0.7            ファイル"))
        #expect(lines.contains("retryAttempts          4              既定値"))
        let json = try await home.run(["config", "list", "--json"], environment: ["FORTUNE_MODEL": "gemma3:1b"])
        let settings = try JSONDecoder().decode([[String: JSONValue]].self, from: Data(json.stdout.utf8))
        #expect(
            settings.first { $0["key"] == .string("model") }
                == [
                    "key": .string("model"), "value": .string("gemma3:1b"), "source": .string("environment"),
                    "variable": .string("FORTUNE_MODEL"),
                ])
    }

    /// 8 processes at once, each setting its own key to 1, 2, … 10: every key ends at 10, so
    /// no `set` wrote the file from a reading another had already replaced.
    @Test func setsRunAtOnceLoseNoChange() async throws {
        let keys = [
            "retryAttempts", "refreshConcurrency", "deadlineSeconds", "timeoutSeconds", "connectTimeoutSeconds",
            "hookTimeoutSeconds", "retryBaseDelaySeconds", "retryMaxDelaySeconds",
        ]
        // Each lane waits for its own `set` before the next: the lanes run side by side.
        let failures = try await withThrowingTaskGroup(of: [String].self) { group in
            for key in keys {
                group.addTask {
                    var failures: [String] = []
                    for value in 1...10 {
                        let result = try await home.run(["config", "set", key, "\(value)"])
                        if result.status != 0 || !result.stderr.isEmpty { failures.append(result.stderr) }
                    }
                    return failures
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty)
        let written = try JSONDecoder().decode(
            [String: JSONValue].self, from: Data(try #require(Files.bytes(configFile))))
        #expect(written == Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.number(10)) }))
        #expect(Files.names(in: home.configFolder) == ["config.json"])
    }

    @Test func theCompletionsOfferTheActionsAndTheKeys() async throws {
        let bash = try await home.run(["completions", "bash"]).stdout
        #expect(bash.contains(#"config) words="get set unset list accentColor barFormat baseURL "#), "\(bash)")
        let zsh = try await home.run(["completions", "zsh"]).stdout
        #expect(zsh.contains("'1:ACTION:(get set unset list)' '2::KEY:(accentColor barFormat "), "\(zsh)")
        let manual = try await home.run(["manual"]).stdout
        #expect(manual.contains(#"\fIKEY\fR is one of: accentColor, barFormat, baseURL,"#))
    }
}

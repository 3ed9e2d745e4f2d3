import FoundationEssentials
import Testing
import FortuneTestSupport

@Suite struct CompletionsCommandTests {
    let scratch = TemporaryDirectory()

    /// Runs the bash script's completion function for `words` and returns its candidates.
    private func complete(_ words: [String]) throws -> [String] {
        let script = try FortuneBinary.run(["completions", "bash"]).stdout
        let path = scratch.appending("fortune.bash")
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let result = try Subprocess.run("/bin/bash", ["-c", "source \(path); COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _fortune; printf '%s\\n' \"${COMPREPLY[@]}\""], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsAndSigns() throws {
        #expect(try complete(["fortune", "re"]) == ["refresh"])
        #expect(try complete(["fortune", "pick", "roo"]) == ["rooster"])
        #expect(try complete(["fortune", "refresh", "--st"]) == ["--stream"])
        #expect(try complete(["fortune", "refresh", "--sign", "d"]) == ["dragon", "dog"])
        #expect(try complete(["fortune", "completions", "f"]) == ["fish"])
    }

    @Test(arguments: ["zsh", "fish"])
    func everyShellsScriptNamesEveryCommand(shell: String) throws {
        let result = try FortuneBinary.run(["completions", shell])
        #expect(result.status == 0)
        for command in ["today", "pick", "refresh", "status", "history", "toggle", "show", "hide", "signs"] {
            #expect(result.stdout.contains(command))
        }
        #expect(result.stdout.contains("rooster"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try FortuneBinary.run(["completions", "tcsh"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("bash, zsh or fish"))
    }
}

import Foundation
import Testing
import FortuneTestSupport
import FortuneCore

/// The conventions a polished command keeps: `help COMMAND`, `--version --json`, one JSON
/// style, a write error said once (74), a config syntax error at its line and column, a
/// watch that ends when its reader does.
@Suite(.fewAtOnce) struct CommandLineConventionsTests {
    let home = FakeHome()

    /// `fortune ARGUMENTS` with standard output sent where the shell `redirection` says.
    private func run(_ arguments: [String], redirecting redirection: String, timeout: Duration = .seconds(30))
        async throws -> FortuneBinary.Result
    {
        try await Subprocess.run(
            "/bin/sh", ["-c", "\"$0\" \"$@\" \(redirection)", FortuneBinary.path] + arguments,
            environment: home.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }, timeout: timeout)
    }

    @Test(arguments: [[], ["widget"], ["status"], ["signs", "--json"], ["widget", "--watch"]])
    func aFailedWriteIsSaidOnceAndExitsWithIOError(arguments: [String]) async throws {
        #expect(try await home.run(["pick", "rat"]).status == 0)
        let result = try await run(arguments, redirecting: "> /dev/full")
        #expect(result.status == 74)
        #expect(result.stderr == "fortune: cannot write the output: No space left on device\n")
    }

    @Test(arguments: [["--version", "--json"], ["version", "--json"]])
    func theVersionIsAlsoJSON(arguments: [String]) async throws {
        let result = try await home.run(arguments)
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? String == fortuneVersion)
        #expect(object["name"] as? String == "fortune")
    }

    @Test func helpWithACommandIsThatCommandsHelp() async throws {
        let help = try await home.run(["help", "widget"])
        #expect(help.status == 0)
        #expect(help.stdout == (try await home.run(["widget", "--help"])).stdout)
        #expect(help.stdout.hasPrefix("usage: fortune widget"))
        #expect((try await home.run(["help"])).stdout == (try await home.run(["--help"])).stdout)
    }

    @Test func helpWithAWordThatIsNoCommandIsTheUnknownCommandError() async throws {
        let result = try await home.run(["help", "hlep"])
        #expect(result.status == 64)
        #expect(result.stderr == "fortune: unknown command 'hlep'; did you mean help? (see 'fortune --help')\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aMissingCommaInTheConfigurationIsNamedAtItsLineAndColumn() async throws {
        try home.writeConfig("{\n  \"language\": \"en\"\n  \"provider\": \"offline\"\n}\n")
        let result = try await home.run(["status"])
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "fortune: \(home.configFolder)/config.json:3:3: is not valid JSON: expected ',' or '}' after the value, found '\"'\n"
        )
    }

    @Test func aTrailingCommaInTheConfigurationIsNamedAtItsLineAndColumn() async throws {
        try home.writeConfig("{\n  \"language\": \"en\",\n  \"fallbackModels\": [\"a\", \"b\",]\n}\n")
        let result = try await home.run(["status"])
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "fortune: \(home.configFolder)/config.json:3:30: is not valid JSON: a comma before ']', after the last value\n"
        )
    }

    /// `head -1` reads the first line and closes the pipe; the watch, which would write again
    /// only at the next change, ends at once and exits 0.
    @Test func aWatchEndsWhenItsReaderGoesAway() async throws {
        #expect(try await home.run(["pick", "rat"]).status == 0)
        let statusFile = home.appending("watch-status")
        let started = ContinuousClock.now
        let result = try await Subprocess.run(
            "/bin/sh",
            [
                "-c", "{ \"$0\" widget --watch --format waybar; echo $? > \"$1\"; } | head -1", FortuneBinary.path,
                statusFile,
            ],
            environment: home.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }, timeout: .seconds(20))
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(result.stdout.hasPrefix("{") && result.stdout.split(separator: "\n").count == 1)
        // The shell writes the status after the watch has ended.
        #expect(try String(contentsOfFile: statusFile, encoding: .utf8) == "0\n")
    }
}

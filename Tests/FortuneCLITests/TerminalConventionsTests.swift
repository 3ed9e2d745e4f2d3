import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
#if canImport(Glibc)
import Glibc
#endif

/// Terminals without cursor control get no escape sequence; streams of JSON are JSON Lines.
@Suite(.fewAtOnce) struct TerminalConventionsTests {
    typealias Home = RefreshCommandTests.Home
    let home: Home

    init() async throws {
        home = try await Home()
        home.server.route(
            RefreshCommandTests.unaryPath, .json(RefreshCommandTests.reply("A fortune for the terminal.")))
    }

    /// `fortune ARGUMENTS` on a pseudo-terminal (util-linux `script`), with `TERM` as given
    /// (nil: unset) and `LANG` when given; what the terminal received.
    private func onATerminal(_ arguments: String, term: String?, locale: String? = nil) throws -> RunningProcess {
        var environment = home.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        environment["TERM"] = term
        environment["LANG"] = locale
        return try Subprocess.start(
            "/usr/bin/script", ["-qec", "\(FortuneBinary.path) \(arguments)", "/dev/null"], environment: environment)
    }

    /// A watching widget on a terminal: its first frame, then the frame after a toggle; ended
    /// by SIGTERM sent to it and the terminal's program.
    private func watch(term: String?) async throws -> String {
        #expect(try await home.run(["refresh"]).status == 0)
        let watch = try onATerminal("widget --watch", term: term)
        #expect(await watch.waitForOutput { $0.contains("A fortune for the terminal.") })
        #expect(try await home.run(["toggle"]).status == 0)
        #expect(await watch.waitForOutput { $0.contains("fortune show") })
        kill(-watch.pid, SIGTERM)
        return try await watch.wait(timeout: .seconds(20)).stdout
    }

    @Test(arguments: ["dumb", nil] as [String?])
    func aWatchOnATerminalWithoutCursorControlReprintsWithoutEscapes(term: String?) async throws {
        let output = try await watch(term: term)
        #expect(!output.contains("\u{1B}"), "\(output.debugDescription)")
        let first = try #require(output.firstRange(of: "A fortune for the terminal."))
        #expect(output[first.upperBound...].contains("fortune show"), "the second frame follows the first")
    }

    @Test func aWatchOnATerminalThatCanDrawsInPlace() async throws {
        let output = try await watch(term: "xterm-256color")
        #expect(output.contains("\u{1B}[?1049h"), "the alternate screen")
    }

    @Test(arguments: ["dumb", nil] as [String?])
    func theSpinnerSendsNoCursorCodesToADumbTerminal(term: String?) async throws {
        let refresh = try await onATerminal("refresh", term: term).wait()
        #expect(refresh.stdout.contains("asking gemini-test…\r\n"))
        #expect(refresh.stdout.contains("A fortune for the terminal."))
        #expect(!refresh.stdout.contains("\u{1B}"), "\(refresh.stdout.debugDescription)")
    }

    @Test func theSpinnerSaysWhoIsAskedInTheReadersLanguage() async throws {
        let refresh = try await onATerminal("refresh", term: "dumb", locale: "ja_JP.UTF-8").wait()
        let asking = Message("refresh.asking", ["model": "gemini-test"]).text(in: .japanese)
        #expect(asking.hasSuffix("問い合わせ中…"))
        #expect(refresh.stdout.contains(asking + "\r\n"), "\(refresh.stdout)")
    }

    @Test func theSpinnerErasesItsLineOnATerminalThatCan() async throws {
        let refresh = try await onATerminal("refresh", term: "xterm").wait()
        #expect(refresh.stdout.contains("\r\u{1B}[K"))
    }

    @Test func aWatchInJSONIsJSONLines() async throws {
        #expect(try await home.run(["refresh"]).status == 0)
        let watch = try FortuneBinary.start(["widget", "--watch", "--format", "json"], environment: home.environment)
        #expect(await watch.waitForOutput { $0.contains(#""state":"fortune""#) })
        #expect(try await home.run(["toggle"]).status == 0)
        #expect(await watch.waitForOutput { $0.contains(#""state":"hidden""#) })
        watch.signal(SIGTERM)
        let result = try await watch.wait(timeout: .seconds(20))
        #expect(result.status == 143)
        #expect(!result.stdout.contains("\u{0C}"))
        #expect(result.stdout.hasSuffix("}\n"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count >= 2)
        for line in lines {
            guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)) else {
                Issue.record("not an object: \(line)")
                continue
            }
            #expect(object["state"] != nil)
        }
    }

    @Test func refreshAllInJSONIsJSONLines() async throws {
        let result = try await home.run(["refresh", "--all", "--json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 12)
        for line in lines {
            let record = try JSONDecoder().decode([String: JSONValue].self, from: Data(line.utf8))
            #expect(record["text"] == .string("A fortune for the terminal."))
        }
    }

    @Test func aHexAccentColourReachesTheTerminalAndTheBar() async throws {
        try home.configure(##"{"accentColor": "#ff8800", "retryBaseDelaySeconds": 0.01, "fallbackModels": []}"##)
        #expect(try await home.run(["refresh"]).status == 0)
        let trueColour = try await home.run(["widget", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(trueColour.stdout.contains("\u{1B}[38;2;255;136;0m"))
        let palette = try await home.run(["widget", "--color", "always"], environment: ["COLORTERM": ""])
        #expect(palette.stdout.contains("\u{1B}[38;5;208m"))
        let bar = try await home.run(["widget", "--format", "i3blocks"])
        #expect(bar.stdout.hasSuffix("\n#FF8800\n"))
    }
}

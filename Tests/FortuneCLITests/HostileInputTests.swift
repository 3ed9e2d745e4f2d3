import FoundationEssentials
import Testing
import FortuneTestSupport

/// Arguments and environment written to fool a terminal or a log reader: whatever the message
/// echoes is shown escaped, on the one line it belongs to.
@Suite(.fewAtOnce) struct HostileInputTests {
    let home = FakeHome()

    /// Scalars a terminal acts on or that reorder a line; a newline is allowed only at the end
    /// of a line.
    static func rawControls(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { value in
            (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    /// The lines of standard error that are messages (usage text follows a usage error).
    static func messageLines(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("fortune: ") }
    }

    @Test(arguments: [
        (["pick", "bogus\nfortune: all good"], #"bogus\nfortune: all good"#),
        (["pick", "\u{1B}]52;c;aGVsbG8=\u{07}x"], #"\e]52;c;aGVsbG8=\u{07}x"#),
        (["pick", "\u{202E}retsoor"], #"\u{202E}retsoor"#),
        (["pick", "a\u{9B}2Jb\rc"], #"a\u{9B}2Jb\rc"#),
        (["widget", "--family", "big\u{1B}[2J"], #"big\e[2J"#),
        (["widget", "--format=\u{2028}tmux"], #"\u{2028}tmux"#),
        (["status", "--json\u{7F}"], #"--json\u{7F}"#),
        (["toggle", "extra\u{01}word"], #"extra\u{01}word"#),
        (["\u{1B}[31mrefresh"], #"\e[31mrefresh"#),
    ])
    func anEchoedArgumentIsEscapedOnOneLine(arguments: [String], shown: String) async throws {
        let result = try await home.run(arguments)
        #expect(result.status == 64)
        #expect(Self.rawControls(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        let lines = Self.messageLines(result.stderr)
        #expect(lines.count == 1, "\(result.stderr.debugDescription)")
        #expect(lines.first?.contains(shown) == true, "\(result.stderr.debugDescription)")
    }

    @Test func aConfigurationPathWithControlsIsEscapedInTheMessage() async throws {
        let config = home.appending("con\u{1B}]0;pwned\u{07}\nfig")
        try FileManager.default.createDirectory(atPath: config + "/fortune", withIntermediateDirectories: true)
        Files.write("{\"language\": \"fr\"}", to: config + "/fortune/config.json")
        let result = try await FortuneBinary.run(
            ["status"], environment: home.environment.merging(["XDG_CONFIG_HOME": config]) { $1 })
        #expect(result.status == 78)
        #expect(Self.rawControls(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"con\e]0;pwned\u{07}\nfig"#), "\(result.stderr.debugDescription)")
    }

    @Test func anUnknownConfigurationKeyWithControlsIsEscapedInTheWarning() async throws {
        try home.writeConfig(#"{"lang\u001b[8muage\nfortune: fine": "ko"}"#)
        let result = try await home.run(["status"])
        #expect(result.status == 0)
        #expect(Self.rawControls(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
        #expect(Self.messageLines(result.stderr).count == 1, "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"lang\e[8muage\nfortune: fine"#), "\(result.stderr.debugDescription)")
    }
}

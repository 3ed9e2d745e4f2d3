#if canImport(Glibc)
import Glibc
#endif
import Testing
import FortuneWidget
import FortuneTestSupport

/// A live widget draws in place only on a terminal with cursor control; a dumb terminal (or
/// none named) gets each frame reprinted without escape sequences.
@Suite struct TerminalModeTests {
    @Test(arguments: [
        (["TERM": "xterm-256color"], TerminalSession.Mode.terminal),
        (["TERM": "dumb"], .stream(separator: "")),
        (["TERM": ""], .stream(separator: "")),
        ([:], .stream(separator: "")),
    ])
    func aTerminalIsDrawnInPlaceOnlyWithCursorControl(environment: [String: String], mode: TerminalSession.Mode) throws
    {
        let pty = try PseudoTerminal()
        #expect(TerminalSession.Mode.automatic(for: pty.terminal, environment: environment) == mode)
    }

    @Test func aPipeIsAStreamOfFramesWhateverTheTerminal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(
            TerminalSession.Mode.automatic(for: ends[1], environment: ["TERM": "xterm"])
                == .stream(separator: TerminalSession.frameSeparator))
    }

    @Test func aStreamOnADumbTerminalCarriesNoEscapeSequence() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(
            output: pty.terminal, mode: .automatic(for: pty.terminal, environment: ["TERM": "dumb"]))
        try session.begin()
        try session.draw("frame one")
        try session.draw("frame two")
        session.end()
        // The terminal turns each line feed into CR LF.
        let expected = "frame one\r\n\r\nframe two\r\n\r\n"
        let written = pty.written(count: expected.utf8.count)
        #expect(written == expected)
        #expect(!written.contains("\u{1B}"))
    }
}

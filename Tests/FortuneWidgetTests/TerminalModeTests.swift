#if canImport(Glibc)
import Glibc
#endif
import Testing
import FortuneCore
import FortuneWidget

/// A live widget draws in place only on a terminal with cursor control; a dumb terminal (or
/// none named) gets each frame reprinted without escape sequences.
@Suite struct TerminalModeTests {
    /// A pseudo-terminal's two ends: what a program sees as its terminal, and the other side.
    /// The C library's functions are looked up by name, as the Glibc module leaves them out.
    final class PseudoTerminal {
        let controller: Int32
        let terminal: Int32

        init() throws {
            typealias Open = @convention(c) (Int32) -> Int32
            typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
            func function<T>(_ name: String, as type: T.Type) throws -> T {
                guard let function = CLibraryFunction.named(name, as: type) else { throw PseudoTerminalUnavailable() }
                return function
            }
            let (openpt, grantpt, unlockpt, ptsname) = try (
                function("posix_openpt", as: Open.self), function("grantpt", as: Open.self),
                function("unlockpt", as: Open.self), function("ptsname", as: Name.self)
            )
            controller = openpt(O_RDWR | O_NOCTTY)
            guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else {
                throw PseudoTerminalUnavailable()
            }
            terminal = open(name, O_RDWR | O_NOCTTY)
            guard terminal >= 0 else { throw PseudoTerminalUnavailable() }
        }

        /// What the program wrote, read from the other side until `count` bytes have come or
        /// `timeout` passes. The kernel passes a terminal's output to the other side on a worker
        /// of its own, so a single read on a busy machine may see only part of it.
        func written(count: Int, within timeout: Duration = .seconds(30)) -> String {
            let deadline = ContinuousClock.now + timeout
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while bytes.count < count, ContinuousClock.now < deadline {
                var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 100) > 0 else { continue }
                let read = Glibc.read(controller, &buffer, buffer.count)
                guard read > 0 else { break }
                bytes += buffer.prefix(read)
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        deinit {
            close(terminal)
            close(controller)
        }
    }

    struct PseudoTerminalUnavailable: Error {}

    @Test(arguments: [
        (["TERM": "xterm-256color"], TerminalSession.Mode.terminal),
        (["TERM": "dumb"], .stream(separator: "")),
        (["TERM": ""], .stream(separator: "")),
        ([:], .stream(separator: "")),
    ])
    func aTerminalIsDrawnInPlaceOnlyWithCursorControl(environment: [String: String], mode: TerminalSession.Mode) throws {
        let pty = try PseudoTerminal()
        #expect(TerminalSession.Mode.automatic(for: pty.terminal, environment: environment) == mode)
    }

    @Test func aPipeIsAStreamOfFramesWhateverTheTerminal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(TerminalSession.Mode.automatic(for: ends[1], environment: ["TERM": "xterm"]) == .stream(separator: TerminalSession.frameSeparator))
    }

    @Test func aStreamOnADumbTerminalCarriesNoEscapeSequence() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(output: pty.terminal, mode: .automatic(for: pty.terminal, environment: ["TERM": "dumb"]))
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

#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// The terminal settings to put back if a signal ends the process while a secret is typed;
/// written before the echo goes off, read only by `restoreTerminalAndRaise`. Allocated rather
/// than a global `termios`: the compiler gives such a global the struct's size without its tail
/// padding (57 of 60 bytes), and a whole-value write then runs past it (AddressSanitizer).
nonisolated(unsafe) private let terminalToRestore: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
}()

/// Puts the terminal's echo back, then lets `signal` do what it would have done.
private func restoreTerminalAndRaise(_ signal: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, terminalToRestore)
    _ = Glibc.signal(signal, SIG_DFL)
    _ = raise(signal)
}

/// A secret read from standard input, never from the command line: on a terminal, one line
/// typed without echo; from a pipe or a file, everything up to its end.
enum SecretInput {
    /// Why no secret could be read.
    enum Failure: Error {
        /// More than the limit came.
        case tooLong
        /// Reading failed with this `errno`.
        case unreadable(Int32)
    }

    /// The signals that end the process while the echo is off: each puts it back first.
    private static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Reads the secret, at most `limit` bytes of it.
    ///
    /// On a terminal `prompt` goes to standard error and the echo is off until the line ends,
    /// put back on every way out: the line read, the input closed, a failed read, or SIGINT,
    /// SIGTERM, SIGHUP or SIGQUIT (which then end the process as they would have).
    static func read(prompt: String, limit: Int) throws(Failure) -> String {
        guard Console.isTerminal(STDIN_FILENO) else { return try readAll(limit: limit, untilNewline: false) }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return try readAll(limit: limit, untilNewline: false) }
        terminalToRestore.pointee = saved
        let previous = endingSignals.map { ($0, signal($0, restoreTerminalAndRaise)) }
        defer {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            for (number, handler) in previous { _ = signal(number, handler) }
        }
        var quiet = saved
        // No echo, but the line's end is still echoed (ECHONL), so the cursor moves on.
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        Console.message(prompt)
        return try readAll(limit: limit, untilNewline: true)
    }

    /// Standard input up to its end (or the first line's end), as text.
    private static func readAll(limit: Int, untilNewline: Bool) throws(Failure) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(errno)
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            if untilNewline, bytes.last == UInt8(ascii: "\n") { break }
        }
        guard bytes.count <= limit else { throw .tooLong }
        return String(decoding: bytes, as: UTF8.self)
    }
}

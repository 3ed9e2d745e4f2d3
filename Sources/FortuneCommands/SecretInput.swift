#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// The terminal settings to put back if a signal ends or stops the process while a secret is
/// typed, and those to take up again when it is continued; written before the echo goes off,
/// read only by the signal handlers below. Allocated rather than global `termios` values: the
/// compiler gives such a global the struct's size without its tail padding (57 of 60 bytes),
/// and a whole-value write then runs past it (AddressSanitizer).
nonisolated(unsafe) private let terminalToRestore: UnsafeMutablePointer<termios> = .allocate(capacity: 2)
nonisolated(unsafe) private let terminalWhileTyping = terminalToRestore + 1

/// Puts the terminal's echo back, then lets `signal` do what it would have done.
private func restoreTerminalAndRaise(_ signal: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, terminalToRestore)
    _ = Glibc.signal(signal, SIG_DFL)
    _ = raise(signal)
}

/// Ctrl-Z: the echo is put back while the process is stopped, so the shell it returns to
/// echoes, and is taken off again when the process is continued.
private func restoreTerminalAndStop(_ signal: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, terminalToRestore)
    _ = Glibc.signal(signal, SIG_DFL)
    // A signal is held back while its handler runs: let this one through, to stop here.
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    _ = sigprocmask(SIG_UNBLOCK, &only, nil)
    _ = raise(signal)
    // Here once continued (SIGCONT).
    _ = Glibc.signal(signal, restoreTerminalAndStop)
    _ = tcsetattr(STDIN_FILENO, TCSANOW, terminalWhileTyping)
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

    /// The signals whose default ends the process: each puts the echo back first. Those that
    /// are a crash (SIGSEGV, SIGABRT…) are left as they are.
    private static let endingSignals = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
    ]

    /// Reads the secret, at most `limit` bytes of it.
    ///
    /// On a terminal `prompt` goes to standard error and the echo is off until the line ends,
    /// put back on every way out: the line read, the input closed, a failed read, or a signal
    /// that ends the process (which then ends it as it would have), and while Ctrl-Z has
    /// stopped it. A signal the process was started ignoring (`nohup`) stays ignored.
    static func read(prompt: String, limit: Int) throws(Failure) -> String {
        guard Console.isTerminal(STDIN_FILENO) else { return try readAll(limit: limit, untilNewline: false) }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return try readAll(limit: limit, untilNewline: false) }
        var quiet = saved
        // No echo, but the line's end is still echoed (ECHONL), so the cursor moves on.
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        terminalToRestore.initialize(to: saved)
        terminalWhileTyping.initialize(to: quiet)
        let previous =
            endingSignals.map { ($0, signal($0, restoreTerminalAndRaise)) } + [
                (SIGTSTP, signal(SIGTSTP, restoreTerminalAndStop))
            ]
        for (number, handler) in previous where isIgnore(handler) { _ = signal(number, SIG_IGN) }
        defer {
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            for (number, handler) in previous { _ = signal(number, handler) }
        }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        Console.message(prompt)
        return try readAll(limit: limit, untilNewline: true)
    }

    /// Whether `handler` is `SIG_IGN`.
    private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
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

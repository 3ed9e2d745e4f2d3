import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
public import FortuneCore

/// Where a live widget draws its frames: a terminal, redrawn in place, or a stream of frames.
///
/// On a terminal the session switches to the alternate screen (so the shell's screen comes back
/// untouched afterwards) and hides the cursor, and `end()` undoes both; the host calls it on
/// every way out, SIGINT and SIGTERM included. Each frame goes out in one `write`, wrapped in
/// synchronized-output marks (DEC mode 2026; terminals without it ignore them), so a frame is
/// never seen half drawn. Anything else (a file, a pipe, a status bar reading lines) gets each
/// frame appended as it is, ended by a newline and then by an optional separator line.
public final class TerminalSession: Sendable {
    /// How frames are written.
    public enum Mode: Sendable, Hashable {
        /// Alternate screen, hidden cursor, each frame drawn over the last.
        case terminal
        /// Frames appended one after another, each followed by `separator` on a line of its
        /// own when it is set. Status bars that read one line per update want no separator.
        case stream(separator: String?)

        /// `.terminal` when `output` is a terminal with cursor control, otherwise a stream:
        /// frames separated by `separator` for a file or a pipe, by an empty line on a terminal
        /// without cursor control (`TERM` unset or `dumb`), which gets no escape sequence.
        public static func automatic(
            for output: Int32,
            environment: [String: String],
            separator: String? = TerminalSession.frameSeparator
        ) -> Mode {
            guard isatty(output) == 1 else { return .stream(separator: separator) }
            return TerminalCapabilities.hasCursorControl(environment: environment) ? .terminal : .stream(separator: "")
        }
    }

    /// The separator line between streamed frames: a form feed, the page break of `pr(1)`, so a
    /// reader can split the output into frames and a pager shows where each one starts.
    public static let frameSeparator = "\u{0C}"

    /// What `begin()` writes on a terminal: the alternate screen entered, the cursor hidden.
    public static let startSequence = "\u{1B}[?1049h\u{1B}[?25l"
    /// What `end()` writes on a terminal: the cursor shown again, the shell's screen back.
    public static let restoreSequence = "\u{1B}[?25h\u{1B}[?1049l"

    public let output: Int32
    public let mode: Mode
    private let started = Atomic<Bool>(false)

    /// A session on the file descriptor `output`, which it does not close.
    public init(output: Int32, mode: Mode) {
        self.output = output
        self.mode = mode
    }

    /// Prepares the terminal; nothing for a stream.
    /// - Throws: `OutputError` when the output cannot be written.
    public func begin() throws(OutputError) {
        guard mode == .terminal else { return }
        started.store(true, ordering: .releasing)
        try write(Self.startSequence)
    }

    /// Draws `frame`, replacing the last one on a terminal, with a single `write` call where the
    /// output takes it whole.
    /// - Throws: `OutputError` when the output cannot be written (a closed pipe).
    public func draw(_ frame: String) throws(OutputError) {
        let text = String(frame.trimmingSuffix { $0 == "\n" })
        switch mode {
        case .terminal:
            // A raw terminal would not return the carriage at a bare line feed.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
            // Begin a synchronized update, move home and clear; end the update after the frame.
            try write("\u{1B}[?2026h\u{1B}[H\u{1B}[2J" + lines + "\u{1B}[?2026l")
        case .stream(let separator):
            try write(text + "\n" + (separator.map { $0 + "\n" } ?? ""))
        }
    }

    /// Restores the terminal if `begin()` changed it; later calls do nothing. Never fails: it
    /// runs on the way out, where there is nobody left to tell.
    public func end() {
        guard started.exchange(false, ordering: .acquiringAndReleasing) else { return }
        try? write(Self.restoreSequence)
    }

    private func write(_ text: String) throws(OutputError) {
        if let failure = FileDescriptorWriting.writeAll(text, to: output) { throw OutputError(errno: failure) }
    }

    /// The width of the terminal on `output` in cells, or nil when it is not a terminal.
    public static func columns(of output: Int32) -> Int? {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The widget's output could not be written.
    public typealias OutputError = FortuneCore.OutputError
}

/// Signals delivered as calls on a queue rather than to the process's default handlers.
///
/// SIGINT and SIGTERM are set to be ignored while the sources exist, so that they no longer end
/// the process and the host can restore the terminal first; `cancel()` puts back the handlers
/// that were there before. Dispatch receives the signals even while they are ignored.
final class SignalEvents: Sendable {
    private struct State {
        var sources: [any DispatchSourceSignal] = []
        var previous: [(signal: Int32, action: sigaction)] = []
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "fortune.widget.signals")

    /// Starts delivering `signals` to `handler`, one call per delivery, in order.
    init(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        state.withLock { state in
            for number in signals {
                var old = sigaction()
                sigaction(number, nil, &old)
                state.previous.append((number, old))
                if number != SIGWINCH {
                    signal(number, SIG_IGN)
                }
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { handler(number) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    /// Stops delivering and restores the handlers found at the start; later calls do nothing.
    func cancel() {
        state.withLock { state in
            state.sources.forEach { $0.cancel() }
            state.sources.removeAll()
            for (number, action) in state.previous.reversed() {
                var action = action
                sigaction(number, &action, nil)
            }
            state.previous.removeAll()
        }
    }

    deinit {
        cancel()
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import FortuneCore

/// A one-line activity indicator on standard error, shown only when standard error is a
/// terminal, so that logs and pipes never receive its frames. A terminal without cursor control
/// (`TERM` unset or `dumb`) gets the label once, on a line of its own, and no escape sequence.
final class Spinner: Sendable {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private let task: Mutex<Task<Void, Never>?> = Mutex(nil)
    /// Set once the line is removed: a frame drawn after that would land in the text that
    /// follows, so frames are drawn only under this lock and only while it is false.
    private let removed = Mutex(false)

    /// Starts showing `label` with a turning wheel; nothing when stderr is not a terminal.
    /// - Parameter slow: what to say instead once the wait has lasted `after` (default three
    ///   seconds), such as a local model that is still being loaded; nil keeps `label`.
    init(_ label: String, slow: String? = nil, after: Duration = .seconds(3), environment: [String: String]) {
        guard Console.isTerminal(STDERR_FILENO) else { return }
        guard TerminalCapabilities.hasCursorControl(environment: environment) else {
            Console.message(label + "\n")
            return
        }
        let task = Task { [self] in
            let start = ContinuousClock.now
            var index = 0
            var shown = label
            while !Task.isCancelled {
                let slower = slow.flatMap { shown != $0 && ContinuousClock.now - start >= after ? $0 : nil }
                if let slower { shown = slower }
                let frame = "\r\(Self.frames[index % Self.frames.count]) \(shown)"
                self.removed.withLock { removed in
                    // Erase the shorter label's leftovers when the label changes.
                    if !removed { Console.message((slower == nil ? "" : "\r\u{1B}[K") + frame) }
                }
                index += 1
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        self.task.withLock { $0 = task }
    }

    /// Removes the indicator's line.
    func stop() async {
        guard let task = task.withLock({ $0.take() }) else { return }
        task.cancel()
        await task.value
        erase()
    }

    /// Removes the indicator's line at once, from any thread, such as when the first words of a
    /// stream are about to be written where it stood; its task ends on its own.
    func removeLine() {
        guard let task = task.withLock({ $0.take() }) else { return }
        task.cancel()
        erase()
    }

    private func erase() {
        removed.withLock { removed in
            guard !removed else { return }
            removed = true
            // Carriage return, then erase to the end of the line.
            Console.message("\r\u{1B}[K")
        }
    }
}

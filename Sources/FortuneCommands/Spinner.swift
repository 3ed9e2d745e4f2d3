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

    /// Starts showing `label` with a turning wheel; nothing when stderr is not a terminal.
    /// - Parameter slow: what to say instead once the wait has lasted `after` (default three
    ///   seconds), such as a local model that is still being loaded; nil keeps `label`.
    init(_ label: String, slow: String? = nil, after: Duration = .seconds(3), environment: [String: String]) {
        guard Console.isTerminal(STDERR_FILENO) else { return }
        guard TerminalCapabilities.hasCursorControl(environment: environment) else {
            Console.message(label + "\n")
            return
        }
        let task = Task {
            let start = ContinuousClock.now
            var index = 0
            var shown = label
            while !Task.isCancelled {
                if let slow, shown != slow, ContinuousClock.now - start >= after {
                    shown = slow
                    // Erase the shorter label's leftovers.
                    Console.message("\r\u{1B}[K")
                }
                Console.message("\r\(Self.frames[index % Self.frames.count]) \(shown)")
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
        // Carriage return, then erase to the end of the line.
        Console.message("\r\u{1B}[K")
    }
}

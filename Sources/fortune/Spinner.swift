#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A one-line activity indicator on standard error, shown only when standard error is a
/// terminal, so that logs and pipes never receive its frames.
final class Spinner: Sendable {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private let task: Mutex<Task<Void, Never>?> = Mutex(nil)

    /// Starts showing `label` with a turning wheel; nothing when stderr is not a terminal.
    init(_ label: String) {
        guard Console.isTerminal(STDERR_FILENO) else { return }
        let task = Task {
            var index = 0
            while !Task.isCancelled {
                Console.message("\r\(Self.frames[index % Self.frames.count]) \(label)")
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

import Synchronization
import FortuneRender

/// Writes a streamed fortune to standard output as it arrives, through `StreamedText`, so only
/// sanitised text reaches the terminal.
final class StreamEcho: Sendable {
    private let text = Mutex(StreamedText())

    func append(_ piece: String) {
        let addition = text.withLock { $0.append(piece) }
        if !addition.isEmpty { Console.message(addition, to: .standardOutput) }
    }

    /// Ends the line; with the saved text, first writes whatever of it was not shown yet.
    func finish(with saved: String?) {
        let rest = saved.map { saved in text.withLock { $0.remainder(of: saved) } } ?? ""
        Console.message(rest + "\n", to: .standardOutput)
    }
}

import FortuneKit
import Synchronization

/// Writes a streamed fortune to the terminal as it arrives, sanitised.
///
/// Model text is untrusted and an escape sequence may be split across pieces, so each time the
/// whole text so far is sanitised and only what extends what was already shown is written.
final class StreamEcho: Sendable {
    private struct State {
        var received = ""
        var shown = ""
    }

    private let state = Mutex(State())

    func append(_ piece: String) {
        let addition: String? = state.withLock { state in
            state.received += piece
            let clean = Sanitizer.clean(state.received)
            guard clean.hasPrefix(state.shown), clean.count > state.shown.count else { return nil }
            let addition = String(clean.dropFirst(state.shown.count))
            state.shown = clean
            return addition
        }
        if let addition { Console.message(addition, to: .standardOutput) }
    }

    /// Ends the line; with the saved text, writes whatever of it was not shown yet.
    func finish(with text: String?) {
        let rest: String = state.withLock { state in
            guard let text, text.hasPrefix(state.shown) else { return "" }
            return String(text.dropFirst(state.shown.count))
        }
        Console.message(rest + "\n", to: .standardOutput)
    }
}

import Synchronization

/// The cancellation switch of one transfer, shared between the loop's thread that runs it and
/// the task that waits for it.
///
/// `cancel()` may come from any thread at any time, before, during or after the transfer; it
/// wakes the loop's `curl_multi_poll`, so that cancellation takes effect at once rather than at
/// the next poll timeout.
final class TransferControl: Sendable {
    private struct State {
        var cancelled = false
        /// The loop running the transfer, once it was handed over.
        var loop: CurlMultiLoop?
    }

    private let state = Mutex(State())

    var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    func cancel() {
        let loop = state.withLock { state in
            state.cancelled = true
            return state.loop
        }
        loop?.wake()
    }

    /// Records that `loop` runs the transfer, so that a later `cancel()` wakes it.
    func attach(_ loop: CurlMultiLoop) {
        state.withLock { $0.loop = loop }
    }
}

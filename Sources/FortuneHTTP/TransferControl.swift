internal import CCurl
import Synchronization

/// The cancellation switch of one transfer, shared between the thread that runs it and the
/// task that waits for it.
///
/// `cancel()` may come from any thread at any time, before, during or after the transfer; it
/// wakes the transfer's `curl_multi_poll` so that cancellation takes effect at once rather than
/// at the next poll timeout.
final class TransferControl: Sendable {
    private struct State {
        var cancelled = false
        /// The multi handle while the transfer runs; nil before and after.
        var multi: MultiHandle?
    }

    /// A multi handle as seen from other threads: only ever used for curl_multi_wakeup, which
    /// https://curl.se/libcurl/c/curl_multi_wakeup.html documents as callable from any thread.
    private struct MultiHandle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    private let state = Mutex(State())

    var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    func cancel() {
        state.withLock { state in
            state.cancelled = true
            // Under the lock: detach() cannot free the handle while it is being woken.
            if let multi = state.multi { ccurl_multi_wakeup(multi.pointer) }
        }
    }

    /// Registers the running transfer's multi handle; false if already cancelled.
    func attach(_ multi: UnsafeMutableRawPointer) -> Bool {
        state.withLock { state in
            guard !state.cancelled else { return false }
            state.multi = MultiHandle(pointer: multi)
            return true
        }
    }

    func detach() {
        state.withLock { $0.multi = nil }
    }
}

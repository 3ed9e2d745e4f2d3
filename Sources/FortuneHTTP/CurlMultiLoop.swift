internal import CCurl
import FortuneCore
import Synchronization

/// The one libcurl multi handle of the process, and the thread that drives every transfer on it.
///
/// Transfers on one multi handle share its connection cache, so requests to one host reuse a
/// connection instead of each paying a TCP and TLS handshake of its own: `refresh --all` asks
/// twelve times in a row. Over HTTP/2 (Gemini's API) concurrent requests wait for the first
/// connection (`CURLOPT_PIPEWAIT`) and share it; over HTTP/1.1 a connection is reused once its
/// request is done, and the TLS sessions are shared so that a new connection resumes one.
/// libcurl cannot share a connection cache between threads (a known bug of its share
/// interface), hence one thread for all transfers rather than a thread each.
///
/// The thread waits in `curl_multi_poll`; a new transfer or a cancellation wakes it with
/// `curl_multi_wakeup`. With nothing to do it sleeps until woken: an idle process uses no CPU.
final class CurlMultiLoop: Sendable {
    /// A handle of libcurl's, used on the loop's thread only, and by `curl_multi_wakeup` from
    /// any thread, which libcurl allows.
    private struct Handle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    /// A transfer handed over to the loop's thread: the caller never touches it again.
    private struct Submission: @unchecked Sendable {
        let transfer: CurlTransfer
    }

    private let multi: Handle
    private let share: Handle
    private let submitted = Mutex<[Submission]>([])

    private static let started = Mutex<CurlMultiLoop?>(nil)

    /// How many connections the cache holds, whatever the number of transfers in progress:
    /// far above what a command opens (`refresh --all`: four at a time to a model's host, and
    /// to a fallback's), and above what the test suite's process holds at once, whose tests
    /// share this one cache.
    static let connectionCacheSize = 64

    /// The loop of this process, started with its thread on first use.
    /// - Throws: `HTTPError` when libcurl cannot be loaded or the thread cannot be started.
    static func shared() throws(HTTPError) -> CurlMultiLoop {
        try CurlLibrary.load()
        let loop = try started.withLock { loop throws(HTTPError) -> CurlMultiLoop in
            if let loop { return loop }
            let made = try CurlMultiLoop()
            guard DedicatedThread.start({ made.run() }) else {
                throw HTTPError(.other, said: Message("error.http.noThread"))
            }
            loop = made
            return made
        }
        return loop
    }

    private init() throws(HTTPError) {
        guard let multi = ccurl_multi_init(), let share = ccurl_share_init() else {
            throw HTTPError(.other, said: Message("error.http.noMemory"))
        }
        // TLS sessions and name lookups are kept across connections too; a share handle used
        // by one thread only needs no locks.
        _ = ccurl_share_setopt_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_SSL_SESSION.rawValue))
        _ = ccurl_share_setopt_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_DNS.rawValue))
        // libcurl's default cache holds four idle connections per transfer in progress, so it
        // shrinks as transfers end and closes a connection that the next request would reuse.
        _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, Self.connectionCacheSize)
        self.multi = Handle(pointer: multi)
        self.share = Handle(pointer: share)
    }

    /// The share handle every transfer's easy handle is given, for TLS sessions and DNS.
    var shareHandle: UnsafeMutableRawPointer { share.pointer }

    /// Runs `transfer` on the loop's thread until it ends, fails or is cancelled through its
    /// control; it then reports through its own completion, on that thread.
    func start(_ transfer: CurlTransfer) {
        let submission = Submission(transfer: transfer)
        submitted.withLock { $0.append(submission) }
        wake()
    }

    /// Makes the loop look at its submissions and cancellations now.
    func wake() {
        ccurl_multi_wakeup(multi.pointer)
    }

    /// The loop's thread: adds what was submitted, drops what was cancelled, lets libcurl work,
    /// ends what finished, and waits.
    private func run() {
        var running: [CurlTransfer] = []
        while true {
            for submission in submitted.withLock({ $0.take() }) {
                let transfer = submission.transfer
                if transfer.isCancelled {
                    transfer.end(with: CURLE_ABORTED_BY_CALLBACK)
                } else if ccurl_multi_add_handle(multi.pointer, transfer.easy) == CURLM_OK {
                    running.append(transfer)
                } else {
                    transfer.end(with: CURLE_OUT_OF_MEMORY)
                }
            }
            let now = ContinuousClock.now
            running.removeAll { transfer in
                if transfer.isCancelled {
                    ccurl_multi_remove_handle(multi.pointer, transfer.easy)
                    transfer.end(with: CURLE_ABORTED_BY_CALLBACK)
                    return true
                }
                // A stream silent for too long: the poll below wakes at least once a second.
                guard let stall = transfer.stall(at: now) else { return false }
                ccurl_multi_remove_handle(multi.pointer, transfer.easy)
                transfer.end(with: stall)
                return true
            }
            var active: Int32 = 0
            if ccurl_multi_perform(multi.pointer, &active) != CURLM_OK {
                for transfer in running {
                    ccurl_multi_remove_handle(multi.pointer, transfer.easy)
                    transfer.end(with: CURLE_FAILED_INIT)
                }
                running.removeAll()
            }
            var easy: UnsafeMutableRawPointer?
            var result = CURLE_OK
            while ccurl_multi_next_done(multi.pointer, &easy, &result) == 0 {
                guard let index = running.firstIndex(where: { $0.easy == easy }) else { continue }
                let transfer = running.remove(at: index)
                ccurl_multi_remove_handle(multi.pointer, transfer.easy)
                transfer.end(with: result)
            }
            // libcurl's timers (timeouts, retries of a connect) need a look at least every
            // second while transfers run; with none, only a wakeup ends the wait.
            ccurl_multi_poll(multi.pointer, running.isEmpty ? Int32.max : 1000)
        }
    }
}

extension Array {
    /// The elements, leaving the array empty.
    fileprivate mutating func take() -> [Element] {
        defer { removeAll() }
        return self
    }
}

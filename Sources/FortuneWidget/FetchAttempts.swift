import Synchronization
import FortuneCore

/// When a timeline last asked the model for each sign, so that a host that fetches its own
/// fortunes asks at most once per interval, whatever the store says.
///
/// Kept in memory rather than read from the store's last failure: that one slot is shared by
/// every sign and every process, and may not have been written at all (a full disk), so a host
/// that judged by it could ask again on every reload, and two hosts for different signs could
/// set each other off.
final class FetchAttempts: Sendable {
    private let last = Mutex<[Sign: Int]>([:])

    /// Whether `sign` may be fetched at `time`; if so, notes the attempt.
    func begin(_ sign: Sign, at time: Int, interval: Int) -> Bool {
        last.withLock { last in
            if let previous = last[sign], time - previous < interval { return false }
            last[sign] = time
            return true
        }
    }

    /// When `sign` may next be fetched; nil if it never was.
    func nextAllowed(_ sign: Sign, interval: Int) -> Int? {
        last.withLock { $0[sign].map { $0 + interval } }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Waiting for a condition instead of sleeping a fixed time: as soon as it holds on a fast
/// machine, and up to a bound on a loaded one.
public enum Poll {
    /// Checks `condition` every `interval` until it holds or `timeout` has passed.
    /// - Returns: whether it held.
    public static func until(
        timeout: Duration = .seconds(30), every interval: Duration = .milliseconds(10), _ condition: () -> Bool
    ) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if condition() { return true }
            let (seconds, attoseconds) = interval.components
            usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
        }
        return condition()
    }

    /// `until` for async code: it sleeps between the checks without holding a thread.
    public static func until(
        timeout: Duration = .seconds(30), every interval: Duration = .milliseconds(10),
        _ condition: () -> Bool
    ) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if condition() { return true }
            // A cancelled task does not sleep: it stops checking.
            do { try await Task.sleep(for: interval) } catch { break }
        }
        return condition()
    }
}

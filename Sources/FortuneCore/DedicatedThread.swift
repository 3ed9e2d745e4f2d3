#if canImport(Glibc)
import Glibc
#endif

/// Runs blocking work on a POSIX thread of its own, never on Swift concurrency's cooperative
/// pool.
///
/// The pool has a thread per core (two, on the machines this is built for); a libcurl transfer,
/// an inotify read or a `waitpid` parked on one of them would stall every task. Each such job
/// gets a detached thread instead, so that many of them truly overlap.
public enum DedicatedThread {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Starts `body` on a new detached thread.
    /// - Returns: false, without running `body`, when no thread can be made (the caller then
    ///   fails cleanly rather than blocking where it must not).
    @discardableResult
    public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                work.body()
                return nil
            }, work)
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Runs `body` on a thread of its own and returns its result to the awaiting task.
    ///
    /// When no thread can be made, runs `body` on the calling thread: late is better than never
    /// for the short, bounded jobs this is for (reload hooks, which have their own timeout).
    public static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            if !start({ continuation.resume(returning: body()) }) {
                continuation.resume(returning: body())
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Starts blocking work on a thread of its own.
///
/// libcurl's transfers block their thread for as long as they last, so they never run on Swift
/// concurrency's cooperative pool (a handful of threads shared by every task): each gets a
/// detached POSIX thread, and many transfers truly overlap.
enum TransferThread {
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    static func start(_ body: @escaping @Sendable () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            work.body()
            return nil
        }, work)
        guard result == 0 else {
            // No thread to be had: run here rather than lose the work (and its continuation).
            Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }
}

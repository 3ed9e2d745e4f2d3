import Dispatch

/// Waits on this thread for `body`, run as a task: libFuzzer calls its targets synchronously.
func blocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let done = DispatchSemaphore(value: 0)
    let result = ResultBox<T>()
    Task {
        result.value = await body()
        done.signal()
    }
    done.wait()
    return result.value!
}

/// The result of one `blocking` call: written by its task before the semaphore is signalled,
/// read by the waiting thread after, so never at the same time.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

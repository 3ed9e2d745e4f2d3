import Synchronization

/// Collects values reported from any thread (notices, failure lines, delays), for a test to
/// look at afterwards.
public final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    public init() {}

    /// Everything recorded so far, in order.
    public var all: [Value] { values.withLock { $0 } }

    public func record(_ value: Value) {
        values.withLock { $0.append(value) }
    }
}

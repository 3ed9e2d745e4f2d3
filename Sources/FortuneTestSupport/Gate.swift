#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import FortuneCore

/// A signal a test raises once, on which a scripted reply waits.
///
/// It lets a streaming test see the first piece arrive while the server still holds back the
/// rest, with no sleeps. It is a pipe whose read end turns readable, for good, when the gate
/// opens: the server waits for it with `poll`, together with its sockets and its own stop signal.
public final class Gate: Sendable {
    /// Readable once the gate is open, and from then on.
    let descriptor: Int32
    private let writeEnd: Int32
    private let opened = Atomic<Bool>(false)

    public init() {
        guard let ends = LoopbackDescriptors.pipe() else {
            fatalError("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        (descriptor, writeEnd) = ends
    }

    /// Lets everything waiting on this gate go on; opening it again does nothing.
    public func open() {
        guard !opened.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // The byte is never read, so the read end stays readable for every later wait.
        _ = withUnsafeBytes(of: UInt8(1)) { FileDescriptorWriting.writeAll($0, to: writeEnd) }
    }

    public var isOpen: Bool { opened.load(ordering: .acquiring) }

    deinit {
        close(descriptor)
        close(writeEnd)
    }
}

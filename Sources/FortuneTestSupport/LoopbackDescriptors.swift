#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// Descriptors made close-on-exec atomically, so a program that another test spawns at the same
/// moment never inherits one (a child holding a connection would keep its client from ever
/// seeing end of stream).
///
/// `accept4` and `pipe2` are GNU extensions that the Glibc module does not import; they are
/// looked up once, by name, in the C library the process already has.
enum LoopbackDescriptors {
    private typealias Accept4 =
        @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    nonisolated(unsafe) private static let accept4 = CLibraryFunction.named("accept4", as: Accept4.self)!
    nonisolated(unsafe) private static let pipe2 = CLibraryFunction.named("pipe2", as: Pipe2.self)!

    /// The next connection on `listener`, or -1 with `errno` set.
    static func accept(_ listener: Int32) -> Int32 {
        accept4(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue))
    }

    /// A pipe's read and write ends.
    static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe2(&ends, O_CLOEXEC) == 0 else { return nil }
        return (ends[0], ends[1])
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The output could not be written: a full disk (`fortune > /dev/full`), a failing device.
/// Exits 74 (EX_IOERR), said in one line.
public struct OutputError: ReportableError, Hashable, Sendable {
    /// The `errno` of the failed write.
    public let errno: Int32

    public init(errno: Int32) {
        self.errno = errno
    }

    public var description: String {
        "cannot write the output: \(String(cString: strerror(errno)))"
    }

    public var exitStatus: ExitStatus { .ioError }
}

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

    public var description: String { message(in: .english) }

    /// The C library's words for the error number stay as it says them.
    public func message(in language: Language) -> String {
        Message("error.output", ["reason": String(cString: strerror(errno))]).text(in: language)
    }

    public var exitStatus: ExitStatus { .ioError }
}

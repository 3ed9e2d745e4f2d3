#if canImport(Glibc)
import Glibc
#endif

/// Writes a whole buffer to a file descriptor.
///
/// `write(2)` may take less than it was given (a full pipe, a signal part way) or fail with
/// EINTR when a signal comes first; neither means the output has failed. Every writer goes
/// through here so that none stops early or mistakes either for an error, and each reports a
/// real failure its own way.
package enum FileDescriptorWriting {
    /// Writes all of `bytes` to `descriptor`, going on after partial writes and EINTR.
    /// - Returns: nil when every byte was written, otherwise the `errno` of the failure.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        writeAll(bytes) { Glibc.write(descriptor, $0, $1) }
    }

    /// Writes all of `text`, as UTF-8, to `descriptor`, going on after partial writes and EINTR.
    /// - Returns: nil when every byte was written, otherwise the `errno` of the failure.
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes all of `bytes` with `transfer`, for a socket that wants `send(2)` and its flags.
    /// - Parameters:
    ///   - transfer: writes from a pointer at most a count of bytes and returns how many it
    ///     wrote, or -1 with `errno` set, as `write(2)` does.
    /// - Returns: nil when every byte was written, otherwise the `errno` of the failure.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, with transfer: (UnsafeRawPointer, Int) -> Int)
        -> Int32?
    {
        var offset = 0
        while offset < bytes.count {
            let written = transfer(bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}

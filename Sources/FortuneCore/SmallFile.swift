#if canImport(Glibc)
import Glibc
#endif

/// A small file the user gives (a key, a prompt), read with a bound: never more than `limit`
/// bytes are read, whatever the file says its size is or becomes, and what is not a regular
/// file (a folder, a FIFO that would wait for a writer for ever, a link to `/dev/zero`) is
/// never opened for reading its contents.
package enum SmallFile: Sendable, Hashable {
    /// Nothing is there (or a component of the path is not a folder).
    case missing
    /// Something other than a regular file is there; `directory` tells a folder apart.
    case notRegular(directory: Bool)
    /// A regular file longer than the limit.
    case tooLarge
    /// It could not be read; the reason in the C library's words, lower case.
    case unreadable(String)
    /// Its bytes, at most the limit.
    case contents([UInt8])

    /// What is at `path`, read to at most `limit` bytes.
    package static func read(_ path: String, limit: Int) -> SmallFile {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason(errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular(directory: info.st_mode & S_IFMT == S_IFDIR) }
        guard info.st_size <= limit else { return .tooLarge }
        // Non-blocking: if a FIFO took the file's place since the stat, open does not wait.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(reason(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .notRegular(directory: false)
        }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count)
            }
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else { return .unreadable(reason(errno)) }
            if read == 0 { break }
            count += read
        }
        // Grown since the stat: still no more than the limit.
        return count > limit ? .tooLarge : .contents(Array(bytes[..<count]))
    }

    private static func reason(_ number: Int32) -> String {
        String(cString: strerror(number)).lowercased()
    }
}

package import FoundationEssentials
#if canImport(Glibc)
package import Glibc
#endif
import FortuneCore

/// The few file operations the store is built from, on Glibc so that every failure keeps its
/// `errno` and its path.
package enum DurableFiles {
    /// Creates `path` and any missing parents with `mode`, as the XDG specification asks for a
    /// state directory (0700). An existing directory is left with its mode.
    package static func makeDirectory(_ path: String, mode: mode_t = 0o700) throws(StoreError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw .system(.createDirectory, path: path, errno: ENOTDIR)
            }
            return
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectory(String(path[..<slash]), mode: mode)
        }
        if mkdir(path, mode) != 0 {
            let number = errno
            if number == EEXIST { return }
            throw .system(.createDirectory, path: path, errno: number)
        }
        // The umask may have taken bits away; the mode asked for is the one meant.
        _ = chmod(path, mode)
    }

    /// The whole contents of `path`, or nil when there is no such file.
    ///
    /// Anything but a regular file (a FIFO, a device, a directory) is refused with `ENODEV`
    /// before a byte is read: opened without blocking, so a FIFO with no writer cannot hang a
    /// shell greeting.
    package static func read(_ path: String) throws(StoreError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let number = errno
            if number == ENOENT { return nil }
            throw .system(.read, path: path, errno: number)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(.read, path: path, errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .system(.read, path: path, errno: ENODEV) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(.read, path: path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return Data(bytes)
    }

    /// Replaces `path` with `data` so that a reader sees either the old file or the new one,
    /// never a mixture: write a temporary file beside it, then rename it over `path`.
    /// - Parameters:
    ///   - temporary: the temporary file's path, in the same directory; removed on failure.
    ///   - durable: whether to `fsync` the file before the rename and the directory after it,
    ///     so that the new contents survive a power cut (man 2 fsync, "NOTES").
    package static func replace(_ path: String, with data: Data, temporary: String, mode: mode_t = 0o600, durable: Bool)
        throws(StoreError)
    {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw .system(.write, path: temporary, errno: errno)
        }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, mode) == 0 else {
                throw StoreError.system(.setMode, path: temporary, errno: errno)
            }
            if let failure = data.withUnsafeBytes({ FileDescriptorWriting.writeAll($0, to: descriptor) }) {
                throw StoreError.system(.write, path: temporary, errno: failure)
            }
            if durable, sync(descriptor, .syncedFile(temporary)) != 0 {
                throw StoreError.system(.sync, path: temporary, errno: errno)
            }
        }
        guard rename(temporary, path) == 0 else {
            throw .system(.replace, path: path, errno: errno)
        }
        observer?(.renamed(from: temporary, to: path))
        succeeded = true
        if durable {
            try syncDirectory(of: path)
        }
    }

    /// Makes a rename in the directory of `path` durable.
    static func syncDirectory(of path: String) throws(StoreError) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .system(.openDirectory, path: directory, errno: errno)
        }
        defer { close(descriptor) }
        // Some file systems cannot sync a directory (EINVAL); the rename itself has happened.
        if sync(descriptor, .syncedDirectory(directory)) != 0, errno != EINVAL {
            throw .system(.syncDirectory, path: directory, errno: errno)
        }
    }

    /// Runs `body` holding an exclusive `flock` on `path`, created with mode 0600 if missing.
    ///
    /// The lock is a file of its own, never the store, because the store is replaced by rename:
    /// a lock on the old inode would not exclude a writer that opened the new one.
    static func withExclusiveLock<T>(on path: String, _ body: () throws -> T) throws -> T {
        try withExclusiveLock(open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600), opening: .openLock, path: path, body)
    }

    /// Runs `body` holding an exclusive `flock` on the directory `path` itself: for a file
    /// that is replaced by rename and has no lock file beside it (`config.json`), so that two
    /// writers that read, change and replace it take turns and neither loses the other's change.
    package static func withExclusiveLock<T>(onDirectory path: String, _ body: () throws -> T) throws -> T {
        try withExclusiveLock(open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC), opening: .openDirectory, path: path, body)
    }

    /// Runs `body` holding an exclusive `flock` on `descriptor`, which is `path` opened (or -1,
    /// with `errno` set, when `opening` it failed), and closes it.
    private static func withExclusiveLock<T>(
        _ descriptor: Int32, opening: StoreError.Operation, path: String, _ body: () throws -> T
    ) throws -> T {
        guard descriptor >= 0 else {
            throw StoreError.system(opening, path: path, errno: errno)
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw StoreError.system(.lock, path: path, errno: errno)
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Renames `path` to `target`, or to `target-1`, `target-2`… if that exists: never over
    /// another file. Returns the name used.
    static func renameAside(_ path: String, to target: String) throws(StoreError) -> String {
        let candidate = freeName(like: target)
        guard rename(path, candidate) == 0 else {
            throw .system(.moveAside, path: path, errno: errno)
        }
        observer?(.renamed(from: path, to: candidate))
        try syncDirectory(of: candidate)
        return candidate
    }

    /// Writes `data` durably to `target`, or to `target-1`, `target-2`… if that exists, leaving
    /// every other file as it is. Returns the name used.
    static func copyAside(_ data: Data, to target: String) throws(StoreError) -> String {
        let candidate = freeName(like: target)
        try replace(candidate, with: data, temporary: candidate + ".tmp-\(getpid())", durable: true)
        return candidate
    }

    private static func freeName(like target: String) -> String {
        var candidate = target
        var suffix = 0
        var info = stat()
        while lstat(candidate, &info) == 0 {
            suffix += 1
            candidate = "\(target)-\(suffix)"
        }
        return candidate
    }
}

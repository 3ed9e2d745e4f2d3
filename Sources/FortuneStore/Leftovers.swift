#if canImport(Glibc)
import Glibc
#endif

/// Removes the temporary files that writers killed mid-write left in the state directory.
///
/// Every file of the directory is replaced by writing `<name>.tmp-<pid>[-<n>]` and renaming it
/// over `<name>`; a writer killed between the two (SIGKILL, a power cut) leaves the temporary
/// file, often a whole copy of the store, and nothing else would ever remove it. The store's
/// writers remove them: under the store's lock, a temporary file of the store is a leftover
/// whoever made it, since its writer would be holding the lock; any other (the reload marker's,
/// `thinking.json`'s, written without the lock) once its process is gone, or is older than a
/// writer could ever take, in case its pid was given to another process since.
enum Leftovers {
    /// How old a temporary file of a live pid must be to count as a leftover: a write takes
    /// milliseconds.
    static let maximumAge = 60

    /// Removes the leftovers in `directory`; what cannot be listed or removed stays, for the
    /// next writer to try.
    /// - Parameter lockedName: the file whose writers hold the lock the caller holds now.
    static func remove(in directory: String, lockedName: String) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let (owner, pid) = temporaryFile(name) else { continue }
            let path = directory + "/" + name
            if owner.hasPrefix(lockedName) || !isAlive(pid) || age(of: path, now: now) > maximumAge {
                unlink(path)
            }
        }
    }

    /// The name a temporary file replaces and the pid of its writer, for a name
    /// `<name>.tmp-<pid>` or `<name>.tmp-<pid>-<n>`; nil for any other name.
    static func temporaryFile(_ name: String) -> (owner: Substring, pid: pid_t)? {
        guard let marker = name.ranges(of: ".tmp-").last else { return nil }
        let owner = name[..<marker.lowerBound]
        let fields = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard !owner.isEmpty, (1...2).contains(fields.count),
            fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let pid = pid_t(fields[0]), pid > 0
        else { return nil }
        return (owner, pid)
    }

    /// Whether a process `pid` exists (EPERM: it does, and is another user's).
    private static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Seconds since `path` was last written; 0 when it cannot be read (removed meanwhile).
    private static func age(of path: String, now: timespec) -> Int {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return now.tv_sec - info.st_mtim.tv_sec
    }
}

#if canImport(Glibc)
package import Glibc
#endif

/// Questions about files that several commands ask: where a link really leads, a file's
/// permission bits, where `PATH` finds a program.
package enum FileSystem {
    /// `path` with every symbolic link resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The permission bits of `path` (e.g. 0o600), or nil when it does not exist.
    package static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : nil
    }

    /// The first executable `program` in the folders of `searchPath` (a `PATH` value).
    package static func executable(_ program: String, searchPath: String) -> String? {
        searchPath.split(separator: ":").map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }
}

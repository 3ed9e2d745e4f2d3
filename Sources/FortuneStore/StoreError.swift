#if canImport(Glibc)
import Glibc
#endif
public import FortuneCore

/// Why the store could not be read or written, in one line that names the path.
///
/// A struct around a private code, so new kinds of failure never break a caller's `switch`;
/// callers ask for `exitStatus` and print `description`.
public struct StoreError: ReportableError, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Hashable {
        case system(operation: String, errno: Int32)
        case newerSchema(found: Int, known: Int)
        case encoding(String)
    }

    private let code: Code
    /// The file or directory concerned.
    public let path: String

    private init(_ code: Code, path: String) {
        self.code = code
        self.path = path
    }

    /// A system call on `path` failed with `errno`.
    /// - Parameter operation: what was being done, as a verb phrase ("create the directory").
    public static func system(_ operation: String, path: String, errno: Int32) -> StoreError {
        StoreError(.system(operation: operation, errno: errno), path: path)
    }

    /// The store was written by a newer build; it is left as it is.
    public static func newerSchema(_ found: Int, path: String) -> StoreError {
        StoreError(.newerSchema(found: found, known: StoreDocument.currentSchemaVersion), path: path)
    }

    /// The document could not be turned into JSON.
    public static func encoding(_ reason: String, path: String) -> StoreError {
        StoreError(.encoding(reason), path: path)
    }

    /// The C library's error number, for failures of a system call.
    public var errno: Int32? {
        if case .system(_, let number) = code { return number }
        return nil
    }

    /// Whether this is a store from a newer build, which this one must not rewrite.
    public var isNewerSchema: Bool {
        if case .newerSchema = code { return true }
        return false
    }

    /// The exit status for a command that fails with this error.
    ///
    /// A state directory the user cannot write, or a store from a newer build, is
    /// configuration to fix (78); a full disk or a passing I/O error may clear up (75).
    public var exitStatus: ExitStatus {
        switch code {
        case .newerSchema, .encoding:
            return .configuration
        case .system(_, let number):
            switch number {
            case EACCES, EPERM, EROFS, ENOTDIR, EISDIR, ELOOP, ENAMETOOLONG, ENOENT, EEXIST, ENODEV:
                return .configuration
            default:
                return .temporaryFailure
            }
        }
    }

    public var description: String {
        switch code {
        case .system(let operation, let number):
            let reason: String
            switch number {
            case EACCES, EPERM: reason = "permission denied"
            case ENOSPC: reason = "no space left on the device"
            case EDQUOT: reason = "disk quota exceeded"
            case EROFS: reason = "read-only file system"
            case ENODEV: reason = "not a regular file"
            default: reason = String(cString: strerror(number)).lowercased()
            }
            return "cannot \(operation) \(path): \(reason)"
        case .newerSchema(let found, let known):
            return "the store \(path) has schema version \(found), newer than this fortune knows (\(known)); "
                + "upgrade fortune (the store is left as it is)"
        case .encoding(let reason):
            return "cannot encode the store \(path): \(reason)"
        }
    }
}

/// Something the store did on its own that the user should hear about, once, on one line.
public enum StoreNotice: Sendable, Hashable, CustomStringConvertible {
    /// The store file could not be read, so it was renamed to `aside` and a new store started.
    case movedAside(path: String, aside: String, reason: String)
    /// Some records of the store could not be read; the rest is in use, and the original file
    /// was kept at `copy` before the store was written without them.
    case keptCopy(path: String, copy: String, unreadable: Int)

    public var description: String {
        switch self {
        case .movedAside(let path, let aside, let reason):
            return "the store \(path) could not be read (\(reason)); moved it to \(aside) and started a new store"
        case .keptCopy(let path, let copy, let unreadable):
            let values = unreadable == 1 ? "1 value" : "\(unreadable) values"
            return
                "the store \(path) had \(values) this version cannot read; kept the original at \(copy) and went on without them"
        }
    }
}

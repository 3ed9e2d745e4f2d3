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
        case system(operation: Operation, errno: Int32)
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

    /// What the store was doing when a system call failed; each says itself in every language
    /// (`error.store.cannot.<name>`: "cannot create the directory {path}: {reason}").
    public enum Operation: String, Sendable, Hashable {
        case createDirectory, read, write, setMode, sync, replace, openDirectory, syncDirectory
        case openLock, lock, moveAside, watch, remove
    }

    /// A system call on `path` failed with `errno` while doing `operation`.
    public static func system(_ operation: Operation, path: String, errno: Int32) -> StoreError {
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

    public var description: String { message(in: .english) }

    /// The line in `language`; the path, and the C library's words for an error number this
    /// type does not name, as they are.
    public func message(in language: Language) -> String {
        switch code {
        case .system(let operation, let number):
            let reason: Message
            switch number {
            case EACCES, EPERM: reason = Message("error.store.reason.permission")
            case ENOSPC: reason = Message("error.store.reason.noSpace")
            case EDQUOT: reason = Message("error.store.reason.quota")
            case EROFS: reason = Message("error.store.reason.readOnly")
            case ENODEV: reason = Message("error.store.reason.notRegular")
            default: reason = .verbatim(String(cString: strerror(number)).lowercased())
            }
            return Message("error.store.cannot." + operation.rawValue, ["path": path], parts: ["reason": reason])
                .text(in: language)
        case .newerSchema(let found, let known):
            return Message("error.store.newerSchema", ["path": path, "found": "\(found)", "known": "\(known)"])
                .text(in: language)
        case .encoding(let reason):
            return Message("error.store.encoding", ["path": path, "reason": reason]).text(in: language)
        }
    }
}

/// Something the store did on its own that the user should hear about, once, on one line.
public enum StoreNotice: Sendable, Hashable, CustomStringConvertible {
    /// The store file could not be read, so it was renamed to `aside` and a new store started.
    case movedAside(path: String, aside: String, reason: Message)
    /// Some records of the store could not be read; the rest is in use, and the original file
    /// was kept at `copy` before the store was written without them.
    case keptCopy(path: String, copy: String, unreadable: Int)

    public var description: String { message(in: .english) }

    /// The notice in `language`; paths as they are.
    public func message(in language: Language) -> String {
        switch self {
        case .movedAside(let path, let aside, let reason):
            return Message("error.store.movedAside", ["path": path, "aside": aside], parts: ["reason": reason])
                .text(in: language)
        case .keptCopy(let path, let copy, let unreadable):
            let key = unreadable == 1 ? "error.store.keptCopyOne" : "error.store.keptCopy"
            return Message(key, ["path": path, "copy": copy, "count": "\(unreadable)"]).text(in: language)
        }
    }
}

import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// The one JSON document that the command and every widget share: the App Group
/// `UserDefaults` suite of the app this ports, as a file in the state directory.
///
/// Reading takes no lock: the file is only ever replaced whole, by rename, so a reader sees the
/// old document or the new one. Every write is a transaction in `update(_:)`, serialised across
/// processes by `flock` on a lock file beside the store, so no update is lost.
///
/// All calls block on file I/O (and `update` on the lock); from async code, call them where
/// blocking is acceptable, such as a command's `run()`.
public struct SharedStore: Sendable {
    /// The store's file name in its directory.
    public static let fileName = "store.json"
    /// The lock file's name: held for the whole of every `update`.
    public static let lockFileName = "store.lock"

    /// The directory holding the store, normally `StorePaths.stateDirectory`.
    public let directory: String
    private let onNotice: @Sendable (StoreNotice) -> Void

    /// A store in `directory`, created (mode 0700) on the first write.
    /// - Parameters:
    ///   - onNotice: told when the store does something on its own, such as moving an
    ///     unreadable file aside; a command prints it on standard error. Default: ignored.
    public init(directory: String, onNotice: @escaping @Sendable (StoreNotice) -> Void = { _ in }) {
        self.directory = directory
        self.onNotice = onNotice
    }

    /// The store in the state directory of `paths`.
    public init(paths: StorePaths, onNotice: @escaping @Sendable (StoreNotice) -> Void = { _ in }) {
        self.init(directory: paths.stateDirectory, onNotice: onNotice)
    }

    /// The path of the store file.
    public var path: String { directory + "/" + Self.fileName }

    /// The stored document; a fresh one when nothing has been stored yet.
    ///
    /// A file that does not parse is moved aside under the lock, as `update` does, and a fresh
    /// document is returned.
    /// - Parameter includingHistory: false leaves `history` empty, for readers that never look
    ///   at it (the widget, which a status bar starts every few seconds); default true.
    /// - Throws: `StoreError`, including when the store has a newer schema version.
    public func read(includingHistory: Bool = true) throws -> StoreDocument {
        guard let data = try DurableFiles.read(path) else { return StoreDocument() }
        switch try decode(data, includingHistory: includingHistory) {
        case .document(let document):
            return document
        case .unreadable:
            return try update { $0 }
        }
    }

    /// Whether no sign is picked: nothing is stored, or the document names no sign.
    ///
    /// Reads the file and, of it, only the schema version and the sign; never writes. False
    /// when a sign is picked, and also when the store cannot be read or is a newer build's:
    /// `read` says why.
    public var hasNoSign: Bool {
        do {
            guard let data = try DurableFiles.read(path) else { return true }
            return try JSONDecoder().decode(StoreDocument.PickedSign.self, from: data).sign == nil
        } catch {
            return false
        }
    }

    /// Runs `body` on the stored document and stores the result, as one transaction.
    ///
    /// Lock, read, modify, write a temporary file (mode 0600), `fsync` it, rename it over the
    /// store, `fsync` the directory, unlock. If `body` throws, nothing is written. With the lock
    /// held, it first removes the temporary files of writers that were killed mid-write
    /// (`Leftovers`).
    /// - Returns: what `body` returned, once the new document is durable.
    /// - Throws: `StoreError`, or what `body` threw.
    /// - Important: `body` runs with the lock held: it must not touch the store itself.
    @discardableResult
    public func update<T>(_ body: (inout StoreDocument) throws -> T) throws -> T {
        try locked {
            var document = try readLocked()
            let result = try body(&document)
            document.schemaVersion = StoreDocument.currentSchemaVersion
            try write(document)
            return result
        }
    }

    /// Runs `body` on the stored document as `update(_:)` does, but writes only when `body`
    /// changed the document: a write that changes nothing is no write, and announces nothing.
    /// - Returns: what `body` returned, and whether the document changed.
    @discardableResult
    public func change<T>(_ body: (inout StoreDocument) throws -> T) throws -> (result: T, changed: Bool) {
        try locked {
            let before = try readLocked()
            var document = before
            let result = try body(&document)
            guard document != before else { return (result, false) }
            document.schemaVersion = StoreDocument.currentSchemaVersion
            try write(document)
            return (result, true)
        }
    }

    /// Saves `fortune` as the one for its sign and day, in one transaction.
    public func save(_ fortune: StoredFortune) throws {
        try update { $0.save(fortune) }
    }

    // MARK: - Inside the lock

    /// Runs `body` holding the store's lock, once a crashed writer's leftovers are gone.
    private func locked<T>(_ body: () throws -> T) throws -> T {
        try DurableFiles.makeDirectory(directory)
        return try DurableFiles.withExclusiveLock(on: directory + "/" + Self.lockFileName) {
            Leftovers.remove(in: directory, lockedName: Self.fileName)
            return try body()
        }
    }

    private func readLocked() throws -> StoreDocument {
        guard let data = try DurableFiles.read(path) else { return StoreDocument() }
        let losses = DecodingLosses()
        switch try decode(data, losses: losses) {
        case .document(let document):
            if losses.total > 0 {
                // The write that follows would drop what could not be read: keep the original.
                // A copy, not a rename, so that readers and a failed write still find the store.
                let copy = try DurableFiles.copyAside(data, to: path + ".partial-" + Self.utcTimestamp())
                onNotice(.keptCopy(path: path, copy: copy, unreadable: losses.total))
            }
            return document
        case .unreadable(let reason):
            let aside = try DurableFiles.renameAside(path, to: path + ".corrupt-" + Self.utcTimestamp())
            onNotice(.movedAside(path: path, aside: aside, reason: reason))
            return StoreDocument()
        }
    }

    private func write(_ document: StoreDocument) throws {
        let data: Data
        do {
            data = try JSONEncoder.stable(pretty: true).encode(document)
        } catch {
            throw StoreError.encoding("\(error)", path: path)
        }
        try DurableFiles.replace(
            path, with: data + Data("\n".utf8), temporary: "\(path).tmp-\(getpid())", durable: true)
    }

    // MARK: - Decoding

    private enum Decoded {
        case document(StoreDocument)
        case unreadable(reason: Message)
    }

    /// The document in `data`; a newer store is refused (its version is read before anything
    /// else), anything else that does not decode is unreadable.
    private func decode(_ data: Data, includingHistory: Bool = true, losses: DecodingLosses? = nil) throws -> Decoded {
        let decoder = JSONDecoder()
        decoder.userInfo[StoreDocument.skipsHistory] = !includingHistory
        decoder.userInfo[DecodingLosses.key] = losses
        do {
            return .document(try decoder.decode(StoreDocument.self, from: data))
        } catch let newer as StoreDocument.NewerSchema {
            throw StoreError.newerSchema(newer.version, path: path)
        } catch {
            return .unreadable(reason: Self.reason(error))
        }
    }

    /// A short reason, on one line, for a decoding failure.
    private static func reason(_ error: any Error) -> Message {
        guard let error = error as? DecodingError else { return Message("error.store.unreadable.notDocument") }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return Message("error.store.unreadable.notJSON")
        case .dataCorrupted(let context):
            return Message("error.store.unreadable.badValue", ["field": dottedPath(context.codingPath)])
        case .typeMismatch(_, let context):
            return context.codingPath.isEmpty
                ? Message("error.store.unreadable.notObject")
                : Message("error.store.unreadable.wrongType", ["field": dottedPath(context.codingPath)])
        case .keyNotFound(let key, let context):
            return Message("error.store.unreadable.missing", ["field": dottedPath(context.codingPath + [key])])
        case .valueNotFound(_, let context):
            return Message("error.store.unreadable.missingValue", ["field": dottedPath(context.codingPath)])
        @unknown default:
            return Message("error.store.unreadable.notDocument")
        }
    }

    private static func dottedPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    /// Now in UTC, as `20250131T235959Z`: sorts by time and needs no quoting in a shell.
    private static func utcTimestamp() -> String {
        var seconds = time(nil)
        var fields = tm()
        gmtime_r(&seconds, &fields)
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(fields.tm_year + 1900, 4) + pad(fields.tm_mon + 1, 2) + pad(fields.tm_mday, 2)
            + "T" + pad(fields.tm_hour, 2) + pad(fields.tm_min, 2) + pad(fields.tm_sec, 2) + "Z"
    }
}

import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
public import FortuneCore
import FortuneStore

/// `config.json` changed one key at a time (`fortune config set` and `unset`): a value is
/// checked by the same table the file is read with, every other member is kept as it is
/// (unknown keys too), and the file is replaced in one rename, so a reader sees the old file or
/// the new one; writers take turns (a lock on its folder), so none loses another's change. A
/// file that cannot be read as one JSON object is refused and left as it is.
extension ConfigurationLoader {
    /// Every key the file takes, sorted.
    public static let keys: [String] = settings.keys.sorted()

    /// Checks that the file takes `key`.
    /// - Throws: `ConfigurationError` from `source` (`config set`) that names the key and the
    ///   closest key, or every key when none is close.
    public static func checkKey(_ key: String, source: String) throws(ConfigurationError) {
        guard settings[key] == nil else { return }
        let closest = keys.min { key.editDistance(to: $0) < key.editDistance(to: $1) }
        if let closest, key.lowercased() == closest.lowercased() || key.editDistance(to: closest) <= 2 {
            throw ConfigurationError(
                source: source, problem: Message("error.config.noSuchKeyGuess", ["key": key.echoed, "guess": closest]))
        }
        throw ConfigurationError(
            source: source,
            problem: Message(
                "error.config.noSuchKey", ["key": key.echoed],
                parts: ["keys": .alternatives(keys.map(Message.verbatim))]))
    }

    /// The value `text` gives `key`, checked as the file's would be: `text` read as JSON when
    /// the setting takes it so (`0.7`, `null`, `["waybar"]`), else as a string (`ko`, a model
    /// named `123`).
    /// - Throws: `ConfigurationError` from `source` naming the key, in the file's words; for a
    ///   text that is JSON, what is wrong with the JSON value (`3` for a temperature: "must be
    ///   between 0 and 2, not 3").
    public static func value(_ text: String, for key: String, source: String) throws(ConfigurationError) -> JSONValue {
        try checkKey(key, source: source)
        let setting = settings[key]!
        let json = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        var firstProblem: Problem?
        for candidate in [json, .string(text)].compactMap({ $0 }) {
            var scratch = Configuration()
            do {
                try setting.apply(candidate, &scratch)
                return candidate
            } catch {
                firstProblem = firstProblem ?? error
            }
        }
        throw ConfigurationError(source: source, key: key, problem: firstProblem!.problem)
    }

    /// Sets `key` to `value` in the file, every other member kept; the file and its folder are
    /// made when missing.
    /// - Throws: `ConfigurationError` when the file is there but is no JSON object (nothing is
    ///   written); `StoreError` when it cannot be written.
    public func write(_ value: JSONValue, at key: String) throws {
        try DurableFiles.makeDirectory(folder)
        try DurableFiles.withExclusiveLock(onDirectory: folder) {
            var members = try readFile() ?? [:]
            members[key] = value
            try replaceFile(with: members)
        }
    }

    /// Removes `key` from the file, known or not (a mistyped key the loader warns about),
    /// every other member kept.
    /// - Returns: whether the file had it; when not, nothing is written.
    /// - Throws: as `write(_:at:)`.
    public func remove(_ key: String) throws -> Bool {
        guard try readFile()?[key] != nil else { return false }
        return try DurableFiles.withExclusiveLock(onDirectory: folder) {
            guard var members = try readFile(), members.removeValue(forKey: key) != nil else { return false }
            try replaceFile(with: members)
            return true
        }
    }

    /// Where the file really is: a symbolic link is followed, so a file kept elsewhere (a
    /// dotfiles repository) stays where it is and the link stays a link.
    private var realFile: String { FileSystem.realPath(filePath) ?? filePath }

    /// The folder of the file, which writers lock while they read, change and replace it.
    private var folder: String {
        let path = realFile
        return path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    }

    /// Replaces the file with `members`, as `fortune` writes JSON, with its mode kept (0644 for a
    /// new file).
    private func replaceFile(with members: [String: JSONValue]) throws {
        let data = try JSONEncoder.stable(pretty: true).encode(JSONValue.object(members)) + Data("\n".utf8)
        let path = realFile
        try DurableFiles.replace(
            path, with: data, temporary: path + ".tmp-\(getpid())", mode: FileSystem.permissions(path) ?? 0o644,
            durable: true)
    }
}

import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
public import FortuneCore

/// A Gemini API key that cannot be printed by accident.
///
/// `description`, `debugDescription`, `dump` and string interpolation all show `•••`: a key that ends up
/// in a log line, an error message or a test failure is a leaked key. Only the request builder
/// reads `secret`.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself, for the `x-goog-api-key` header and for redacting it from text.
    public let secret: String

    /// - Returns: nil when `secret` is empty or only whitespace.
    public init?(_ secret: String) {
        let trimmed = secret.trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        self.secret = String(trimmed)
    }

    public var description: String { "•••" }
    public var debugDescription: String { "APIKey(•••)" }
    /// No children, so that `dump` and test failure messages cannot show the key either.
    public var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .struct) }

    /// Every variable that may hold a key: what a child process such as a reload hook never
    /// gets.
    public static var allEnvironmentVariables: [String] { ServiceCatalog.standard.keyVariables }

    /// Finds a key under the same rules for any service (`ServiceDescriptor.key`): the first of
    /// `variables` that is set, then the file `fileName` in `configDirectory`.
    ///
    /// As ssh does with private keys, a key file that group or others may access is refused
    /// rather than used: the key is as good as published.
    ///
    /// - Parameters:
    ///   - environment: the process environment (injected, so tests never see a real key).
    ///   - configDirectory: fortune's configuration directory, such as `~/.config/fortune`.
    /// - Returns: nil when no key is set anywhere; empty values count as unset.
    /// - Throws: `GenerationError` (exit status 77) when the key file is readable by others or
    ///   cannot be read, or when the key has a character no key has (a line break inside it, a
    ///   space, a control or non-ASCII character): such a key is refused before any request,
    ///   so it can never forge a header.
    public static func resolve(
        variables: [String],
        fileName: String,
        environment: [String: String],
        configDirectory: String
    ) throws -> APIKey? {
        for name in variables {
            if let value = environment[name], let key = APIKey(value) {
                return try key.checked(source: name)
            }
        }
        return try readKeyFile(at: filePath(fileName: fileName, configDirectory: configDirectory))
    }

    /// Where the key file `fileName` lives in `configDirectory`: the one path `resolve` reads,
    /// `fortune key set` writes and `status` names.
    public static func filePath(fileName: String, configDirectory: String) -> String {
        var path = configDirectory
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path + "/" + fileName
    }

    /// The longest key file read: keys are tens of bytes; a longer file is not a key.
    static let longestKeyFile = 2 * longestKey

    private static func readKeyFile(at path: String) throws -> APIKey? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw GenerationError.unreadableKeyFile(path: path, reason: .verbatim(String(cString: strerror(errno))))
        }
        // A directory there is a mistake to name as such, not a mode to fix; a FIFO would make
        // the read wait for a writer for ever.
        guard info.st_mode & S_IFMT == S_IFREG else {
            let what =
                info.st_mode & S_IFMT == S_IFDIR
                ? "error.generation.keyFileDirectory" : "error.generation.keyFileNotRegular"
            throw GenerationError(
                .keyFile, Message(what, ["path": path]), remedy: Message("error.generation.keyFileThere"))
        }
        guard info.st_mode & 0o077 == 0 else {
            throw GenerationError.insecureKeyFile(path: path, mode: Int(info.st_mode & 0o777))
        }
        let contents: [UInt8]
        switch SmallFile.read(path, limit: longestKeyFile) {
        case .contents(let bytes): contents = bytes
        case .tooLarge:
            throw GenerationError(
                .keyFile, Message("error.generation.keyFileTooLong", ["path": path, "count": "\(longestKeyFile)"]),
                remedy: Message("error.generation.keyFileOneLine"))
        case .missing, .notRegular, .unreadable:
            throw GenerationError.unreadableKeyFile(path: path, reason: Message("error.config.unreadable"))
        }
        // A file that is there but empty is a mistake to point out, not "no key".
        guard let key = APIKey(String(decoding: contents, as: UTF8.self)) else {
            throw GenerationError(
                .keyFile, Message("error.generation.keyFileEmpty", ["path": path]),
                remedy: Message("error.generation.keyFileWrite"))
        }
        return try key.checked(source: path)
    }

    /// The longest key taken: keys are tens of bytes (tokens a few hundred); a longer one would
    /// make a request header servers refuse (431) or libcurl cannot hold.
    public static let longestKey = 4096

    /// The first character no key has, named to be said in the user's language ("a line
    /// break", "a space", "a control character", "a non-ASCII character"), or "more than 4096
    /// characters"; nil when every one is printable ASCII, no space, and there are not too many.
    public var flaw: Message? {
        if secret.utf8.count > Self.longestKey {
            return Message("error.key.flaw.tooLong", ["count": "\(Self.longestKey)"])
        }
        for scalar in secret.unicodeScalars {
            switch scalar.value {
            case 0x21...0x7E: continue
            case 0x0A, 0x0D: return Message("error.key.flaw.lineBreak")
            case 0x20: return Message("error.key.flaw.space")
            case 0x00..<0x20, 0x7F: return Message("error.key.flaw.control")
            default: return Message("error.key.flaw.nonASCII")
            }
        }
        return nil
    }

    /// This key, when it has no `flaw`.
    /// - Parameter source: where the key came from, for the error: a variable's name or a path.
    private func checked(source: String) throws(GenerationError) -> APIKey {
        if let flaw { throw GenerationError.malformedKey(source: source, problem: flaw) }
        return self
    }
}

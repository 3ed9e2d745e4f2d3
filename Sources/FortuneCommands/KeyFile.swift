import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore
import FortuneGeneration

/// A service's API key file (`ServiceDescriptor.keyFileName` in the configuration directory),
/// as `fortune key` writes and removes it: the file `APIKey.resolve` reads.
struct KeyFile {
    /// The most a key may be: keys are tens of bytes; a few KiB is a file or a paste gone wrong.
    static let sizeLimit = 4096

    let path: String

    /// The key file of `service` in `configDirectory`.
    /// - Throws: `KeyFileError.noKeyTaken` when the service takes no key (Ollama, offline).
    init(service: ServiceDescriptor, configDirectory: String) throws(KeyFileError) {
        guard let fileName = service.keyFileName else { throw .noKeyTaken(service: service.name) }
        path = APIKey.filePath(fileName: fileName, configDirectory: configDirectory)
    }

    /// The key in `text`, as it will be saved: surrounding blanks and the final newline
    /// dropped; refused when empty, too long, or with a character no key has.
    func key(from text: String) throws(KeyFileError) -> APIKey {
        guard text.utf8.count <= Self.sizeLimit else { throw .tooLong(limit: Self.sizeLimit) }
        guard let key = APIKey(text) else { throw .empty }
        if let flaw = key.flaw { throw .malformed(flaw) }
        return key
    }

    /// Replaces the file with `key` alone on a line, mode 0600, in one rename, so a reader
    /// sees the old key or the new one; the folder is made 0700 when missing.
    func write(_ key: APIKey) throws(StoreError) {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try DurableFiles.makeDirectory(String(path[..<slash]), mode: 0o700)
        }
        try DurableFiles.replace(
            path, with: Data((key.secret + "\n").utf8), temporary: path + ".tmp-\(getpid())", mode: 0o600,
            durable: true)
    }

    /// Deletes the file.
    /// - Returns: false when there was none.
    func remove() throws(StoreError) -> Bool {
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw .system(.remove, path: path, errno: errno)
        }
        return true
    }
}

import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import FortuneStore

/// The model ids of the last `fortune models` answer, one per line in
/// `$XDG_STATE_HOME/fortune/models`, where the completion scripts read them for `--model`
/// without asking the network. A cache only: failures to write it are dropped.
enum ModelCache {
    /// What an id may be made of: no character a shell treats specially, as a shell reads this file.
    static let safeCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-:/@+")

    static func save(_ ids: [String], paths: StorePaths) {
        // One word per line.
        let words = ids.filter { id in !id.isEmpty && id.allSatisfy(safeCharacters.contains) }
        let path = "\(paths.stateDirectory)/models"
        try? DurableFiles.makeDirectory(paths.stateDirectory)
        try? DurableFiles.replace(
            path, with: Data(words.map { $0 + "\n" }.joined().utf8), temporary: "\(path).tmp-\(getpid())",
            durable: false)
    }
}

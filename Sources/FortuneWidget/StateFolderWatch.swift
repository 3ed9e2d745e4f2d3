#if canImport(Glibc)
import Glibc
#endif
import FortuneStore

/// The state folder's changes for as long as a widget host runs, even when the folder is
/// removed and made again (`rm -r ~/.local/state/fortune`, then `fortune pick`).
///
/// A `DirectoryWatcher` ends with its folder. This one then says so (the store is gone: there is
/// something new to draw), watches the folder's parent until the folder is back, says so again,
/// and watches the new folder. Nothing is polled.
enum StateFolderWatch {
    /// One element for each change of `names` in `directory`, for its removal, and for its return.
    /// - Throws: `StoreError` when `directory` cannot be made or watched at the start.
    static func changes(in directory: String, names: Set<String>) throws(StoreError) -> AsyncStream<Void> {
        let first = try DirectoryWatcher(directory: directory, names: names)
        let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let task = Task {
            var watcher = first
            while !Task.isCancelled {
                for await _ in watcher.changes { continuation.yield() }
                watcher.stop()
                if Task.isCancelled { break }
                continuation.yield()
                guard let again = await returned(directory, names: names) else { break }
                watcher = again
                continuation.yield()
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return changes
    }

    /// A watcher of `directory` once it exists again, found by watching its parent (made if it
    /// is gone too, as the store would make it); nil when cancelled or it cannot be watched.
    private static func returned(_ directory: String, names: Set<String>) async -> DirectoryWatcher? {
        var parent = directory
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        let name = String(parent.split(separator: "/").last ?? "")
        parent = String(parent.dropLast(name.count))
        guard !name.isEmpty, let above = try? DirectoryWatcher(directory: parent.isEmpty ? "." : parent, names: [name])
        else { return nil }
        defer { above.stop() }
        if !exists(directory) {
            for await _ in above.changes where exists(directory) { break }
        }
        guard !Task.isCancelled else { return nil }
        return try? DirectoryWatcher(directory: directory, names: names)
    }

    private static func exists(_ directory: String) -> Bool {
        var info = stat()
        return stat(directory, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

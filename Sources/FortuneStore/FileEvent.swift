#if canImport(Glibc)
import Glibc
#endif

/// One step of a durable replacement, as `DurableFiles` takes it: what was synced to disk and
/// what was renamed. Nothing is told unless an observer is set for the current task, so a
/// test can see that a write is durable, which the file's contents alone never show.
package enum FileEvent: Sendable, Hashable {
    /// `fsync` of the file at this path succeeded.
    case syncedFile(String)
    /// The file at `from` was renamed over `to`.
    case renamed(from: String, to: String)
    /// `fsync` of this directory succeeded.
    case syncedDirectory(String)
}

extension DurableFiles {
    /// Told each `FileEvent` of the file operations made in the current task; nil (the
    /// default) tells nothing. A `TaskLocal` written out rather than the `@TaskLocal` macro,
    /// whose expansion is compiled from a file in the temporary folder, which would make the
    /// release build's debug information depend on where the checkout is.
    package static let observing = TaskLocal<(@Sendable (FileEvent) -> Void)?>(wrappedValue: nil)

    /// The observer of the current task (`observing`'s value).
    static var observer: (@Sendable (FileEvent) -> Void)? { observing.get() }

    /// `fsync(2)` of `descriptor`; `event` is told to the observer when it succeeds.
    /// - Returns: what `fsync` returned, with `errno` set as it left it.
    static func sync(_ descriptor: Int32, _ event: FileEvent) -> Int32 {
        let result = fsync(descriptor)
        guard result == 0 else { return result }
        observer?(event)
        return result
    }
}

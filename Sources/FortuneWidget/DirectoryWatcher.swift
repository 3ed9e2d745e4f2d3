import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
public import FortuneStore

/// Reports changes to the files in one directory, with inotify: how a widget host hears of
/// `WidgetCenter`'s reload requests and of writes to the store.
///
/// A thread of its own blocks in `poll` on the inotify descriptor, so nothing polls on a timer
/// and no thread of Swift concurrency's small pool is held. The first event is reported at once,
/// so a widget redraws as soon as a toggle has written the store; the events that follow within
/// the coalescing window (the reload marker's rename, a burst of writes) are reported together
/// when it ends, so a burst costs two redraws however long it is.
/// `stop()` removes the watch; the kernel then queues `IN_IGNORED`, which wakes the thread, so
/// no pipe is needed to interrupt it. Removing the directory ends the changes the same way.
///
/// - Important: `changes` has one consumer; iterate it from one task.
public final class DirectoryWatcher: Sendable {
    /// The watched directory.
    public let directory: String
    /// The changes, until `stop()` or the directory's removal: each the names of the files that
    /// were created, written and closed, moved in, moved away or deleted.
    public let changes: AsyncStream<Set<String>>
    private let watch: Watch

    /// The events that make a change: a file's contents or its presence changed.
    static let events = UInt32(IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ONLYDIR)

    /// Starts watching `directory`, first creating it (mode 0700) when it is missing, as the
    /// store does: a host may start before anything was ever stored.
    /// - Parameters:
    ///   - names: the only file names to report; nil for all. Default: nil.
    ///   - coalescing: how long after a reported change further events are gathered into the
    ///     next one. Default: 20 ms.
    /// - Throws: `StoreError` when the directory cannot be created or watched.
    public init(directory: String, names: Set<String>? = nil, coalescing: Duration = .milliseconds(20))
        throws(StoreError)
    {
        try DurableFiles.makeDirectory(directory)
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw .system(.watch, path: directory, errno: errno)
        }
        let identifier = inotify_add_watch(descriptor, directory, Self.events)
        guard identifier >= 0 else {
            let number = errno
            close(descriptor)
            throw .system(.watch, path: directory, errno: number)
        }
        let (changes, continuation) = AsyncStream<Set<String>>.makeStream()
        let watch = Watch(descriptor: descriptor, identifier: identifier)
        self.directory = directory
        self.changes = changes
        self.watch = watch
        continuation.onTermination = { _ in watch.remove() }

        let window = Int32(clamping: coalescing.milliseconds)
        let started = DedicatedThread.start {
            watch.readEvents(names: names, window: max(0, window)) { continuation.yield($0) }
            continuation.finish()
        }
        guard started else {
            watch.remove()
            throw .system(.watch, path: directory, errno: EAGAIN)
        }
    }

    /// Stops watching: `changes` ends once what was already seen has been reported.
    public func stop() {
        watch.remove()
    }

    deinit {
        watch.remove()
    }
}

/// The inotify descriptor and its one watch, shared by the watcher and its thread.
private final class Watch: Sendable {
    let descriptor: Int32
    let identifier: Int32
    private let removed = Atomic<Bool>(false)

    init(descriptor: Int32, identifier: Int32) {
        self.descriptor = descriptor
        self.identifier = identifier
    }

    /// Removes the watch, once; the reading thread then sees `IN_IGNORED` and returns.
    func remove() {
        guard !removed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        inotify_rm_watch(descriptor, identifier)
    }

    /// Reads events until the watch is gone. An event while no window is open is reported at
    /// once and opens a window of `window` milliseconds; the events within it are gathered and
    /// reported when it ends, and the next event after that is reported at once again.
    func readEvents(names: Set<String>?, window: Int32, report: (Set<String>) -> Void) {
        // Large enough for several events with names up to NAME_MAX, as inotify(7) suggests.
        var buffer = [UInt8](repeating: 0, count: 16 * (16 + Int(NAME_MAX) + 1))
        var pending = Set<String>()
        // The end of the open window; nil while none is, when the next event goes out at once.
        var windowEnd: Int64?
        var watching = true
        while watching {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let timeout = windowEnd.map { Int32(clamping: max(0, $0 - Self.milliseconds())) } ?? -1
            let ready = poll(&entry, 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                if !pending.isEmpty {
                    report(pending)
                    pending.removeAll()
                }
                windowEnd = nil
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            var arrived = Set<String>()
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + 16 <= count {
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)]
                    offset += 16 + length
                    if mask & UInt32(IN_IGNORED) != 0 {
                        watching = false
                        continue
                    }
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    if !name.isEmpty, names?.contains(name) ?? true {
                        arrived.insert(name)
                    }
                }
            }
            guard !arrived.isEmpty else { continue }
            if windowEnd == nil {
                report(arrived)
                windowEnd = Self.milliseconds() + Int64(window)
            } else {
                pending.formUnion(arrived)
            }
        }
        if !pending.isEmpty {
            report(pending)
        }
    }

    private static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    deinit {
        close(descriptor)
    }
}

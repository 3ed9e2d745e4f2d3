import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
public import FortuneStore

/// Something that can be asked to reload widget timelines: `WidgetCenter`, or a spy in tests.
public protocol TimelineReloading: Sendable {
    /// Asks the widgets of `kind` to get a new timeline.
    func reloadTimelines(ofKind kind: String)
    /// Asks every widget to get a new timeline.
    func reloadAllTimelines()
}

extension TimelineReloading {
    /// The kind `*`, which names every widget.
    public func reloadAllTimelines() { reloadTimelines(ofKind: "*") }
}

/// The kinds of widget, as `reloadTimelines(ofKind:)` names them.
public enum WidgetKind {
    /// The daily fortune, the only widget so far.
    public static let todayFortune = "TodayFortune"
}

/// Asks the widgets to reload, as WidgetKit's `WidgetCenter` does: a request, not a redraw.
///
/// The request bumps a marker file, `reload`, in the state directory. It is replaced by rename,
/// so a watching widget host that listens on the directory with inotify sees `IN_MOVED_TO` for
/// it and renders again. Call it only after the write it announces has returned, or a widget
/// may reload before the new text is stored, the very bug of the app this ports.
public struct WidgetCenter: TimelineReloading {
    /// The marker's file name in the state directory.
    public static let markerName = "reload"

    /// The state directory, where the store lives.
    public let directory: String
    private let listeners: [any TimelineReloading]
    private let onError: @Sendable (StoreError) -> Void

    /// A center for the widgets that watch `directory`.
    /// - Parameters:
    ///   - listeners: told of each request after the marker has been bumped, in order: the place
    ///     for reloads that are not widget hosts, such as commands that refresh a status bar.
    ///     Default: none.
    ///   - onError: told when the marker cannot be written. A failed request never fails the
    ///     write it follows, which has already happened. Default: ignored.
    public init(
        directory: String,
        listeners: [any TimelineReloading] = [],
        onError: @escaping @Sendable (StoreError) -> Void = { _ in }
    ) {
        self.directory = directory
        self.listeners = listeners
        self.onError = onError
    }

    /// The center for the state directory of `paths`.
    public init(
        paths: StorePaths,
        listeners: [any TimelineReloading] = [],
        onError: @escaping @Sendable (StoreError) -> Void = { _ in }
    ) {
        self.init(directory: paths.stateDirectory, listeners: listeners, onError: onError)
    }

    /// The path of the reload marker.
    public var markerPath: String { directory + "/" + Self.markerName }

    public func reloadTimelines(ofKind kind: String) {
        bumpMarker(kind)
        for listener in listeners {
            listener.reloadTimelines(ofKind: kind)
        }
    }

    /// Distinguishes the temporary files of concurrent requests within one process.
    private static let sequence = Atomic<Int>(0)

    /// Writes `<seconds>.<nanoseconds> <kind>` to the marker, by temporary file and rename.
    ///
    /// Not synced: the marker is a signal to processes running now, not a record.
    private func bumpMarker(_ kind: String) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = String(now.tv_nsec)
        let line = "\(now.tv_sec).\(String(repeating: "0", count: 9 - nanoseconds.count))\(nanoseconds) \(kind)\n"
        let number = Self.sequence.add(1, ordering: .relaxed).newValue
        do throws(StoreError) {
            try DurableFiles.makeDirectory(directory)
            try DurableFiles.replace(
                markerPath, with: Data(line.utf8),
                temporary: "\(markerPath).tmp-\(getpid())-\(number)", durable: false
            )
        } catch {
            onError(error)
        }
    }
}

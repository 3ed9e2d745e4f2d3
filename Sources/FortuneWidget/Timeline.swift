/// One state of a widget, valid from `date` until the next entry's.
///
/// As WidgetKit's `TimelineEntry`: the host draws entries, it never asks the timeline twice for
/// the same moment.
public protocol TimelineEntry: Sendable {
    /// When the entry becomes current, in seconds since the epoch.
    var date: Int { get }
}

/// When a host should ask its timeline for a new timeline.
public enum TimelineReloadPolicy: Sendable, Hashable {
    /// After the last entry's date.
    case atEnd
    /// At the given time, in seconds since the epoch (the fortune's: the next local midnight).
    case after(Int)
    /// Only when `WidgetCenter.reloadTimelines` is called.
    case never
}

/// The entries a widget shows over time, and when to ask for more.
public struct Timeline<Entry: TimelineEntry>: Sendable {
    public var entries: [Entry]
    public var policy: TimelineReloadPolicy

    public init(entries: [Entry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    /// The entry current at `time`: the last one whose date is not after it (or the first).
    public func entry(at time: Int) -> Entry? {
        entries.last { $0.date <= time } ?? entries.first
    }

    /// When the host should next ask for a timeline, as seen at `time`; nil for never.
    public func nextReload(after time: Int) -> Int? {
        switch policy {
        case .atEnd: entries.map(\.date).filter { $0 > time }.max() ?? time
        case .after(let date): date
        case .never: nil
        }
    }
}

/// Supplies a widget's entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider: Sendable {
    associatedtype Entry: TimelineEntry
    /// What a widget shows per instance (the sign it is set to).
    associatedtype Configuration: Sendable

    /// An entry to show before anything is known: synchronous, no I/O.
    func placeholder(for configuration: Configuration) -> Entry

    /// The entry for now, from stored data only: fast, never the network.
    func snapshot(for configuration: Configuration) throws -> Entry

    /// The entries from now on and when to ask again; may do slow work.
    func timeline(for configuration: Configuration) async throws -> Timeline<Entry>
}

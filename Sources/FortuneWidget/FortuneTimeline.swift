import FortuneRender
public import FortuneCore
public import FortuneStore

/// The fortune widget's timeline, as WidgetKit's `TimelineProvider`: entries read from the
/// store alone, with no model.
///
/// Only a timeline given a `refresher` (the watch host's `--auto-refresh`) asks a model, and
/// only for today's missing fortune; every other reader of the store builds none.
public struct FortuneTimeline: TimelineProvider {
    /// Per-widget settings, as a configurable widget's intent.
    public struct Configuration: Sendable, Hashable {
        /// The sign to show instead of the stored one, as `fortune widget --sign`.
        public var sign: Sign?

        public init(sign: Sign? = nil) {
            self.sign = sign
        }
    }

    public let store: SharedStore
    /// The language today's fortune must be in to count as today's.
    public let language: Language
    /// What `timeline` fetches today's missing fortune with; nil: it never fetches, and only
    /// `fortune refresh` talks to a model.
    public let refresher: FortuneRefresher?
    /// Now, in seconds since the epoch; injectable so tests can cross midnight.
    public let now: @Sendable () -> Int
    /// When each sign was last fetched; only a timeline that fetches keeps it, so the
    /// one-shot widget of a status bar does not build it at every start.
    private let attempts: FetchAttempts?

    public init(
        store: SharedStore,
        language: Language = .english,
        refresher: FortuneRefresher? = nil,
        now: @escaping @Sendable () -> Int = WallClock.now
    ) {
        self.store = store
        self.language = language
        self.refresher = refresher
        self.now = now
        attempts = refresher == nil ? nil : FetchAttempts()
    }

    // MARK: - TimelineProvider

    public func placeholder(for configuration: Configuration) -> FortuneEntry {
        let time = now()
        return FortuneEntry(
            date: time, sign: configuration.sign ?? .rat, day: CalendarDay(localTime: time), state: .placeholder)
    }

    /// The entry for now, from the store alone.
    /// - Throws: `StoreError` when the store cannot be read; `FortuneWidgetError.noSign`
    ///   when no sign is stored or given.
    public func snapshot(for configuration: Configuration) throws -> FortuneEntry {
        let document = try store.read(includingHistory: false)
        guard let sign = configuration.sign ?? document.sign else { throw FortuneWidgetError.noSign }
        return FortuneEntry(document: document, sign: sign, time: now())
    }

    /// How long a host that fetches its own fortunes waits before asking again for a sign
    /// whose fetch did not bring today's fortune.
    public static let retryAfterFailure = 15 * 60

    /// Today's entry, valid until the next local midnight.
    ///
    /// With a `refresher`, first fetches today's fortune when it is missing, at most once per
    /// `retryAfterFailure` seconds per sign: the fetch's own reload, or another host's, comes
    /// straight back here and must not ask again.
    public func timeline(for configuration: Configuration) async throws -> Timeline<FortuneEntry> {
        var entry = try snapshot(for: configuration)
        let midnight = LocalMidnight.next(after: entry.date)
        guard let refresher else {
            return Timeline(entries: [entry], policy: .after(midnight))
        }
        var missing = !keeps(entry.fortune, on: entry.day)
        if missing, let attempts, attempts.begin(entry.sign, at: entry.date, interval: Self.retryAfterFailure) {
            _ = try? await refresher.refresh(sign: entry.sign)
            entry = try snapshot(for: configuration)
            missing = !keeps(entry.fortune, on: entry.day)
        }
        if missing, let retry = attempts?.nextAllowed(entry.sign, interval: Self.retryAfterFailure) {
            return Timeline(entries: [entry], policy: .after(min(midnight, max(retry, entry.date + 1))))
        }
        return Timeline(entries: [entry], policy: .after(midnight))
    }

    // MARK: - Today's saved fortunes

    /// Today's saved fortune for `sign` (default: the stored sign) in the timeline's language,
    /// when there is one: a fortune belongs to its day, so a refresh keeps it rather than ask
    /// again.
    /// - Throws: `StoreError`; `FortuneWidgetError.noSign`.
    public func savedToday(sign: Sign? = nil) throws -> StoredFortune? {
        let document = try store.read(includingHistory: false)
        guard let sign = sign ?? document.sign else { throw FortuneWidgetError.noSign }
        let day = CalendarDay(localTime: now())
        return document.fortune(for: sign, on: day).flatMap { keeps($0, on: day) ? $0 : nil }
    }

    /// Today's saved fortunes among `signs`, in the timeline's language, read at once.
    /// - Throws: `StoreError`.
    public func savedToday(signs: [Sign]) throws -> [StoredFortune] {
        let document = try store.read(includingHistory: false)
        let day = CalendarDay(localTime: now())
        return signs.compactMap { document.fortune(for: $0, on: day) }.filter { keeps($0, on: day) }
    }

    /// Whether `fortune` is the one of `day` in the timeline's language: what a refresh keeps.
    private func keeps(_ fortune: StoredFortune?, on day: CalendarDay) -> Bool {
        fortune?.day == day && fortune?.language == language
    }
}

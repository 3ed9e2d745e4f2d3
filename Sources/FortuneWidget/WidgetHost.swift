import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore
import FortuneRender

/// Keeps a fortune widget on screen and current: `fortune widget --watch`.
///
/// The host asks its timeline for entries, draws the current one, then sleeps until the
/// first of: a reload request or a store write (inotify on the state directory), the end of the
/// timeline (the next local midnight), a terminal resize (SIGWINCH), or SIGINT/SIGTERM, which
/// end the run with the terminal restored. Nothing is polled. A resize only redraws; the others
/// ask for a new timeline first. With a refresher given to the timeline (the command's
/// `--auto-refresh`), the timeline itself writes today's missing fortune.
public struct WidgetHost: Sendable {
    /// Something that makes the host act, besides a change in the state directory.
    public enum Event: Sendable, Hashable {
        /// Get a new timeline and redraw, as for a reload request.
        case reload
        /// Redraw at the current width.
        case resize
        /// Stop: restore the terminal and return `.signal(number)`.
        case signal(Int32)
    }

    /// How a run ended.
    public enum WatchEnd: Sendable, Hashable {
        /// SIGINT or SIGTERM (or an injected `.signal`) stopped the host.
        case signal(Int32)
        /// The reader of the output went away (`fortune widget --watch | head -1`): it has
        /// read what it wanted.
        case readerGone

        /// The status a shell reports for a process ended by the signal: 128 plus its number,
        /// 130 for SIGINT and 143 for SIGTERM; 0 when the reader went away. A command exits
        /// with it.
        public var exitStatus: Int32 {
            switch self {
            case .signal(let number): 128 + number
            case .readerGone: 0
            }
        }
    }

    public let timeline: FortuneTimeline
    public let configuration: FortuneTimeline.Configuration
    private let render: @Sendable (FortuneEntry, _ columns: Int) -> String
    private let renderNoSign: (@Sendable (_ columns: Int) -> String)?
    public let output: Int32
    private let columns: @Sendable () -> Int
    private let now: @Sendable () -> Int
    private let mode: TerminalSession.Mode?
    private let handlesSignals: Bool
    private let events: AsyncStream<Event>?

    /// The longest the host sleeps before it looks at the wall clock again on its way to the
    /// timeline's end, so that a suspended machine or a changed clock is caught up with.
    static let longestSleep = 600

    /// A host for `timeline`'s widget with `configuration`.
    /// - Parameters:
    ///   - render: the frame for an entry at a width in terminal cells.
    ///   - renderNoSign: the frame while no sign is stored (none picked yet, or the store was
    ///     removed), as a single `fortune widget` draws it; nil makes a first timeline without a
    ///     sign an error, and a later one a failed entry. Default: nil.
    ///   - output: the file descriptor frames are written to, not closed. Default: standard output.
    ///   - columns: the width to render at, asked before each frame.
    ///   - now: seconds since the epoch. Default: the wall clock.
    ///   - mode: how frames are written; nil chooses by whether `output` is a terminal with
    ///     cursor control (by `TERM`), with `TerminalSession.frameSeparator` between streamed
    ///     frames. Default: nil.
    ///   - handlesSignals: whether SIGINT, SIGTERM and SIGWINCH are caught while running.
    ///     Default: true.
    ///   - events: more events to act on, as if they were signals or reload requests;
    ///     iterated once, by `run()`. Default: none.
    public init(
        timeline: FortuneTimeline,
        configuration: FortuneTimeline.Configuration,
        render: @escaping @Sendable (FortuneEntry, _ columns: Int) -> String,
        renderNoSign: (@Sendable (_ columns: Int) -> String)? = nil,
        output: Int32 = 1,
        columns: @escaping @Sendable () -> Int,
        now: @escaping @Sendable () -> Int = WallClock.now,
        mode: TerminalSession.Mode? = nil,
        handlesSignals: Bool = true,
        events: AsyncStream<Event>? = nil
    ) {
        self.timeline = timeline
        self.configuration = configuration
        self.render = render
        self.renderNoSign = renderNoSign
        self.output = output
        self.columns = columns
        self.now = now
        self.mode = mode
        self.handlesSignals = handlesSignals
        self.events = events
    }

    /// Draws the widget and keeps it current until a signal, or until the output's reader goes
    /// away (a closed pipe: `.readerGone`, found by `ReaderWatch` without waiting for a write).
    ///
    /// A failure to get a later timeline is drawn as the failed state, with the last sign, and
    /// the host goes on waiting: the next reload may succeed.
    /// - Returns: which signal ended the run, or `.readerGone`, once the terminal is restored.
    /// - Throws: the first timeline's error (`StoreError`, and `FortuneWidgetError.noSign`
    ///   without `renderNoSign`); `StoreError` when the state directory cannot be
    ///   watched; `TerminalSession.OutputError`; `CancellationError` when the task is cancelled.
    @discardableResult
    public func run() async throws -> WatchEnd {
        let inbox = Inbox()
        let changes = try StateFolderWatch.changes(
            in: timeline.store.directory, names: [WidgetCenter.markerName, SharedStore.fileName])
        let signals =
            handlesSignals
            ? SignalEvents([SIGINT, SIGTERM, SIGWINCH]) { inbox.post($0 == SIGWINCH ? .resize : .signal($0)) } : nil
        defer { signals?.cancel() }

        let term = getenv("TERM").map { String(cString: $0) }
        let session = TerminalSession(
            output: output, mode: mode ?? .automatic(for: output, environment: ["TERM": term].compactMapValues { $0 }))
        try session.begin()
        defer { session.end() }

        return try await withThrowingTaskGroup(of: WatchEnd?.self) { group in
            group.addTask {
                for await _ in changes { inbox.post(.reload) }
                return nil
            }
            if let events {
                group.addTask {
                    for await event in events { inbox.post(event) }
                    return nil
                }
            }
            group.addTask {
                do {
                    try await draw(on: session, inbox: inbox)
                } catch let error as OutputError where error.errno == EPIPE {
                    return .readerGone
                }
                return nil
            }
            group.addTask {
                await inbox.nextSignal().map(WatchEnd.signal)
            }
            group.addTask {
                await ReaderWatch(output: output).readerGone() ? .readerGone : nil
            }
            while let result = try await group.next() {
                if let end = result {
                    group.cancelAll()
                    return end
                }
            }
            throw CancellationError()
        }
    }

    /// Fetches, draws and waits, until cancelled.
    ///
    /// A frame the same as the one on screen is not drawn again, unless the terminal was
    /// resized: a toggle renames the store and then the reload marker, two changes for one new
    /// frame, and a bar reading the stream should get one line. A timeline that fetches (the
    /// command's `--auto-refresh`) fetches in the background: what the store holds is drawn at
    /// once, and again at each change meanwhile, then what the fetch brought.
    private func draw(on session: TerminalSession, inbox: Inbox) async throws {
        var wakeups = inbox.wakeups.makeAsyncIterator()
        let storeOnly = FortuneTimeline(store: timeline.store, language: timeline.language, now: timeline.now)
        var latest: Drawn?
        var timer: Task<Void, Never>?
        var fetch: Task<Void, Never>?
        defer {
            timer?.cancel()
            fetch?.cancel()
        }
        var pending = Inbox.Pending(reload: true)
        var shown: String?
        // Whether the store changed while a fetch ran: its result may then be older than what
        // was drawn meanwhile, so the store is read again (and asked again, at no cost: the
        // timeline fetches at most once per `retryAfterFailure`).
        var changedDuringFetch = false
        while !Task.isCancelled {
            var current = latest
            if let fetched = pending.fetched {
                current = fetched
                fetch = nil
                if changedDuringFetch { pending.reload = true }
                changedDuringFetch = false
            }
            if pending.reload {
                current = try await drawn(from: timeline.refresher == nil ? timeline : storeOnly, after: current)
                if timeline.refresher != nil, fetch != nil { changedDuringFetch = true }
                if timeline.refresher != nil, fetch == nil, let shown = current {
                    fetch = Task { [self] in
                        guard let fetched = try? await drawn(from: timeline, after: shown) else { return }
                        inbox.post(fetched: fetched)
                    }
                }
            }
            if current != nil, pending.reload || pending.fetched != nil {
                timer?.cancel()
                timer = self.timer(until: current?.timeline?.nextReload(after: now()), inbox: inbox)
            }
            latest = current
            if Task.isCancelled { return }
            let frame: String
            if case .noSign = latest {
                frame = renderNoSign?(columns()) ?? ""
            } else {
                frame = render(
                    latest?.timeline?.entry(at: now()) ?? timeline.placeholder(for: configuration), columns())
            }
            if frame != shown || pending.resize {
                try session.draw(frame)
                shown = frame
            }

            pending = inbox.take()
            while pending.isEmpty {
                guard await wakeups.next() != nil else { return }
                pending = inbox.take()
            }
        }
    }

    /// A new timeline from `source`; no sign (none picked yet, or the store removed) is drawn
    /// as a single `fortune widget` draws it, and after the first, a failure becomes a failed
    /// entry instead of an error.
    private func drawn(from source: FortuneTimeline, after previous: Drawn?) async throws -> Drawn {
        do {
            return .timeline(try await source.timeline(for: configuration))
        } catch FortuneWidgetError.noSign where renderNoSign != nil {
            return .noSign
        } catch let error where previous != nil && !(error is CancellationError) {
            let time = now()
            let last = previous?.timeline?.entry(at: time)
            let entry = FortuneEntry(
                date: time, sign: last?.sign ?? configuration.sign ?? .rat, day: CalendarDay(localTime: time),
                state: .failed, fortune: last?.fortune, failure: Sanitizer.cleanLine("\(error)")
            )
            return .timeline(Timeline(entries: [entry], policy: .after(LocalMidnight.next(after: time))))
        }
    }

    /// A task that asks for a reload at `deadline` (seconds since the epoch), never before it.
    private func timer(until deadline: Int?, inbox: Inbox) -> Task<Void, Never>? {
        guard let deadline else { return nil }
        return Task {
            while !Task.isCancelled {
                // Whole seconds of a clock read in whole seconds: the sleep never ends early.
                let remaining = deadline - now()
                guard remaining > 0 else {
                    inbox.post(.reload)
                    return
                }
                // Cancelled, the sleep throws: the timer is no longer wanted.
                guard (try? await Task.sleep(for: .seconds(min(remaining, Self.longestSleep)))) != nil else { return }
            }
        }
    }
}

import FoundationEssentials
import Synchronization
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore
import FortuneGeneration
import FortuneWidget
import FortuneRender

/// A model that takes its time: it runs `whileGenerating`, then answers `text`.
struct SlowModel: GenerativeModel {
    let text: String
    let whileGenerating: @Sendable () async -> Void

    var name: String { "slow" }
    var descriptor: ServiceDescriptor { .gemini }

    func generate(_ request: GenerationRequest) async throws -> Generation {
        await whileGenerating()
        return Generation(text: text)
    }

    func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        AsyncThrowingStream { continuation in
            Task {
                continuation.yield(.finished(try await generate(request)))
                continuation.finish()
            }
        }
    }
}

/// A file the host writes its frames to, and what the test reads back.
struct FrameFile: Sendable {
    let path: String
    let descriptor: Int32

    init(path: String) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    }

    var contents: String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// The frames written completely so far: each is followed by its separator line.
    var frames: [String] {
        var pieces = contents.split(
            separator: "\n" + TerminalSession.frameSeparator + "\n", omittingEmptySubsequences: false)
        pieces.removeLast()
        return pieces.map(String.init)
    }

    /// Waits until `condition` holds for the output, for at most ninety seconds: a host that
    /// draws returns at once, one that never does fails, and a saturated machine, where the host
    /// waits for a core, must not fail a test that only waits.
    @discardableResult
    func wait(until condition: (FrameFile) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(90)
        while ContinuousClock.now < deadline {
            if condition(self) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition(self)
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}

@Suite struct WidgetHostTests {
    let scratch = TemporaryDirectory()
    var directory: String { scratch.appending("state") }
    var store: SharedStore { SharedStore(directory: directory) }
    var center: WidgetCenter { WidgetCenter(directory: directory) }

    /// A store with the rooster picked and `text` as today's fortune.
    private func storeFortune(_ text: String, time: Int = WallClock.now()) throws {
        try store.update { document in
            document.sign = .rooster
            document.save(
                StoredFortune(
                    sign: .rooster, day: CalendarDay(localTime: time), text: text,
                    language: .english, model: "test", source: .offline, createdAt: time
                ))
        }
    }

    private static let render: @Sendable (FortuneEntry, Int) -> String = { entry, columns in
        "\(entry.state.rawValue)|\(entry.fortune?.text ?? "")|\(columns)"
    }

    private func host(
        _ timeline: FortuneTimeline,
        output: FrameFile,
        mode: TerminalSession.Mode = .stream(separator: TerminalSession.frameSeparator),
        columns: @escaping @Sendable () -> Int = { 40 },
        now: @escaping @Sendable () -> Int = WallClock.now,
        handlesSignals: Bool = false,
        events: AsyncStream<WidgetHost.Event>
    ) -> Task<WidgetHost.WatchEnd, any Error> {
        let host = WidgetHost(
            timeline: timeline, configuration: .init(), render: Self.render, output: output.descriptor,
            columns: columns, now: now, mode: mode, handlesSignals: handlesSignals, events: events
        )
        return Task { try await host.run() }
    }

    /// How `run` ended, or nil when it has not within thirty seconds.
    private func end(of run: Task<WidgetHost.WatchEnd, any Error>) async -> WidgetHost.WatchEnd? {
        await within { try? await run.value } ?? nil
    }

    @Test func theFirstFrameShowsTheStoredFortuneAndVisibilityChangesAreDrawn() async throws {
        try storeFortune("OLD TEXT")
        let output = FrameFile(path: scratch.appending("frames"))
        defer { output.close() }
        let (events, control) = AsyncStream<WidgetHost.Event>.makeStream()
        let timeline = FortuneTimeline(store: store)
        let run = host(timeline, output: output, events: events)
        defer { run.cancel() }

        #expect(await output.wait { $0.frames.first == "fortune|OLD TEXT|40" })
        try SetFortuneVisibilityIntent(visible: false, store: store, reloader: center).perform()
        #expect(await output.wait { $0.frames.last == "hidden|OLD TEXT|40" })
        try ToggleFortuneIntent(store: store, reloader: center).perform()
        #expect(await output.wait { $0.frames.last == "fortune|OLD TEXT|40" })

        control.yield(.signal(SIGTERM))
        #expect(await end(of: run) == .signal(SIGTERM))
    }

    @Test func whileASlowModelWritesFramesShowTheOldTextOrTheWholeNewText() async throws {
        try storeFortune("OLD TEXT")
        let output = FrameFile(path: scratch.appending("frames"))
        defer { output.close() }
        let (events, control) = AsyncStream<WidgetHost.Event>.makeStream()
        let timeline = FortuneTimeline(store: store)
        let run = host(timeline, output: output, events: events)
        defer { run.cancel() }
        #expect(await output.wait { !$0.frames.isEmpty })

        // Mid-generation the host reloads and redraws; it must still show the old text. A
        // reload alone draws nothing when the frame is unchanged; the resize draws it anyway.
        let model = SlowModel(text: "NEW TEXT") {
            let drawn = output.frames.count
            control.yield(.reload)
            control.yield(.resize)
            await output.wait { $0.frames.count > drawn }
            try? await Task.sleep(for: .milliseconds(200))
        }
        let refreshing = FortuneRefresher(store: store, model: model, reloader: center)
        try await refreshing.refresh()
        #expect(await output.wait { $0.frames.last == "fortune|NEW TEXT|40" })

        let frames = output.frames
        #expect(frames.count >= 3)
        #expect(frames.allSatisfy { $0 == "fortune|OLD TEXT|40" || $0 == "fortune|NEW TEXT|40" })
        let firstNew = try #require(frames.firstIndex(of: "fortune|NEW TEXT|40"))
        #expect(firstNew >= 2)
        #expect(frames[firstNew...].allSatisfy { $0 == "fortune|NEW TEXT|40" })

        control.yield(.signal(SIGINT))
        #expect(await end(of: run) == .signal(SIGINT))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalEndsTheRunWithTheTerminalRestored(signal: Int32) async throws {
        try storeFortune("OLD TEXT")
        let output = FrameFile(path: scratch.appending("screen"))
        defer { output.close() }
        let (events, control) = AsyncStream<WidgetHost.Event>.makeStream()
        let timeline = FortuneTimeline(store: store)
        let run = host(timeline, output: output, mode: .terminal, events: events)
        defer { run.cancel() }
        #expect(await output.wait { $0.contents.contains("fortune|OLD TEXT|40") })

        control.yield(.signal(signal))
        let end = await end(of: run)
        #expect(end == .signal(signal))
        #expect(end?.exitStatus == (signal == SIGINT ? 130 : 143))
        let screen = output.contents
        #expect(screen.hasPrefix(TerminalSession.startSequence))
        #expect(screen.hasSuffix(TerminalSession.restoreSequence))
        #expect(screen.split(separator: TerminalSession.restoreSequence, omittingEmptySubsequences: false).count == 2)
    }

    @Test func aResizeRedrawsAtTheNewWidth() async throws {
        try storeFortune("OLD TEXT")
        let output = FrameFile(path: scratch.appending("frames"))
        defer { output.close() }
        let width = Atomic<Int>(40)
        let (events, control) = AsyncStream<WidgetHost.Event>.makeStream()
        let timeline = FortuneTimeline(store: store)
        let run = host(timeline, output: output, columns: { width.load(ordering: .relaxed) }, events: events)
        defer { run.cancel() }
        #expect(await output.wait { $0.frames == ["fortune|OLD TEXT|40"] })

        width.store(72, ordering: .relaxed)
        control.yield(.resize)
        #expect(await output.wait { $0.frames.last == "fortune|OLD TEXT|72" })
        control.yield(.signal(SIGTERM))
        #expect(await end(of: run) == .signal(SIGTERM))
    }

    @Test func atMidnightTheHostDrawsTheNewDay() async throws {
        // A clock stopped in the day's last second, until the test moves it to midnight.
        let lastSecond = LocalMidnight.next(after: WallClock.now()) - 1
        let clock = Atomic<Int>(lastSecond)
        let now: @Sendable () -> Int = { clock.load(ordering: .relaxed) }
        try storeFortune("OLD TEXT", time: lastSecond)
        let output = FrameFile(path: scratch.appending("frames"))
        defer { output.close() }
        let (events, control) = AsyncStream<WidgetHost.Event>.makeStream()
        let timeline = FortuneTimeline(store: store, now: now)
        let run = host(timeline, output: output, now: now, events: events)
        defer { run.cancel() }

        #expect(await output.wait { $0.frames == ["fortune|OLD TEXT|40"] })
        clock.store(lastSecond + 1, ordering: .relaxed)
        #expect(await output.wait { $0.frames == ["fortune|OLD TEXT|40", "stale|OLD TEXT|40"] })
        control.yield(.signal(SIGTERM))
        #expect(await end(of: run) == .signal(SIGTERM))
    }

    /// The store is drawn at once, without waiting for the fetch; then what the fetch brought.
    @Test func withAutoRefreshAMissingFortuneIsWrittenAndDrawn() async throws {
        try store.update { $0.sign = .rooster }
        let output = FrameFile(path: scratch.appending("frames"))
        defer { output.close() }
        let (events, control) = AsyncStream<WidgetHost.Event>.makeStream()
        let model = SlowModel(text: "FETCHED TEXT") {}
        let timeline = FortuneTimeline(
            store: store, refresher: FortuneRefresher(store: store, model: model, reloader: center))
        let run = host(timeline, output: output, events: events)
        defer { run.cancel() }

        #expect(await output.wait { $0.frames.last == "fortune|FETCHED TEXT|40" })
        #expect(output.frames.first?.hasPrefix("empty|") == true, "\(output.frames)")
        control.yield(.signal(SIGTERM))
        #expect(await end(of: run) == .signal(SIGTERM))
    }

    @Test func theFirstTimelinesErrorIsThrownWithTheTerminalRestored() async throws {
        let output = FrameFile(path: scratch.appending("screen"))
        defer { output.close() }
        let (events, _) = AsyncStream<WidgetHost.Event>.makeStream()
        let timeline = FortuneTimeline(store: store)
        let run = host(timeline, output: output, mode: .terminal, events: events)
        let error = await within { await run.result.failure } ?? nil
        #expect(error as? FortuneWidgetError == .noSign)
        #expect(output.contents == TerminalSession.startSequence + TerminalSession.restoreSequence)
    }

    @Test func aRealWindowChangeSignalRedraws() async throws {
        try storeFortune("OLD TEXT")
        let output = FrameFile(path: scratch.appending("frames"))
        defer { output.close() }
        let width = Atomic<Int>(40)
        let (events, control) = AsyncStream<WidgetHost.Event>.makeStream()
        let timeline = FortuneTimeline(store: store)
        let run = host(
            timeline, output: output, columns: { width.load(ordering: .relaxed) }, handlesSignals: true, events: events)
        defer { run.cancel() }
        #expect(await output.wait { $0.frames == ["fortune|OLD TEXT|40"] })

        width.store(90, ordering: .relaxed)
        kill(getpid(), SIGWINCH)
        #expect(await output.wait { $0.frames.last == "fortune|OLD TEXT|90" })
        control.yield(.signal(SIGTERM))
        #expect(await end(of: run) == .signal(SIGTERM))
    }
}

extension Result {
    /// The error, when this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// One frame per change, however many events it makes.
@Suite struct WidgetHostFrameTests {
    let scratch = TemporaryDirectory()

    /// A toggle renames the store, then the reload marker: two changes to the directory, one
    /// new frame. The frame is drawn once, not once per change.
    @Test func aToggleIsDrawnOnceThoughTheStoreAndTheMarkerBothChange() async throws {
        let directory = scratch.appending("state")
        let store = SharedStore(directory: directory)
        let time = WallClock.now()
        try store.update { document in
            document.sign = .rooster
            document.save(
                StoredFortune(
                    sign: .rooster, day: CalendarDay(localTime: time), text: "Text.",
                    language: .english, model: "test", source: .offline, createdAt: time
                ))
        }
        let output = FrameFile(path: scratch.appending("frames"))
        defer { output.close() }
        let timeline = FortuneTimeline(store: store)
        let host = WidgetHost(
            timeline: timeline, configuration: .init(), render: { entry, _ in entry.state.rawValue },
            output: output.descriptor, columns: { 40 }, mode: .stream(separator: TerminalSession.frameSeparator),
            handlesSignals: false
        )
        let run = Task { try await host.run() }
        defer { run.cancel() }
        #expect(await output.wait { $0.frames == ["fortune"] })

        _ = try ToggleFortuneIntent(store: store, reloader: WidgetCenter(directory: directory)).perform()
        #expect(await output.wait { $0.frames.last == "hidden" })
        // Long past the window that gathers the marker's change after the store's.
        try await Task.sleep(for: .milliseconds(500))
        #expect(output.frames == ["fortune", "hidden"])
    }
}

import FoundationEssentials
import Synchronization
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneStore
import FortuneGeneration
import FortuneWidget
import FortuneCore

@Suite struct ReloadHooksTests {
    let scratch = TemporaryDirectory()

    private func contents(_ name: String) -> String? {
        try? String(contentsOfFile: scratch.appending(name), encoding: .utf8)
    }

    @Test func aHookRunsWithoutAShellAndIsToldTheKind() {
        let log = Recorder<String>()
        let hooks = ReloadHooks(
            hooks: [["/bin/sh", "-c", "echo \"$FORTUNE_RELOAD_KIND\" > \"$0\"", scratch.appending("kind")]],
            timeout: .seconds(10), onFailure: { log.record($0.description) }
        )
        hooks.reloadTimelines(ofKind: WidgetKind.todayFortune)
        #expect(contents("kind") == "TodayFortune\n")
        hooks.reloadAllTimelines()
        #expect(contents("kind") == "*\n")
        #expect(log.all.isEmpty)
    }

    @Test func argumentsReachTheProgramAsTheyAreWithNothingExpanded() {
        let name = "a b; touch c $HOME *"
        ReloadHooks(hooks: [["touch", scratch.appending(name)]], timeout: .seconds(10)).reloadAllTimelines()
        #expect((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) == [name])
    }

    /// A descriptor this process opened without close-on-exec stays here: a hook that ran for
    /// seconds would otherwise hold the file open, and delay its close, for as long.
    @Test(.enabled(if: ChildProcess.closesInheritedDescriptors))
    func aHookInheritsOnlyItsStandardStreams() throws {
        let path = scratch.appending("open-here")
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(descriptor > 2)
        defer { close(descriptor) }
        // By what it names, not by number: the shell keeps descriptors of its own (dash saves
        // standard output on 10 for a redirection).
        let script =
            "if [ \"$(readlink /proc/$$/fd/\(descriptor))\" = '\(path)' ]; then echo inherited; else echo closed; fi > \"$0\""
        ReloadHooks(hooks: [["sh", "-c", script, scratch.appending("seen")]], timeout: .seconds(10))
            .reloadAllTimelines()
        #expect(contents("seen") == "closed\n")
    }

    @Test func theHookSeesThisProcesssEnvironmentToo() throws {
        let path = try #require(ProcessInfo.processInfo.environment["PATH"])
        let hooks = ReloadHooks(
            hooks: [["sh", "-c", "printf %s \"$PATH\" > \"$0\"", scratch.appending("path")]], timeout: .seconds(10))
        hooks.reloadAllTimelines()
        #expect(contents("path") == path)
    }

    @Test func aFailingHookIsReportedWithItsStatusAndTheNextOneStillRuns() {
        let log = Recorder<String>()
        let hooks = ReloadHooks(
            hooks: [["sh", "-c", "exit 3"], ["false"], ["touch", scratch.appending("ran")]],
            timeout: .seconds(10), onFailure: { log.record($0.description) }
        )
        hooks.reloadTimelines(ofKind: WidgetKind.todayFortune)
        #expect(
            log.all == [
                "reload hook 'sh -c \"exit 3\"' exited with status 3",
                "reload hook 'false' exited with status 1",
            ])
        #expect(FileManager.default.fileExists(atPath: scratch.appending("ran")))
    }

    @Test func aMissingProgramIsReportedNotThrown() {
        let log = Recorder<String>()
        let hooks = ReloadHooks(
            hooks: [["fortune-no-such-program-\(getpid())", "x"], []], timeout: .seconds(10),
            onFailure: { log.record($0.description) })
        hooks.reloadAllTimelines()
        #expect(
            log.all == [
                "reload hook 'fortune-no-such-program-\(getpid()) x' could not start: no such file or directory",
                "reload hook '' is an empty list; skipped",
            ])
    }

    @Test func aHookThatOutlivesTheTimeoutIsStoppedWithItsChildren() throws {
        let log = Recorder<String>()
        let pidFile = scratch.appending("sleeper")
        // The shell's child writes its pid and sleeps: stopping the hook must stop it too.
        let hooks = ReloadHooks(
            hooks: [["sh", "-c", "sleep 30 & echo $! > \"$0\"; wait", pidFile]],
            // Long enough for a loaded machine to start the shell and write the pid file.
            timeout: .seconds(2), onFailure: { log.record($0.description) }
        )
        let clock = ContinuousClock()
        let elapsed = clock.measure { hooks.reloadAllTimelines() }
        #expect(elapsed < .seconds(15), "stopped at the timeout, not after the hook's 30 s")
        #expect(
            log.all == [
                "reload hook 'sh -c \"sleep 30 & echo $! > \\\"$0\\\"; wait\" \(pidFile)' did not finish within 2s and was stopped"
            ])
        let sleeper = try #require(contents("sleeper").flatMap { pid_t($0.filter(\.isNumber)) })
        // Signals take effect asynchronously: gone (ESRCH), or a zombie for init to reap, soon.
        let deadline = ContinuousClock.now + .seconds(30)
        while kill(sleeper, 0) == 0, !Self.isZombie(sleeper), ContinuousClock.now < deadline {
            usleep(5_000)
        }
        #expect(kill(sleeper, 0) != 0 || Self.isZombie(sleeper))
    }

    @Test func aHookIsToldItRunsInAHook() {
        ReloadHooks(
            hooks: [["sh", "-c", "printf %s \"$FORTUNE_IN_HOOK\" > \"$0\"", scratch.appending("in-hook")]],
            timeout: .seconds(10)
        ).reloadAllTimelines()
        #expect(contents("in-hook") == "1")
    }

    /// `setsid` puts the sleeper in a session, and so a group, of its own: stopping the hook's
    /// group alone would leave it running.
    @Test func aStoppedHookTakesAlongAChildThatLeftItsProcessGroup() throws {
        let pidFile = scratch.appending("sleeper")
        let hooks = ReloadHooks(
            hooks: [["sh", "-c", "setsid sleep 30 & echo $! > \"$0\"; wait", pidFile]], timeout: .seconds(2))
        hooks.reloadAllTimelines()
        let sleeper = try #require(contents("sleeper").flatMap { pid_t($0.filter(\.isNumber)) })
        let deadline = ContinuousClock.now + .seconds(30)
        while kill(sleeper, 0) == 0, !Self.isZombie(sleeper), ContinuousClock.now < deadline {
            usleep(5_000)
        }
        #expect(kill(sleeper, 0) != 0 || Self.isZombie(sleeper))
    }

    @Test func aWidgetCenterRunsItsHooksAfterTheMarkerAndTheStoreAreWritten() async throws {
        let directory = scratch.appending("state")
        let log = Recorder<String>()
        let hooks = ReloadHooks(
            hooks: [
                [
                    "sh", "-c",
                    "cat \"$0/reload\" > \"$0/../marker-seen\"; cat \"$0/store.json\" > \"$0/../store-seen\"",
                    directory,
                ]
            ],
            timeout: .seconds(10), onFailure: { log.record($0.description) }
        )
        let store = SharedStore(directory: directory)
        try store.update { $0.sign = .rooster }
        let center = WidgetCenter(directory: directory, listeners: [hooks])
        let refresher = FortuneRefresher(store: store, model: OfflineModel(), reloader: center)
        let fortune = try await refresher.refresh()

        let marker = try #require(contents("marker-seen"))
        #expect(marker.hasSuffix(" TodayFortune\n"))
        let stored = try JSONDecoder().decode(StoreDocument.self, from: Data(try #require(contents("store-seen")).utf8))
        #expect(stored.fortune(for: .rooster, on: fortune.day)?.text == fortune.text)
        #expect(log.all.isEmpty)
    }

    private static func isZombie(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return status.split(separator: ")").last?.drop { $0 == " " }.hasPrefix("Z") ?? false
    }
}

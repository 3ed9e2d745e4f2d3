#if canImport(Glibc)
import Glibc
#endif
import Testing
import FortuneCore
import FortuneRender
import FortuneWidget
import FortuneTestSupport

/// `reloadBars`: a running bar is told to redraw; a bar that is not running is nothing to
/// reload, so nothing is said; a reload that cannot be done still is said.
@Suite(.serialized) struct StatusBarReloaderTests {
    let scratch = TemporaryDirectory()

    /// Starts a program named `name` (what /proc/PID/comm shows, as for the real bar) that
    /// appends a line to `log` each time it gets SIGRTMIN+8, as Waybar's signal modules do.
    func fakeBar(_ name: String, log: String) async throws -> RunningProcess {
        let path = scratch.appending(name)
        // Written by a child: a file this process held open could be inherited by a program
        // another test starts meanwhile, and then not run ("text file busy").
        let script = """
            #!/bin/bash
            trap 'echo reloaded >> "$1"' RTMIN+8
            echo started >> "$1"
            while :; do sleep 0.05; done

            """
        let written = try await Subprocess.run(
            "/bin/sh", ["-c", "cat > \"$0\" && chmod 755 \"$0\"", path], environment: [:], input: script)
        #expect(written.status == 0)
        let bar = try Subprocess.start(path, [log], environment: ["PATH": "/usr/bin:/bin"])
        #expect(await bar.waitForOutput { _ in Files.bytes(log) != nil })
        return bar
    }

    func lines(_ path: String) -> [String] {
        String(decoding: Files.bytes(path) ?? [], as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test(arguments: ["waybar", "i3blocks"])
    func aRunningBarIsSignalled(name: String) async throws {
        let log = scratch.appending("\(name).log")
        let bar = try await fakeBar(name, log: log)
        defer { bar.signal(SIGKILL) }
        let failures = Recorder<String>()
        let reloader = StatusBarReloader(
            bars: [try #require(StatusBarFormats.named(name))], timeout: .seconds(5), environment: [:],
            onFailure: { failures.record($0.description) })
        reloader.reloadAllTimelines()
        #expect(await bar.waitForOutput { _ in lines(log).count >= 2 }, "\(lines(log))")
        #expect(lines(log) == ["started", "reloaded"])
        #expect(failures.all.isEmpty)
    }

    /// No bar running, no tmux server (a folder with only a dead server's socket): silence.
    @Test func barsThatAreNotRunningAreNoFailure() async throws {
        let tmux = scratch.appending("tmux-\(getuid())")
        _ = mkdir(tmux, 0o700)
        let stale = try await Subprocess.run(
            "/usr/bin/tmux", ["-S", "\(tmux)/default", "-f", "/dev/null", "new-session", "-d", "sleep 30"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(stale.status == 0, "\(stale.stderr)")
        _ = try await Subprocess.run(
            "/usr/bin/tmux", ["-S", "\(tmux)/default", "kill-server"], environment: ["PATH": "/usr/bin:/bin"])
        // The server ends a moment after kill-server returns; its socket stays behind.
        let gone = try await Subprocess.run(
            "/bin/sh",
            [
                "-c", "for _ in $(seq 100); do tmux -S \"$0\" ls >/dev/null 2>&1 || exit 0; sleep 0.05; done; exit 1",
                "\(tmux)/default",
            ], environment: ["PATH": "/usr/bin:/bin"])
        #expect(gone.status == 0)
        #expect(Files.mode("\(tmux)/default") != nil, "the dead server's socket is there")
        let failures = Recorder<String>()
        StatusBarReloader(
            bars: StatusBarFormats.all, timeout: .seconds(5),
            environment: ["TMUX_TMPDIR": scratch.path], onFailure: { failures.record($0.description) }
        )
        .reloadAllTimelines()
        #expect(failures.all.isEmpty, "\(failures.all)")
    }

    /// A running tmux server with no client attached: asked to refresh (its own log, `tmux -v`,
    /// shows the command arrive), and it answers with success.
    @Test func aRunningTmuxServerIsAskedWithoutAFailure() throws {
        let tmux = scratch.appending("tmux-\(getuid())")
        _ = mkdir(tmux, 0o700)
        // tmux -v writes its server's log in its working directory.
        let logs = scratch.appending("tmux-logs")
        _ = mkdir(logs, 0o700)
        let server = try Subprocess.start(
            "/bin/sh",
            [
                "-c", "cd \"$0\" && exec tmux -v -S \"$1\" -f /dev/null new-session -d 'sleep 30'", logs,
                "\(tmux)/default",
            ], environment: ["PATH": "/usr/bin:/bin"]
        ).wait()
        #expect(server.status == 0, "\(server.stderr)")
        defer {
            _ = try? Subprocess.start(
                "/usr/bin/tmux", ["-S", "\(tmux)/default", "kill-server"], environment: ["PATH": "/usr/bin:/bin"]
            ).wait()
        }
        let failures = Recorder<String>()
        StatusBarReloader(
            bars: [TmuxFormat()], timeout: .seconds(5), environment: ["TMUX_TMPDIR": scratch.path],
            onFailure: { failures.record($0.description) }
        )
        .reloadAllTimelines()
        #expect(failures.all.isEmpty, "\(failures.all)")
        func serverLog() -> String {
            Files.names(in: logs).filter { $0.hasPrefix("tmux-server-") }
                .map { String(decoding: Files.bytes(logs + "/" + $0) ?? [], as: UTF8.self) }.joined()
        }
        let asked = Poll.until(timeout: .seconds(10)) {
            serverLog().split(separator: "\n").contains { $0.contains("command: ") && $0.contains("refresh-client -S") }
        }
        #expect(asked, "the server's log shows no refresh-client")
    }

    /// polybar runs but its messenger cannot be started: that reload is said to have failed.
    @Test func aBarThatRunsButCannotBeToldIsAFailure() async throws {
        let bar = try await fakeBar("polybar", log: scratch.appending("polybar.log"))
        defer { bar.signal(SIGKILL) }
        let failures = Recorder<String>()
        StatusBarReloader(
            bars: [PolybarFormat()], timeout: .seconds(5), environment: [:],
            onFailure: { failures.record($0.description) }
        )
        .reloadAllTimelines()
        #expect(failures.all.count == 1)
        #expect(failures.all.first?.contains("polybar-msg") == true, "\(failures.all)")
    }
}

#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Testing
import FortuneTestSupport

/// `fortune doctor`'s `timer` and `PATH` lines: the daily refresh, and which `fortune` the
/// shell runs.
@Suite(.fewAtOnce) struct DoctorTimerAndPathTests {
    let home = FakeHome()
    /// The fake programs' folders.
    let tools = TemporaryDirectory()

    /// A fake `systemctl` in a folder of its own (`FakeSystemctl`).
    func systemctl(
        enabled: String = "enabled", enabledStatus: Int = 0, lastTrigger: String = "", connects: Bool = true
    ) -> FakeSystemctl {
        FakeSystemctl(
            in: tools.appending("systemctl-\(connects)-\(enabled)"), enabled: enabled, enabledStatus: enabledStatus,
            lastTrigger: lastTrigger, connects: connects)
    }

    /// A folder of the tools, made.
    func folder(_ name: String) -> String {
        _ = mkdir(tools.appending(name), 0o700)
        return tools.appending(name)
    }

    struct Check: Decodable, Equatable {
        let check, status, detail: String
    }

    func check(_ name: String, path: String) async throws -> Check? {
        let result = try await home.run(
            ["doctor", "--json"], environment: ["PATH": path, "FORTUNE_CLASSIC": home.appending("no-fortune-mod")])
        let checks = try JSONDecoder().decode([Check].self, from: Data(result.stdout.utf8))
        return checks.first { $0.check == name }
    }

    /// The binary under test, every link resolved, as /proc/self/exe names it.
    var program: String {
        guard let resolved = realpath(FortuneBinary.path, nil) else { return FortuneBinary.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    @Test func anEnabledTimerIsOkAndSaysWhenItLastRan() async throws {
        let systemctl = systemctl(lastTrigger: "Tue 2026-12-01 00:05:03 UTC")
        let timer = try await check("timer", path: systemctl.path)
        #expect(
            timer
                == Check(
                    check: "timer", status: "ok",
                    detail: "fortune-refresh.timer is enabled; it last ran Tue 2026-12-01 00:05:03 UTC"))
        #expect(
            Set(systemctl.asked)
                == [
                    "--user is-enabled fortune-refresh.timer",
                    "--user show fortune-refresh.timer -p LastTriggerUSec --value",
                ])
    }

    @Test func anEnabledTimerThatNeverRanSaysSo() async throws {
        let timer = try await check("timer", path: systemctl(lastTrigger: "n/a").path)
        #expect(timer?.status == "ok")
        #expect(timer?.detail == "fortune-refresh.timer is enabled; it has not run yet")
    }

    @Test func aDisabledTimerIsAWarningWithTheCommandThatEnablesIt() async throws {
        let timer = try await check("timer", path: systemctl(enabled: "disabled", enabledStatus: 1).path)
        #expect(timer?.status == "warn")
        #expect(timer?.detail.contains("is disabled") == true, "\(String(describing: timer))")
        #expect(timer?.detail.hasSuffix("systemctl --user enable --now fortune-refresh.timer") == true)
    }

    @Test func withoutAUserManagerTheCrontabLineIsShown() async throws {
        let expected = Check(
            check: "timer", status: "info",
            detail: "no systemd user manager: add to crontab -e: 5 0 * * * \(program) refresh")
        #expect(try await check("timer", path: systemctl(connects: false).path) == expected)
        // No systemctl at all.
        #expect(try await check("timer", path: folder("empty")) == expected)
    }

    @Test func thisProgramFirstOnThePathIsOk() async throws {
        let bin = folder("bin")
        _ = symlink(FortuneBinary.path, bin + "/fortune")
        let path = try await check("PATH", path: bin + ":" + systemctl(connects: false).path)
        #expect(path?.status == "ok")
        #expect(path?.detail == "\(bin)/fortune, first on your PATH, is this program")
    }

    @Test func anotherFortuneFirstOnThePathIsAWarningWithTheFix() async throws {
        let games = folder("games")
        Files.write("#!/bin/sh\necho 'a classic fortune'\n", to: games + "/fortune")
        _ = chmod(games + "/fortune", 0o755)
        let bin = folder("bin")
        _ = symlink(FortuneBinary.path, bin + "/fortune")
        let path = try await check("PATH", path: "\(games):\(bin):" + systemctl(connects: false).path)
        #expect(path?.status == "warn")
        let folder = String(program[..<program.lastIndex(of: "/")!])
        #expect(
            path?.detail
                == "\(games)/fortune comes first on your PATH, not \(program): put export PATH=\"\(folder):$PATH\" in your shell's profile, then run hash -r"
        )
    }

    @Test func noFortuneOnThePathIsAWarning() async throws {
        let path = try await check("PATH", path: systemctl(connects: false).path)
        #expect(path?.status == "warn")
        #expect(path?.detail.hasPrefix("'fortune' is not on your PATH: put export PATH=") == true)
        #expect(path?.detail.hasSuffix("hash -r") == true)
    }
}

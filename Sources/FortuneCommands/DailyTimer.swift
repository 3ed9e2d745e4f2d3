#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore
import FortuneGeneration

/// What `fortune doctor` says of the daily refresh: whether the systemd user timer
/// `fortune-refresh.timer` is enabled and when it last ran, as the user's manager answers;
/// where none answers, the crontab line that does the same.
struct DailyTimer {
    static let unit = "fortune-refresh.timer"
    /// How long each question to `systemctl` may take: a manager that hangs is no answer.
    static let timeout: Duration = .seconds(3)

    let environment: [String: String]
    /// This program, as the crontab line runs it.
    let program: String

    /// The doctor's `timer` line.
    func check() -> DoctorCheck {
        guard let systemctl = FileSystem.executable("systemctl", searchPath: environment["PATH"] ?? ""),
            let last = ask(systemctl, ["--user", "show", Self.unit, "-p", "LastTriggerUSec", "--value"])
        else {
            return DoctorCheck("timer", .info, "doctor.timer.cron", ["program": program])
        }
        let state = ask(systemctl, ["--user", "is-enabled", Self.unit], anyStatus: true) ?? ""
        let unit = ["unit": Self.unit]
        switch state {
        case "enabled", "enabled-runtime":
            return ["", "n/a", "0"].contains(last)
                ? DoctorCheck("timer", .ok, "doctor.timer.enabledNotRun", unit)
                : DoctorCheck("timer", .ok, "doctor.timer.enabledRan", unit.merging(["time": last]) { $1 })
        case "":
            return DoctorCheck("timer", .warn, "doctor.timer.notInstalled", unit)
        default:
            return DoctorCheck(
                "timer", .warn, "doctor.timer.state", unit.merging(["state": Sanitizer.cleanLine(state)]) { $1 })
        }
    }

    /// The first line `systemctl` prints when run with `arguments`, trimmed; nil when it cannot
    /// start, outlives `timeout`, or (unless `anyStatus`) exits with a failure.
    private func ask(_ systemctl: String, _ arguments: [String], anyStatus: Bool = false) -> String? {
        var template = Array(((environment["TMPDIR"] ?? "/tmp") + "/fortune-systemctl-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        close(descriptor)
        let output = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(output) }
        let withheld = Set(APIKey.allEnvironmentVariables)
        let variables = environment.filter { !withheld.contains($0.key) }.map { strdup("\($0.key)=\($0.value)") }
        defer { variables.forEach { free($0) } }
        guard
            case .success(let pid) = ChildProcess.spawn(
                systemctl, arguments: [systemctl] + arguments, environment: variables + [nil],
                standardStreams: ("/dev/null", output, "/dev/null"), newProcessGroup: true)
        else { return nil }
        guard let ending = wait(for: pid), anyStatus || ending == .exited(0) else { return nil }
        let text = (try? DurableFiles.read(output)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).first.map {
            String($0.trimmingWhitespace)
        } ?? ""
    }

    /// How `pid` ended, or nil when it was still running after `timeout` (it is then killed).
    private func wait(for pid: pid_t) -> ChildProcess.Ending? {
        let clock = ContinuousClock()
        let deadline = clock.now + Self.timeout
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return ChildProcess.Ending(waitStatus: status) }
            if result < 0, errno != EINTR { return nil }
            if clock.now > deadline {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                return nil
            }
            usleep(5_000)
        }
    }
}

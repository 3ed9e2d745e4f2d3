import FortuneCore

/// What `fortune doctor` says of the daily refresh: whether the systemd user timer
/// `fortune-refresh.timer` is enabled and when it last ran, as the user's manager answers;
/// where none answers, the crontab line that does the same.
struct DailyTimer {
    static let unit = "fortune-refresh.timer"

    let environment: [String: String]
    /// This program, as the crontab line runs it.
    let program: String

    /// The doctor's `timer` line.
    func check() -> DoctorCheck {
        let systemctlSays = BriefCommand(environment: environment)
        guard let systemctl = FileSystem.executable("systemctl", searchPath: environment["PATH"] ?? ""),
            let last = systemctlSays.firstLine(
                systemctl, ["--user", "show", Self.unit, "-p", "LastTriggerUSec", "--value"])
        else {
            return DoctorCheck("timer", .info, "doctor.timer.cron", ["program": program])
        }
        let state = systemctlSays.firstLine(systemctl, ["--user", "is-enabled", Self.unit], anyStatus: true) ?? ""
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

}

import FortuneCore
import FortuneRender

/// `fortune doctor`: checks what a refresh and the widgets need, one line each.
struct DoctorCommand: JSONFlagCommand {
    static let name = "doctor"
    static let abstract = "Check the setup: config, key, service, store, hooks, PATH, timer"
    static let discussion = """
        Checks, one line each, what a refresh and the widgets need: the configuration file
        parses; the provider, its base URL and model; the API key is present and well formed
        (never shown); the service answers a model list; libcurl loads; the store and its
        folder are readable and private; each reload hook's program is found; 'fortune' on the
        PATH systemd gives user services, and on yours; whether fortune-refresh.timer is
        enabled and when it last ran (without a systemd user manager, the crontab line that
        does the same); fortune-mod. Each line says ok or what to do. Exits 0 when everything
        a refresh needs is ok, 1 otherwise.
        """

    static let jsonOption = CommandOption.json("a JSON array of {check, status, detail}")

    let json: Bool

    func run(_ context: AppContext) async throws -> ExitStatus {
        let checks = await Doctor(context: context).checks()
        if json {
            try Console.json(checks)
        } else {
            let language = context.language
            // The columns are as wide as the widest verdict and name the language has, and a space or two.
            let verdicts = DoctorCheck.Status.allCases.map { $0.word(in: language) }
            let titles = DoctorCheck.titleKeys.values.map { Message($0).text(in: language) } + DoctorCheck.programNames
            let verdictWidth = 2 + (verdicts.map(DisplayWidth.of).max() ?? 0)
            let titleWidth = 1 + (titles.map(DisplayWidth.of).max() ?? 0)
            for check in checks {
                Console.out(
                    DisplayWidth.pad(check.status.word(in: language), toWidth: verdictWidth)
                        + DisplayWidth.pad(check.title(in: language), toWidth: titleWidth)
                        + check.detail.text(in: language))
            }
        }
        return checks.contains { $0.status == .fail } ? .problemsFound : .ok
    }
}

import FortuneCore
import FortuneRender

/// `fortune doctor`: checks what a refresh and the widgets need, one line each.
struct DoctorCommand: JSONFlagCommand {
    static let name = "doctor"

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

import FortuneCore
import FortuneRender

/// `fortune doctor`: checks what a refresh and the widgets need, one line each.
struct DoctorCommand: JSONFlagCommand {
    static let name = "doctor"

    static let jsonOption = CommandOption.json

    let json: Bool

    func run(_ context: AppContext) async throws -> ExitStatus {
        let checks = await Doctor(context: context).checks()
        if json {
            try Console.json(checks)
        } else {
            for check in checks {
                Console.out(
                    DisplayWidth.pad(check.status.rawValue, toWidth: 6) + DisplayWidth.pad(check.check, toWidth: 12)
                        + check.detail)
            }
        }
        return checks.contains { $0.status == .fail } ? .problemsFound : .ok
    }
}

import FortuneCore

/// `fortune manual`: the manual page's commands and options, in roff.
struct ManualCommand: Command {
    static let name = "manual"

    init(arguments: inout ArgumentList) throws(UsageError) {
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        Console.out(ManualPage.roff(Fortune.commands, version: fortuneVersion))
        return .ok
    }
}

import FortuneCore

/// `fortune version`: the version of this binary.
struct VersionCommand: Command {
    static let name = "version"
    static let abstract = "Print the version"
    static let discussion = "Prints the version of this program, as 'fortune --version' does."
    static let options: [CommandOption] = []

    init(arguments: inout ArgumentList) throws(UsageError) {
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        Console.out("fortune \(fortuneVersion)")
        return .ok
    }
}

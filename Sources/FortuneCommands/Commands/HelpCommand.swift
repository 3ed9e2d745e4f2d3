import FortuneCore

/// `fortune help [COMMAND]`: the same text as `fortune --help`, or `fortune COMMAND --help`.
struct HelpCommand: Command {
    static let name = "help"
    static var operand: CommandOperand? {
        CommandOperand(placeholder: "COMMAND", value: .choices(Fortune.commands.map { $0.name }), isOptional: true)
    }

    /// The word after `help`; nil for all the commands.
    let word: String?

    init(arguments: inout ArgumentList) throws(UsageError) {
        word = try arguments.positional()
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let language = context.language
        guard let word else {
            Console.out(Fortune.usage(in: language, width: CommandHelp.width(in: context)))
            return .ok
        }
        // The same one line as `fortune hlep`, rather than this command's usage.
        guard let command = Fortune.commands.first(where: { $0.name == word }) else {
            Console.error(Fortune.unknownCommand(word, in: language))
            return .usage
        }
        Console.out(command.help(in: language, width: CommandHelp.width(in: context)))
        return .ok
    }
}

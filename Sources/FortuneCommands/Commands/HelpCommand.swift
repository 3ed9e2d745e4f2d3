import FortuneCore

/// `fortune help [COMMAND]`: the same text as `fortune --help`, or `fortune COMMAND --help`.
struct HelpCommand: Command {
    static let name = "help"
    static var operands: [CommandOperand] {
        [CommandOperand(placeholder: "COMMAND", value: .choices(Fortune.commands.map { $0.name }), isOptional: true)]
    }

    /// The word after `help`; nil for all the commands.
    let word: String?

    init(arguments: inout ArgumentList) throws(UsageError) {
        word = try arguments.positional()
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let command = word.flatMap { word in Fortune.commands.first { $0.name == word } }
        // The same one line as `fortune hlep`, rather than this command's usage.
        if let word, command == nil {
            Console.error(Fortune.unknownCommand(word, in: context.language))
            return .usage
        }
        CommandHelp.show(command, in: context)
        return .ok
    }
}

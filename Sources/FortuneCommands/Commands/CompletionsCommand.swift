import FortuneCore

/// `fortune completions bash|zsh|fish`: a shell completion script, written from the commands'
/// declarations (`CommandOption`, `CommandOperand`) so that it never falls behind them.
struct CompletionsCommand: Command {
    static let name = "completions"
    static let operands = [
        CommandOperand(placeholder: "SHELL", value: .choices(Shell.allCases.map(\.rawValue)), isOptional: false)
    ]

    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    let shell: Shell

    init(arguments: inout ArgumentList) throws(UsageError) {
        guard let text = try arguments.positional() else { throw UsageError(Message("help.error.whichShell")) }
        guard let shell = Shell(rawValue: text) else {
            throw UsageError(Message("help.error.unknownShell", ["shell": text.echoed]))
        }
        self.shell = shell
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let commands = Fortune.commands
        switch shell {
        case .bash: Console.out(BashCompletion.script(commands))
        case .zsh: Console.out(ZshCompletion.script(commands))
        case .fish: Console.out(FishCompletion.script(commands))
        }
        return .ok
    }
}

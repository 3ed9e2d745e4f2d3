import FortuneCore

/// `fortune completions bash|zsh|fish`: a shell completion script, written from the commands'
/// declarations (`CommandOption`, `CommandOperand`) so that it never falls behind them.
struct CompletionsCommand: Command {
    static let name = "completions"
    static let abstract = "Print a shell completion script (bash, zsh or fish)"
    static let discussion = """
        Prints a completion script for the shell: commands, each command's options, and the
        values an option takes (sign names, formats, the model ids of the last 'fortune
        models' answer), never file names. 'make install' puts the three where the shells look;
        by hand, for example:
          fortune completions bash > ~/.local/share/bash-completion/completions/fortune
          fortune completions fish > ~/.config/fish/completions/fortune.fish
        """
    static let operand: CommandOperand? = CommandOperand(
        placeholder: "SHELL", value: .choices(Shell.allCases.map(\.rawValue)), isOptional: false)
    static let options: [CommandOption] = []

    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    let shell: Shell

    init(arguments: inout ArgumentList) throws(UsageError) {
        guard let text = try arguments.positional() else { throw UsageError("which shell? bash, zsh or fish") }
        guard let shell = Shell(rawValue: text) else {
            throw UsageError("unknown shell '\(text.echoed)': bash, zsh or fish")
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

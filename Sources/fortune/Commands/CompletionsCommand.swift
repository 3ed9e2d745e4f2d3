import FortuneCore
import FortuneZodiac


/// `fortune completions bash|zsh|fish`: a shell completion script, written from the commands'
/// own help texts so that it never falls behind them.
struct CompletionsCommand: Command {
    static let name = "completions"
    static let abstract = "Print a shell completion script (bash, zsh or fish)"
    static let help = """
        usage: fortune completions bash|zsh|fish

        Prints a completion script for the shell. Install it with, for example:
          fortune completions bash > ~/.local/share/bash-completion/completions/fortune
          fortune completions zsh > "${fpath[1]}/_fortune"
          fortune completions fish > ~/.config/fish/completions/fortune.fish
        """

    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    let shell: Shell

    init(arguments: inout ArgumentList) throws(UsageError) {
        guard let text = try arguments.positional() else { throw UsageError("which shell? bash, zsh or fish") }
        guard let shell = Shell(rawValue: text) else { throw UsageError("unknown shell '\(text)': bash, zsh or fish") }
        self.shell = shell
        try arguments.finish()
    }

    /// The values an option takes, where there is a fixed list.
    static var optionValues: [String: [String]] {
        [
            "--sign": Sign.allCases.map(\.rawValue),
            "--family": ["small", "medium", "large", "inline"],
            "--format": ["text", "json", "waybar", "i3blocks", "tmux", "polybar"],
            "--color": ["auto", "always", "never"],
            "--provider": ["gemini", "openai", "ollama", "offline"],
            "--calendar": LunarCalendar.allCases.map(\.rawValue),
        ]
    }

    /// Each command's options, read from the option list of its help text.
    static func options(of command: any Command.Type) -> [String] {
        command.help.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  "), let first = words.first, first.hasPrefix("--") else { return nil }
            return String(first)
        }
    }

    func run() async throws -> ExitStatus {
        let commands = Fortune.commands
        let signs = Sign.allCases.map(\.rawValue).joined(separator: " ")
        switch shell {
        case .bash:
            Console.out(bash(commands, signs: signs))
        case .zsh:
            Console.out(zsh(commands, signs: signs))
        case .fish:
            Console.out(fish(commands))
        }
        return .ok
    }

    private func bash(_ commands: [any Command.Type], signs: String) -> String {
        let values = Self.optionValues.sorted { $0.key < $1.key }
            .map { "        \($0.key)) COMPREPLY=($(compgen -W \"\($0.value.joined(separator: " "))\" -- \"$cur\")); return ;;" }
            .joined(separator: "\n")
        let perCommand = commands
            .map { "        \($0.name)) options=\"\(Self.options(of: $0).joined(separator: " ")) --help\" ;;" }
            .joined(separator: "\n")
        return """
            # bash completion for fortune
            _fortune() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} options
                case $prev in
            \(values)
                    pick) COMPREPLY=($(compgen -W "\(signs)" -- "$cur")); return ;;
                    completions) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return ;;
                esac
                if ((COMP_CWORD == 1)); then
                    COMPREPLY=($(compgen -W "\(commands.map { $0.name }.joined(separator: " ")) --help --version" -- "$cur"))
                    return
                fi
                case ${COMP_WORDS[1]} in
            \(perCommand)
                    *) options="--help" ;;
                esac
                COMPREPLY=($(compgen -W "$options" -- "$cur"))
            }
            complete -F _fortune fortune
            """
    }

    private func zsh(_ commands: [any Command.Type], signs: String) -> String {
        let described = commands.map { "        '\($0.name):\($0.abstract.replacing("'", with: "'\\''"))'" }.joined(separator: "\n")
        let values = Self.optionValues.sorted { $0.key < $1.key }
            .map { "        \($0.key)) compadd -- \($0.value.joined(separator: " ")); return ;;" }
            .joined(separator: "\n")
        let perCommand = commands
            .map { "        \($0.name)) compadd -- \(Self.options(of: $0).joined(separator: " ")) --help ;;" }
            .joined(separator: "\n")
        return """
            #compdef fortune
            # zsh completion for fortune
            _fortune() {
                local -a commands
                commands=(
            \(described)
                )
                if (( CURRENT == 2 )); then
                    _describe 'command' commands
                    return
                fi
                case ${words[CURRENT-1]} in
            \(values)
                    pick) compadd -- \(signs); return ;;
                    completions) compadd -- bash zsh fish; return ;;
                esac
                case ${words[2]} in
            \(perCommand)
                esac
            }
            _fortune "$@"
            """
    }

    private func fish(_ commands: [any Command.Type]) -> String {
        var lines = ["# fish completion for fortune", "complete -c fortune -f"]
        for command in commands {
            lines.append("complete -c fortune -n __fish_use_subcommand -a \(command.name) -d '\(command.abstract.replacing("'", with: "\\'"))'")
            for option in Self.options(of: command) {
                let name = option.dropFirst(2)
                let values = Self.optionValues[option].map { " -r -a '\($0.joined(separator: " "))'" } ?? ""
                lines.append("complete -c fortune -n '__fish_seen_subcommand_from \(command.name)' -l \(name)\(values)")
            }
        }
        lines.append("complete -c fortune -n '__fish_seen_subcommand_from pick' -a '\(Sign.allCases.map(\.rawValue).joined(separator: " "))'")
        lines.append("complete -c fortune -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'")
        return lines.joined(separator: "\n")
    }
}

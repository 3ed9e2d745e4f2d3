import FortuneCore

/// The fish completion script: commands with their abstracts, each command's options with a
/// description, exclusive values where an option takes one (never file names).
enum FishCompletion {
    static func script(_ commands: [any Command.Type]) -> String {
        let names = commands.map { $0.name }.joined(separator: " ")
        var lines = [
            "# fish completion for fortune",
            "complete -c fortune -e",
            "complete -c fortune -f",
            "set -l fortune_commands \(names)",
        ]
        let noCommand = "not __fish_seen_subcommand_from $fortune_commands"
        for command in commands {
            lines.append(
                "complete -c fortune -n \(CompletionWords.singleQuoted(noCommand).replacing("'", with: "\"")) -a \(command.name) -d \(CompletionWords.singleQuoted(command.abstract.text(in: .english)))"
            )
        }
        lines.append("complete -c fortune -n \"\(noCommand)\" -l version -d 'print the version'")
        for command in commands {
            var conditions = ["__fish_seen_subcommand_from \(command.name)"]
            if ObjectIdentifier(command) == ObjectIdentifier(CompletionWords.defaultCommand) {
                conditions.append(noCommand)
            }
            for condition in conditions {
                let when = "-n \"\(condition)\""
                for option in command.options + [CommandOption.help] {
                    lines.append(
                        "complete -c fortune \(when) \(flag(option))\(values(option)) -d \(CompletionWords.singleQuoted(CompletionWords.description(option.summary(of: command).text(in: .english))))"
                    )
                }
                if !command.operands.isEmpty {
                    let words = command.operands.flatMap(\.value.words)
                    lines.append(
                        "complete -c fortune \(when) -a \(CompletionWords.singleQuoted(words.joined(separator: " ")))"
                    )
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `-l json`, or `-s s` for a one-letter option.
    private static func flag(_ option: CommandOption) -> String {
        option.name.hasPrefix("--") ? "-l \(option.name.dropFirst(2))" : "-s \(option.name.dropFirst())"
    }

    /// ` -x -a '…'` for an option that takes a value: exclusive, so no file names.
    private static func values(_ option: CommandOption) -> String {
        guard option.takesValue else { return "" }
        if option.value == .text(suggestions: .models) {
            return
                " -x -a \"(cat \(CompletionWords.modelsFile.replacing("${XDG_STATE_HOME:-$HOME/.local/state}", with: "(set -q XDG_STATE_HOME; and echo $XDG_STATE_HOME; or echo $HOME/.local/state)")) 2>/dev/null)\""
        }
        let words = option.value.words
        return words.isEmpty ? " -x" : " -x -a \(CompletionWords.singleQuoted(words.joined(separator: " ")))"
    }
}

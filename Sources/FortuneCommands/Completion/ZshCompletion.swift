import FortuneCore

/// The zsh completion script: `_describe` for the command word, then `_arguments` with each
/// command's options and operand, described, and their values (never file names).
enum ZshCompletion {
    static func script(_ commands: [any Command.Type]) -> String {
        let described = commands.map {
            "        \(CompletionWords.singleQuoted("\($0.name):\($0.abstract.text(in: .english))"))"
        }
        let arms = commands.map { command in
            "        \(command.name)) _arguments -S \(specs(command).joined(separator: " ")) ;;"
        }
        return #"""
            #compdef fortune
            # zsh completion for fortune
            _fortune_models() {
                local -a ids
                local file=\#(CompletionWords.modelsFile)
                [[ -r $file ]] && ids=(${(f)"$(<$file)"})
                compadd -a ids
            }

            _fortune() {
                local -a commands
                commands=(
            \#(described.joined(separator: "\n"))
                )
                local command=\#(CompletionWords.defaultCommand.name)
                if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
                    _describe -t commands 'fortune command' commands
                    return
                fi
                if (( ${commands[(I)${words[2]}:*]} )); then
                    command=${words[2]}
                    shift words
                    (( CURRENT-- ))
                fi
                case $command in
            \#(arms.joined(separator: "\n"))
                esac
            }

            _fortune "$@"
            """#
    }

    /// `_arguments` specs: `'--format[text, json…]:F:(text json waybar)'`.
    static func specs(_ command: any Command.Type) -> [String] {
        var specs = (command.options + [CommandOption.help]).map { option in
            CompletionWords.singleQuoted(
                "\(option.name)[\(bracketed(CompletionWords.description(option.summary(of: command).text(in: .english))))]"
                    + action(option.value, placeholder: option.placeholder))
        }
        for (index, operand) in command.operands.enumerated() {
            specs.append(
                CompletionWords.singleQuoted(
                    "\(index + 1)" + (operand.isOptional ? ":" : "")
                        + action(operand.value, placeholder: operand.placeholder)))
        }
        return specs
    }

    /// What completes a value: its words, the cached model ids, or nothing (a message).
    private static func action(_ value: CommandOption.Value, placeholder: String?) -> String {
        let name = placeholder ?? ""
        switch value {
        case .none: return ""
        case .text(suggestions: .models): return ":\(name):_fortune_models"
        case .number, .text(suggestions: .none): return ":\(name): "
        case .choices, .text(suggestions: .signs): return ":\(name):(\(value.words.joined(separator: " ")))"
        }
    }

    /// A description inside `[…]`, where brackets and colons would end it.
    private static func bracketed(_ text: String) -> String {
        text.replacing("[", with: "(").replacing("]", with: ")").replacing(":", with: #"\:"#)
    }
}

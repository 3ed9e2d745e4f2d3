/// The bash completion script: the command word, then that command's options, each option's
/// values (never file names), and its operand's words.
enum BashCompletion {
    static func script(_ commands: [any Command.Type]) -> String {
        let names = commands.map { $0.name }
        var valueArms: [String] = []
        var wordArms: [String] = []
        for command in commands {
            for option in command.options where option.takesValue {
                let words =
                    option.value == .text(suggestions: .models)
                    ? #"$(cat "\#(CompletionWords.modelsFile)" 2>/dev/null)"#
                    : option.value.words.joined(separator: " ")
                valueArms.append(
                    #"        "\#(command.name) \#(option.name)") COMPREPLY=($(compgen -W "\#(words)" -- "$cur")); return ;;"#
                )
            }
            let words =
                command.operands.flatMap(\.value.words) + command.options.map(\.name) + [CommandOption.help.name]
            wordArms.append("        \(command.name)) words=\"\(words.joined(separator: " "))\" ;;")
        }
        return #"""
            # bash completion for fortune
            _fortune() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=\#(CompletionWords.defaultCommand.name) words i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case ${COMP_WORDS[i]} in
                        \#(names.joined(separator: "|"))) command=${COMP_WORDS[i]}; break ;;
                    esac
                done
                case "$command $prev" in
            \#(valueArms.joined(separator: "\n"))
                esac
                case $command in
            \#(wordArms.joined(separator: "\n"))
                esac
                if ((COMP_CWORD == 1)); then
                    words="\#(names.joined(separator: " ")) --version $words"
                fi
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -F _fortune fortune
            """#
    }
}

import FortuneRender

/// The `--help` text of a command, made from its declaration: the usage line from its
/// operand and options, its description, then one entry per option.
enum CommandHelp {
    /// Lines are kept within this many columns, as terminals open.
    static let width = 80

    static func text(for command: any Command.Type) -> String {
        var text = usage(for: command) + "\n\n" + command.discussion
        if !command.options.isEmpty {
            text += "\n\noptions:\n" + optionList(command.options)
        }
        return text
    }

    /// `usage: fortune pick [SIGN] [--calendar C] [--json]`, wrapped under its first word.
    static func usage(for command: any Command.Type) -> String {
        let lead = "usage: \(command.invocation)"
        let words = usageWords(for: command)
        var lines = [lead]
        for word in words {
            if DisplayWidth.of(lines[lines.count - 1]) + 1 + DisplayWidth.of(word) > width {
                lines.append(String(repeating: " ", count: DisplayWidth.of(lead)))
            }
            lines[lines.count - 1] += " " + word
        }
        return lines.joined(separator: "\n")
    }

    /// What follows the command word in its usage: `[SIGN] [--calendar C] [--json]`.
    static func usageWords(for command: any Command.Type) -> [String] {
        (command.operand.map { [$0.usage] } ?? []) + command.options.map { "[\($0.usage)]" }
    }

    /// Each option on its own line with its summary beside it, wrapped in a column.
    static func optionList(_ options: [CommandOption]) -> String {
        let column = min(max(options.map { DisplayWidth.of($0.usage) }.max() ?? 0, 10) + 4, 20)
        return options.flatMap { option -> [String] in
            let summary = TextWrapper.wrap(option.summary, width: width - column)
            let usage = "  " + option.usage
            let first =
                DisplayWidth.of(usage) + 2 <= column
                ? DisplayWidth.pad(usage, toWidth: column) + (summary.first ?? "")
                : usage
            let rest = DisplayWidth.of(usage) + 2 <= column ? summary.dropFirst() : summary[...]
            return [first] + rest.map { String(repeating: " ", count: column) + $0 }
        }.joined(separator: "\n")
    }
}

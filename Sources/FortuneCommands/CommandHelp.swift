import FortuneCore
import FortuneRender

/// The `--help` text of a command, made from its declaration: the usage line from its
/// operand and options, its description, then one entry per option, in the user's language
/// (Messages/help.*.txt). The catalogs' texts are written within 80 columns, as shown; only the
/// option summaries are wrapped here, in their column.
enum CommandHelp {
    /// Lines are kept within this many columns, as terminals open.
    static let width = 80

    static func text(for command: any Command.Type, in language: Language) -> String {
        var text = usage(for: command, in: language) + "\n\n" + command.discussion.text(in: language)
        if !command.options.isEmpty {
            text +=
                "\n\n" + Message("help.options").text(in: language) + "\n"
                + optionList(command.options, of: command, in: language)
        }
        return text
    }

    /// `usage: fortune pick [SIGN] [--calendar C] [--json]`.
    static func usage(for command: any Command.Type, in language: Language) -> String {
        usage(command.invocation, words: usageWords(for: command, in: language), in: language)
    }

    /// `invocation` after the word "usage", then `words`, wrapped under the first of them.
    static func usage(_ invocation: String, words: [String], in language: Language) -> String {
        let lead = Message("help.usageLine", ["invocation": invocation]).text(in: language)
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
    static func usageWords(for command: any Command.Type, in language: Language = .english) -> [String] {
        let operand = command.operand.map { operand in
            let name = placeholder(operand.placeholder, in: language)
            return operand.isOptional ? "[\(name)]" : name
        }
        return (operand.map { [$0] } ?? []) + command.options.map { "[\(usage(of: $0, in: language))]" }
    }

    /// The option as a usage line writes it: `--sign SIGN`, its placeholder in `language`.
    static func usage(of option: CommandOption, in language: Language) -> String {
        option.placeholder.map { "\(option.name) \(placeholder($0, in: language))" } ?? option.name
    }

    /// A value's name in `language`: a word (`SIGN`) is translated, a letter (`N`) is not.
    static func placeholder(_ name: String, in language: Language) -> String {
        name.count > 1 ? Message("help.placeholder.\(name.lowercased())").text(in: language) : name
    }

    /// Each option on its own line with its summary beside it, wrapped in a column.
    static func optionList(_ options: [CommandOption], of command: any Command.Type, in language: Language) -> String {
        let usages = options.map { usage(of: $0, in: language) }
        let column = min(max(usages.map { DisplayWidth.of($0) }.max() ?? 0, 10) + 4, 20)
        return zip(options, usages).flatMap { option, usage -> [String] in
            let summary = TextWrapper.wrap(option.summary(of: command).text(in: language), width: width - column)
            let usage = "  " + usage
            let first =
                DisplayWidth.of(usage) + 2 <= column
                ? DisplayWidth.pad(usage, toWidth: column) + (summary.first ?? "")
                : usage
            let rest = DisplayWidth.of(usage) + 2 <= column ? summary.dropFirst() : summary[...]
            return [first] + rest.map { String(repeating: " ", count: column) + $0 }
        }.joined(separator: "\n")
    }

    /// What `fortune --help` prints: the usage, what the program is, each command with its
    /// abstract, and where to go on.
    static func overview(of commands: [any Command.Type], in language: Language) -> String {
        let words = ["command", "options"].map { "[\(placeholder($0.uppercased(), in: language))]" }
        let list = commands.map { command in
            "  " + DisplayWidth.pad(command.name, toWidth: 12) + command.abstract.text(in: language)
        }
        let more = Message("help.fortune.more", ["command": placeholder("COMMAND", in: language)])
        return [
            usage("fortune", words: words, in: language),
            Message("help.fortune.summary").text(in: language),
            Message("help.commands").text(in: language) + "\n" + list.joined(separator: "\n"),
            more.text(in: language),
        ].joined(separator: "\n\n")
    }
}

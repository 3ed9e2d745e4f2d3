import FortuneCore
import FortuneRender

/// The `--help` text of a command, made from its declaration: the usage line from its
/// operand and options, its description, then one entry per option, in the user's language
/// (Messages/help.*.txt). The catalogs' texts are paragraphs; they are wrapped here to the
/// width they are shown at (`TextWrapper`), the option summaries and the commands' abstracts
/// in their column.
enum CommandHelp {
    /// The width when none is known: terminals open with 80 columns.
    static let standardWidth = 80

    /// The narrowest width help is wrapped to: narrower, a summary's column would have no room.
    static let narrowest = 20

    /// The columns help is wrapped to in `context`: `COLUMNS` when it is set, then the width of
    /// the terminal standard output writes to, then 80 (also when output is no terminal, or
    /// goes to a context's sink).
    static func width(in context: AppContext) -> Int {
        TerminalSize.columns(environment: context.environment, standardOutput: context.output == nil)
    }

    /// Prints the whole `--help` of `command`, or of `fortune` itself when nil, in the context's
    /// language and to its width.
    static func show(_ command: (any Command.Type)?, in context: AppContext) {
        let (language, width) = (context.language, width(in: context))
        Console.out(
            command.map { text(for: $0, in: language, width: width) }
                ?? overview(of: Fortune.commands, in: language, width: width))
    }

    /// The whole `--help` of `command` in `language`, its lines within `width` columns (and
    /// never wrapped narrower than `narrowest`).
    static func text(for command: any Command.Type, in language: Language, width: Int = standardWidth) -> String {
        let width = max(width, narrowest)
        var lines = [usage(for: command, in: language, width: width), ""]
        lines += TextWrapper.paragraphs(command.discussion.text(in: language), width: width)
        if !command.options.isEmpty {
            lines += ["", Message("help.options").text(in: language)]
            lines.append(optionList(command.options, of: command, in: language, width: width))
        }
        return lines.joined(separator: "\n")
    }

    /// `usage: fortune pick [SIGN] [--calendar C] [--json]`.
    static func usage(for command: any Command.Type, in language: Language, width: Int = standardWidth) -> String {
        usage(command.invocation, words: usageWords(for: command, in: language), in: language, width: width)
    }

    /// `invocation` after the word "usage", then `words`, wrapped under the first of them (or,
    /// where the width leaves the widest too little room beside the lead, indented by four).
    static func usage(_ invocation: String, words: [String], in language: Language, width: Int = standardWidth)
        -> String
    {
        let lead = Message("help.usageLine", ["invocation": invocation]).text(in: language)
        let widest = words.map { DisplayWidth.of($0) }.max() ?? 0
        // The column continued lines start at.
        let hanging = DisplayWidth.of(lead) + 1 + widest <= width ? DisplayWidth.of(lead) + 1 : 4
        var lines = [lead]
        for word in words {
            let last = lines[lines.count - 1]
            if DisplayWidth.of(last) + 1 + DisplayWidth.of(word) > width, !last.allSatisfy({ $0 == " " }) {
                lines.append(String(repeating: " ", count: hanging - 1))
            }
            lines[lines.count - 1] += " " + word
        }
        return lines.joined(separator: "\n")
    }

    /// What follows the command word in its usage: `[SIGN] [--calendar C] [--json]`.
    static func usageWords(for command: any Command.Type, in language: Language = .english) -> [String] {
        let operands = command.operands.map { operand in
            let name = placeholder(operand.placeholder, in: language)
            return operand.isOptional ? "[\(name)]" : name
        }
        return operands + command.options.map { "[\(usage(of: $0, in: language))]" }
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
    static func optionList(
        _ options: [CommandOption], of command: any Command.Type, in language: Language, width: Int = standardWidth
    ) -> String {
        let usages = options.map { "  " + usage(of: $0, in: language) }
        let column = min(max(usages.map { DisplayWidth.of($0) }.max() ?? 0, 12) + 2, 20, width / 2)
        return zip(options, usages).map { option, usage in
            entry(usage, option.summary(of: command).text(in: language), column: column, width: width)
        }.joined(separator: "\n")
    }

    /// `name` with `text` wrapped beside it from `column` on, at least `gap` spaces between
    /// them; when `name` leaves no room for that, it stands on a line of its own above the text.
    static func entry(_ name: String, _ text: String, column: Int, width: Int, gap: Int = 2) -> String {
        let lines = TextWrapper.wrap(text, width: width - column)
        let margin = String(repeating: " ", count: column)
        guard DisplayWidth.of(name) + gap <= column else {
            return ([name] + lines.map { margin + $0 }).joined(separator: "\n")
        }
        let first = DisplayWidth.pad(name, toWidth: column) + (lines.first ?? "")
        return ([first] + lines.dropFirst().map { margin + $0 }).joined(separator: "\n")
    }

    /// What `fortune --help` prints: the usage, what the program is, each command with its
    /// abstract, and where to go on, wrapped to `width`.
    static func overview(of commands: [any Command.Type], in language: Language, width: Int = standardWidth) -> String {
        let width = max(width, narrowest)
        let words = ["command", "options"].map { "[\(placeholder($0.uppercased(), in: language))]" }
        let list = commands.map { command in
            entry("  " + command.name, command.abstract.text(in: language), column: 14, width: width, gap: 1)
        }
        let more = Message("help.fortune.more", ["command": placeholder("COMMAND", in: language)])
        return [
            usage("fortune", words: words, in: language, width: width),
            TextWrapper.paragraphs(Message("help.fortune.summary").text(in: language), width: width)
                .joined(separator: "\n"),
            Message("help.commands").text(in: language) + "\n" + list.joined(separator: "\n"),
            TextWrapper.paragraphs(more.text(in: language), width: width).joined(separator: "\n"),
        ].joined(separator: "\n\n")
    }
}

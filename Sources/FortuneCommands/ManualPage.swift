import FortuneCore
import FortuneGeneration

/// The manual page fortune(1), in roff, made from the commands' declarations: what
/// `fortune manual` prints and `scripts/manpage` completes with docs/REFERENCE.md's
/// sections (configuration, environment, files, exit status). In English, whatever the
/// user's language: like the reference, the page is installed once for every user.
enum ManualPage {
    static func roff(_ commands: [any Command.Type], version: String) -> String {
        var lines = [
            #".TH FORTUNE 1 "" "fortune \#(escaped(version))" "User Commands""#,
            ".SH NAME",
            #"fortune \- today's Chinese zodiac fortune, in the terminal and the status bar"#,
            ".SH SYNOPSIS",
        ]
        for command in commands {
            lines += [
                ".PP",
                "\\fB\(escaped(command.invocation))\\fR "
                    + escaped(CommandHelp.usageWords(for: command).joined(separator: " ")),
            ]
        }
        // Every service of the table, as English lists choices: "Gemini, …, Ollama or the
        // built-in offline model".
        let services = Message.alternatives(ServiceCatalog.standard.services.map(\.name)).text(in: .english)
        lines += [
            ".SH DESCRIPTION",
            "You pick your sign once (\\fBfortune pick rooster\\fR). \\fBfortune refresh\\fR asks a model "
                + "(\(escaped(services))) for today's fortune, saves it, then asks every widget to reload. \\fBfortune widget\\fR draws it in the "
                + "terminal or as a status-bar module; \\fBfortune toggle\\fR flips between the fortune and "
                + "the sign's animal.",
            ".SH COMMANDS",
        ]
        for command in commands {
            lines += [".SS \(escaped(command.invocation))", escaped(command.abstract.text(in: .english)) + ".", ".PP"]
            lines += paragraphs(command.discussion.text(in: .english))
            for operand in command.operands
            where !operand.value.words.isEmpty && operand.value != .text(suggestions: .signs) {
                lines += [
                    ".PP",
                    "\\fI\(escaped(operand.placeholder))\\fR is one of: \(escaped(operand.value.words.joined(separator: ", "))).",
                ]
            }
            for option in command.options {
                lines += [
                    ".TP",
                    "\\fB\(escaped(option.name))\\fR" + (option.placeholder.map { " \\fI\(escaped($0))\\fR" } ?? ""),
                    escaped(option.summary(of: command).text(in: .english)),
                ]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Plain text as roff paragraphs; lines that were indented stay as they are.
    private static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.isEmpty { return ".PP" }
            if line.hasPrefix("  ") { return ".br\n\\&" + escaped(String(line)) }
            return escaped(String(line))
        }
    }

    /// `text` safe in roff: backslashes written as `\e`, minus signs as `\-`, and a line that
    /// begins with a control character (`.` or `'`) kept as text.
    static func escaped(_ text: String) -> String {
        let body = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }
}

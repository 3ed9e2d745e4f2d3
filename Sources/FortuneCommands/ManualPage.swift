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
        // After the title: a fallback for each character a terminal's device may not have.
        return ([lines[0]] + asciiFallbacks(for: lines.dropFirst()) + lines.dropFirst()).joined(separator: "\n")
    }

    /// For each character of `lines` beyond ASCII (Hangul, kanji and emoji in the examples,
    /// typographic punctuation in the help), what groff draws when the output device has no
    /// glyph for it: `man` in a locale that is not UTF-8 formats for ASCII, and groff would
    /// warn of each character it cannot find. The ASCII the character stands for where there
    /// is one (`...` for `…`, the ASCII of a full-width form), else `?`, as the C library
    /// writes a character its locale cannot show; nothing for an emoji's variation selector
    /// or joiner. A device that has the glyph draws it.
    private static func asciiFallbacks(for lines: some Sequence<String>) -> [String] {
        var seen = Set<Unicode.Scalar>()
        for line in lines { seen.formUnion(line.unicodeScalars.filter { !$0.isASCII }) }
        return seen.sorted { $0.value < $1.value }.map { scalar in
            let name = "\\[u" + hexadecimal(scalar) + "]"
            // `.char` drops a leading double quote, as `.ds` does: one more keeps it.
            let text = asciiFallback(scalar)
            return ".if !c\(name) .char \(name) " + (text.hasPrefix("\"") ? "\"" + text : text)
        }
    }

    /// `scalar` in ASCII, as roff: see `asciiFallbacks(for:)`.
    private static func asciiFallback(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\u{FE0F}" || scalar == "\u{200D}" { return "" }
        if let known = punctuation[scalar] { return known }
        // The full-width forms of ASCII's printable characters, FF01 to FF5E.
        if (0xFF01...0xFF5E).contains(scalar.value), let narrow = Unicode.Scalar(scalar.value - 0xFEE0) {
            return escaped(String(narrow))
        }
        return "?"
    }

    private static let punctuation: [Unicode.Scalar: String] = [
        "…": "...", "—": "\\-\\-", "–": "\\-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "·": "\\-",
        "→": "\\->", "←": "<\\-", "×": "x", "。": ".", "、": ",", "「": "\"", "」": "\"", "『": "\"", "』": "\"",
    ]

    /// The code point in the four (or more) upper-case hexadecimal digits groff names it with.
    private static func hexadecimal(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
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

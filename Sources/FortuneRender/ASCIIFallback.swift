import FortuneCore

/// The widget in ASCII, for a locale whose character set is not UTF-8 (``TextCharset/ascii``):
/// no emoji, and each drawing character replaced by an ASCII one of the same width, so a box
/// keeps its size.
enum ASCIIFallback {
    /// The failure mark in the one-line forms.
    static let failureMark = "!"

    /// `text` without its emoji, and without the spaces they leave doubled.
    static func withoutEmoji(_ text: String) -> String {
        var kept = ""
        kept.reserveCapacity(text.utf8.count)
        for character in text where !isEmoji(character) {
            if character == " ", kept.isEmpty || kept.last == " " { continue }
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept
    }

    /// `line` with its drawing characters in ASCII: `+`, `-` and `|` for the box, `.` for the
    /// ellipsis, `#` for the placeholder's bars; one cell each, as the characters they replace.
    static func drawing(_ line: String) -> String {
        guard !line.allSatisfy(\.isASCII) else { return line }
        return String(line.map { replacements[$0] ?? $0 })
    }

    private static let replacements: [Character: Character] = [
        "╭": "+", "╮": "+", "╰": "+", "╯": "+", "─": "-", "│": "|", "…": ".", "·": "-", "▆": "#", "⚠": "!",
    ]

    /// Whether `character` is drawn as an emoji: a pictograph (not a digit, `#` or `*`, which
    /// Unicode also counts), or any character asking for emoji presentation or joining emoji.
    static func isEmoji(_ character: Character) -> Bool {
        guard !character.isASCII else { return false }
        return character.unicodeScalars.contains {
            $0.properties.isEmoji || $0.value == 0xFE0F || $0.value == 0x200D
        }
    }
}

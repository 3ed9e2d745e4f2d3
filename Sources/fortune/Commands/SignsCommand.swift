import FortuneKit

/// `fortune signs`: the twelve signs, the list `pick` and `--sign` choose from.
struct SignsCommand: Command {
    static let name = "signs"
    static let abstract = "List the twelve signs and their years"
    static let help = """
        usage: fortune signs [--json]

        The twelve signs in the cycle's order: emoji, name, Korean, Chinese, recent lunar
        years (a year's sign starts at Lunar New Year) and the other words 'fortune pick'
        accepts.

        options:
          --json    a JSON array of {sign, emoji, english, korean, chinese, aliases, years}
        """

    let json: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        json = arguments.flag("--json")
        try arguments.finish()
    }

    /// One sign as `--json` writes it.
    private struct Entry: Encodable {
        let sign: String
        let emoji: String
        let english: String
        let korean: String
        /// Traditional, then simplified where it differs: "龍/龙".
        let chinese: String
        let aliases: [String]
        let years: [Int]
    }

    func run() async throws -> ExitStatus {
        let today = CalendarDay.today()
        let year = LunarCalendar.chinese.lunarYear(of: today) ?? today.year
        let entries = Sign.allCases.map { sign in
            let simplified = sign.simplifiedChineseCharacter
            return Entry(
                sign: sign.rawValue,
                emoji: sign.emoji,
                english: sign.englishName,
                korean: sign.koreanName,
                chinese: sign.chineseCharacter + (simplified == sign.chineseCharacter ? "" : "/" + simplified),
                aliases: sign.aliases,
                years: sign.lunarYears(near: year)
            )
        }
        if json {
            try Console.json(entries, pretty: true)
        } else {
            Console.out(Self.table(entries))
        }
        return .ok
    }

    /// Aligned columns, with widths counted in terminal cells (Hangul and Han are two).
    private static func table(_ entries: [Entry]) -> String {
        let rows = entries.map { entry in
            [
                entry.emoji, entry.sign, entry.korean, entry.chinese,
                entry.years.map(String.init).joined(separator: " "),
                entry.aliases.joined(separator: ", "),
            ]
        }
        let widths = (0..<rows[0].count).map { column in
            rows.map { $0[column].cellWidth }.max() ?? 0
        }
        return rows.map { row in
            var line = ""
            for (column, field) in row.enumerated() where !field.isEmpty || column < row.count - 1 {
                if column > 0 { line += "  " }
                let last = column == row.count - 1
                line += last ? field : field + String(repeating: " ", count: widths[column] - field.cellWidth)
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}

extension String {
    /// Terminal cells the string takes: two for Hangul, Han and emoji, none for combining marks
    /// and Hangul vowel and final jamo, one otherwise. Enough for the names of the signs.
    fileprivate var cellWidth: Int {
        unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x1160...0x11FF, 0xFE00...0xFE0F: width
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
                 0x1F300...0x1F64F, 0x1F900...0x1F9FF: width + 2
            default: width + 1
            }
        }
    }
}

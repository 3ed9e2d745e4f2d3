import FortuneCore
import FortuneZodiac
import FortuneRender

/// `fortune signs`: the twelve signs, the list `pick` and `--sign` choose from.
struct SignsCommand: JSONFlagCommand {
    static let name = "signs"

    static let jsonOption = CommandOption.json

    let json: Bool

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

    func run(_ context: AppContext) async throws -> ExitStatus {
        let today = CalendarDay(localTime: context.now())
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
            try Console.json(entries)
        } else {
            Console.out(Self.table(entries))
        }
        return .ok
    }

    private static func table(_ entries: [Entry]) -> String {
        TextTable.render(
            entries.map { entry in
                [
                    entry.emoji, entry.sign, entry.korean, entry.chinese,
                    entry.years.map(String.init).joined(separator: " "),
                    entry.aliases.joined(separator: ", "),
                ]
            })
    }
}

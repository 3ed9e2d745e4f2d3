import FortuneCore
import FortuneZodiac
import FortuneRender

/// `fortune signs`: the twelve signs, the list `pick` and `--sign` choose from.
struct SignsCommand: JSONFlagCommand {
    static let name = "signs"

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
            let language = context.language
            Console.out(Self.table(entries, in: language))
        }
        return .ok
    }

    /// The table: in English the emoji, the id, Korean, Chinese, the years and the English
    /// aliases; in another language the emoji as it pictures the sign, the name in that
    /// language first, the other East Asian names, then the id (`pick` takes it) and the years.
    private static func table(_ entries: [Entry], in language: Language) -> String {
        TextTable.render(
            zip(Sign.allCases, entries).map { sign, entry in
                let years = entry.years.map(String.init).joined(separator: " ")
                let (emoji, id) = (sign.emoji(in: language), entry.sign)
                return switch language {
                case .english: [emoji, id, entry.korean, entry.chinese, years, entry.aliases.joined(separator: ", ")]
                case .korean: [emoji, entry.korean, entry.chinese, sign.japaneseName, id, years]
                case .japanese: [emoji, sign.japaneseName, entry.chinese, entry.korean, id, years]
                case .simplifiedChinese:
                    [emoji, sign.simplifiedChineseCharacter, entry.korean, sign.japaneseName, id, years]
                case .traditionalChinese: [emoji, sign.chineseCharacter, entry.korean, sign.japaneseName, id, years]
                }
            })
    }
}

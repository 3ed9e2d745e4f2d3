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
            Console.out(Self.table(entries, in: language, charset: .fromLocale(context.environment)))
        }
        return .ok
    }

    /// The table: in English the emoji, the id, Korean, Chinese, the years and the English
    /// aliases; in another language the emoji as it pictures the sign, the name in that
    /// language first, the other East Asian names, then the id (`pick` takes it) and the years.
    /// In ASCII, as the widget there, neither emoji nor the other languages' scripts: in
    /// English the id, the years and the aliases; in another the name, the id and the years.
    private static func table(_ entries: [Entry], in language: Language, charset: TextCharset) -> String {
        TextTable.render(
            zip(Sign.allCases, entries).map { sign, entry in
                let years = entry.years.map(String.init).joined(separator: " ")
                let (emoji, id) = (sign.emoji(in: language), entry.sign)
                let (korean, japanese) = (entry.korean, sign.japaneseName)
                let (simplified, traditional) = (sign.simplifiedChineseCharacter, sign.chineseCharacter)
                let ascii = charset == .ascii
                return switch language {
                case .english:
                    ascii
                        ? [id, years, entry.aliases.joined(separator: ", ")]
                        : [emoji, id, korean, entry.chinese, years, entry.aliases.joined(separator: ", ")]
                case .korean: ascii ? [korean, id, years] : [emoji, korean, entry.chinese, japanese, id, years]
                case .japanese: ascii ? [japanese, id, years] : [emoji, japanese, entry.chinese, korean, id, years]
                case .simplifiedChinese:
                    ascii ? [simplified, id, years] : [emoji, simplified, korean, japanese, id, years]
                case .traditionalChinese:
                    ascii ? [traditional, id, years] : [emoji, traditional, korean, japanese, id, years]
                }
            })
    }
}

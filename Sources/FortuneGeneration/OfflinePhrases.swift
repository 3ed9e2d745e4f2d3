import FortuneCore
import FortuneZodiac

/// The phrase tables of one language and how a fortune is put together from them.
///
/// A fortune is three sentences: an opening about the day, counsel for one area of life that
/// leans on a trait of the sign, and a lucky colour, number or direction. Templates name their
/// slots in braces (`{trait}`); a slot may carry a Korean particle pair (`{trait:을/를}`) so the
/// particle agrees with the word that fills it.
struct OfflinePhrases: Sendable {
    /// One area of life (work, love, health, money, friends): how counsel about it is introduced,
    /// and what it advises.
    struct Area: Sendable {
        /// Introductions such as "At work,"; they open the counsel sentence.
        var leads: [String]
        /// Advice that completes a counsel template, with no final punctuation.
        var advice: [String]
    }

    /// The language of the tables: how a sentence names the sign ("Rooster", "닭띠") and
    /// whether sentences are joined with a space.
    var language: Language
    /// Traits of each sign, phrased to fill `{trait}`.
    var signTraits: [Sign: [String]]
    /// Sentences about the day as a whole.
    var openings: [String]
    var areas: [Area]
    /// Counsel templates over `{lead}`, `{trait}`, `{advice}` and `{sign}`.
    var counsel: [PhraseTemplate]
    /// Luck templates over `{colour}`, `{number}` and `{direction}`.
    var luck: [PhraseTemplate]
    var colours: [String]
    var directions: [String]

    /// Between the three sentences: a space, or nothing in Japanese and Chinese.
    var sentenceSeparator: String { language.writesWithoutSpaces ? "" : " " }

    /// The lucky numbers a fortune may name.
    static let numbers: ClosedRange<Int> = 1...49

    /// The traits of `sign`; every language's table names all twelve signs (`init(language:)`
    /// checks it).
    func traits(_ sign: Sign) -> [String] {
        signTraits[sign] ?? []
    }

    /// A fortune for `sign`, drawn from `random`.
    func fortune(for sign: Sign, using random: inout StableRandom) -> String {
        let opening = random.pick(openings)
        let area = random.pick(areas)
        let words: [String: String] = [
            "lead": random.pick(area.leads),
            "advice": random.pick(area.advice),
            "trait": random.pick(traits(sign)),
            "sign": sign.name(in: language),
            "colour": random.pick(colours),
            "direction": random.pick(directions),
            "number": String(Self.numbers.lowerBound + random.next(below: Self.numbers.count)),
        ]
        let counselTemplate = random.pick(counsel)
        let luckTemplate = random.pick(luck)
        return render(opening: opening, counsel: counselTemplate, luck: luckTemplate, words: words)
    }

    /// The fortune made of these choices.
    func render(opening: String, counsel: PhraseTemplate, luck: PhraseTemplate, words: [String: String]) -> String {
        opening + sentenceSeparator + counsel.fill(words) + sentenceSeparator + luck.fill(words)
    }

    /// `template` with each `{slot}` replaced by its word, and each `{slot:A/B}` by its word
    /// followed by the particle that agrees with it.
    static func fill(_ template: String, with words: [String: String]) -> String {
        PhraseTemplate(template).fill(words)
    }

    /// Whether `word`, read aloud in Korean, ends in a final consonant (batchim).
    ///
    /// Numerals count as read in Sino-Korean: 일, 삼, 육, 칠, 팔 and every multiple of ten (십,
    /// 백, 영) end in one; 이, 사, 오, 구 do not.
    static func endsInConsonant(_ word: String) -> Bool {
        guard let last = word.unicodeScalars.last else { return false }
        switch last.value {
        case 0xAC00...0xD7A3:
            return (last.value - 0xAC00) % 28 != 0
        case 0x30...0x39:
            return "013678".unicodeScalars.contains(last)
        default:
            return false
        }
    }
}

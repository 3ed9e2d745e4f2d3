import Testing
#if canImport(Glibc)
import Glibc
#endif
import FortuneTestSupport
import FortuneCore
import FortuneZodiac
@testable import FortuneGeneration

/// The rules a native reader holds the offline model to, checked over 2,000 days for every
/// sign in every language: no unlucky number called lucky, no animal used to address the
/// reader, each trait only with the areas of life it suits, and openings as varied as the
/// English ones. (That no Japanese line starts with a small kana is `JapaneseLineStartTests`.)
@Suite struct OfflineFortuneRulesTests {
    static let days = consecutiveDays(from: CalendarDay(year: 2025, month: 1, day: 1)!, count: 2_000)

    /// The numbers each culture holds unlucky, written here apart from the tables: 13 in
    /// English; 4 (read as death) and every number with a 4 in Korean and Chinese; in Japanese
    /// 4 and 9 (death and suffering) at the end of a number, and 42 and 43.
    static func unlucky(in language: Language) -> Set<Int> {
        switch language {
        case .english: [13]
        case .korean, .simplifiedChinese, .traditionalChinese: Set((1...99).filter { String($0).contains("4") })
        case .japanese: Set((1...99).filter { $0 % 10 == 4 || $0 % 10 == 9 } + [42, 43])
        }
    }

    /// What each fortune over the 2,000 days was made of, sign by sign, in every language:
    /// drawn once, off the cooperative pool, and read by every rule.
    static let draws: [Language: [OfflinePhrases.Draw]] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { language in
            let phrases = OfflineModel.phrases(for: language)
            return (
                language,
                Sign.allCases.flatMap { sign in
                    Self.days.map { day in
                        var random = StableRandom(key: "\(sign.rawValue) \(day) \(language.rawValue)")
                        return phrases.draw(for: sign, using: &random)
                    }
                }
            )
        })

    /// The draws of `language`, each what the model writes for its sign and day.
    static func draws(in language: Language) async -> [OfflinePhrases.Draw] {
        await DedicatedThread.run { Self.draws[language] ?? [] }
    }

    @Test(arguments: Language.allCases)
    func theDrawsAreTheModelsFortunes(language: Language) async {
        let draws = await Self.draws(in: language)
        #expect(draws.count == Sign.allCases.count * Self.days.count)
        for (index, sign) in Sign.allCases.enumerated() {
            let day = Self.days[index * 7]
            let text = draws[index * Self.days.count + index * 7].text
            #expect(text == OfflineModel().fortune(for: sign, on: day, in: language))
        }
    }

    @Test(arguments: Language.allCases)
    func noUnluckyNumberIsEverCalledLucky(language: Language) async {
        let unlucky = Self.unlucky(in: language)
        let draws = await Self.draws(in: language)
        var named: Set<Int> = []
        for draw in draws {
            named.formUnion(draw.text.split { !$0.isASCII || !$0.isNumber }.compactMap { Int($0) })
        }
        #expect(named.intersection(unlucky).isEmpty, "\(named.intersection(unlucky).sorted())")
        #expect(named.count >= 20, "lucky numbers named: \(named.sorted())")
    }

    @Test(arguments: Language.allCases)
    func noFortuneAddressesTheReaderByAnAnimal(language: Language) async {
        let names = Sign.allCases.map { $0.name(in: language) } + Sign.allCases.map(\.englishName)
        let draws = await Self.draws(in: language)
        let found = await DedicatedThread.run {
            let nameBytes = names.map(UTF8Text.init)
            return draws.map(\.text).filter { text in nameBytes.contains(where: UTF8Text(text).contains) }
        }
        let count = found.count
        #expect(count == 0, "\(count) fortunes name an animal: \(found.prefix(3))")
    }

    /// The area of life a fortune counsels on is one the trait it names suits, its advice is
    /// that area's, and no trait is said to suit every area.
    @Test(arguments: Language.allCases)
    func eachTraitComesOnlyWithTheAreasItSuits(language: Language) async {
        let phrases = OfflineModel.phrases(for: language)
        for sign in Sign.allCases {
            for trait in phrases.traits(sign) {
                #expect((1..<phrases.areas.count).contains(trait.areas.count), "\(trait.text)")
            }
        }
        let draws = await Self.draws(in: language)
        let broken = await DedicatedThread.run {
            let advice = Dictionary(uniqueKeysWithValues: phrases.areas.map { ($0.name, $0.advice.map(UTF8Text.init)) })
            return draws.filter { draw in
                let text = UTF8Text(draw.text)
                let areaNames = draw.trait.areas.map { phrases.areas[$0].name }
                let suits = areaNames.contains(draw.area.name)
                // English may start the sentence with the trait: "Your quick wit stands out".
                let says =
                    UTF8Text(draw.text.lowercased()).contains(UTF8Text(draw.trait.text.lowercased()))
                    && advice[draw.area.name, default: []].contains(where: text.contains)
                let otherAdvice = advice.filter { !areaNames.contains($0.key) }.values.joined()
                return !suits || !says || otherAdvice.contains(where: text.contains)
            }.map(\.text)
        }
        let count = broken.count
        #expect(count == 0, "\(count) fortunes pair a trait with another area: \(broken.prefix(3))")
    }

    /// Over a year, each sign meets at least as many different openings in every language as
    /// the sign that meets fewest in English.
    @Test(arguments: Language.allCases)
    func everySignMeetsAsManyOpeningsInAYearAsInEnglish(language: Language) async {
        let (english, other) = (await Self.draws(in: .english), await Self.draws(in: language))
        func openings(_ draws: [OfflinePhrases.Draw]) -> [Int] {
            (0..<Sign.allCases.count).map { index in
                Set(draws[(index * Self.days.count)..<(index * Self.days.count + 365)].compactMap(\.opening)).count
            }
        }
        let fewestInEnglish = openings(english).min() ?? 0
        #expect(fewestInEnglish >= 40)
        for (sign, count) in zip(Sign.allCases, openings(other)) {
            #expect(count >= fewestInEnglish, "\(sign) in \(language): \(count) openings, English \(fewestInEnglish)")
        }
    }
}

/// A text searched as UTF-8 bytes with the C library's `strstr`: the rules above ask whether
/// one text holds another some ten million times, and `String.contains`, which compares
/// characters, takes a minute for it in a debug build. The phrase tables hold no combining
/// marks and no NUL, so bytes and characters agree.
struct UTF8Text: Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    func contains(_ other: UTF8Text) -> Bool {
        text.withCString { text in other.text.withCString { strstr(text, $0) != nil } }
    }
}

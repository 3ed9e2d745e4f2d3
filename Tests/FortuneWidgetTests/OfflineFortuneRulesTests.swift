import Testing
import FortuneCore
import FortuneRender
import FortuneZodiac
@testable import FortuneGeneration

/// The rules a native reader holds the offline model to, checked over 2,000 days for every
/// sign in every language: no unlucky number called lucky, no animal used to address the
/// reader, no Japanese line that starts with a small kana, each trait only with the areas of
/// life it suits, and openings as varied as the English ones.
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

    @Test(arguments: Language.allCases)
    func noUnluckyNumberIsEverCalledLucky(language: Language) async {
        let unlucky = Self.unlucky(in: language)
        let named = await offThePool {
            var named: Set<Int> = []
            for sign in Sign.allCases {
                for day in Self.days {
                    let text = OfflineModel().fortune(for: sign, on: day, in: language)
                    named.formUnion(text.split { !$0.isASCII || !$0.isNumber }.compactMap { Int($0) })
                }
            }
            return named
        }
        #expect(named.intersection(unlucky).isEmpty, "\(named.intersection(unlucky).sorted())")
        #expect(named.count >= 20, "lucky numbers named: \(named.sorted())")
    }

    @Test(arguments: Language.allCases)
    func noFortuneAddressesTheReaderByAnAnimal(language: Language) async {
        let names = Sign.allCases.map { $0.name(in: language) } + Sign.allCases.map(\.englishName)
        let found = await offThePool {
            var found: [String] = []
            for sign in Sign.allCases {
                for day in Self.days {
                    let text = OfflineModel().fortune(for: sign, on: day, in: language)
                    if names.contains(where: text.contains) { found.append(text) }
                }
            }
            return found
        }
        let count = found.count
        #expect(count == 0, "\(count) fortunes name an animal: \(found.prefix(3))")
    }

    /// Small kana (ゃ, っ) belong to the sound before them: wrapped at any width a widget may
    /// have, no Japanese line starts with one.
    @Test func noJapaneseLineStartsWithASmallKana() async {
        let small: Set<Character> = Set("ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
        let broken = await offThePool {
            var broken: [String] = []
            for sign in Sign.allCases {
                for day in Self.days {
                    let text = OfflineModel().fortune(for: sign, on: day, in: .japanese)
                    for width in 12...40 where (day.day + width) % 4 == 0 {
                        let lines = TextWrapper.wrap(text, width: width)
                        if lines.contains(where: { $0.first.map(small.contains) == true }) {
                            broken.append("\(width): \(lines)")
                        }
                    }
                }
            }
            return broken
        }
        let count = broken.count
        #expect(count == 0, "\(count) wraps start a line with a small kana: \(broken.prefix(3))")
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
        let day = Self.days[0]
        var random = StableRandom(key: "\(Sign.rat.rawValue) \(day) \(language.rawValue)")
        #expect(
            phrases.draw(for: .rat, using: &random).text == OfflineModel().fortune(for: .rat, on: day, in: language))
        let broken = await offThePool {
            var broken: [String] = []
            for sign in Sign.allCases {
                for day in Self.days {
                    var random = StableRandom(key: "\(sign.rawValue) \(day) \(language.rawValue)")
                    let draw = phrases.draw(for: sign, using: &random)
                    let areaNames = draw.trait.areas.map { phrases.areas[$0].name }
                    let suits = areaNames.contains(draw.area.name)
                    // English may start the sentence with the trait: "Your quick wit stands out".
                    let says =
                        draw.text.lowercased().contains(draw.trait.text.lowercased())
                        && draw.area.advice.contains(where: draw.text.contains)
                    let otherAdvice = phrases.areas.filter { !areaNames.contains($0.name) }.flatMap(\.advice)
                    if !suits || !says || otherAdvice.contains(where: draw.text.contains) {
                        broken.append(draw.text)
                    }
                }
            }
            return broken
        }
        let count = broken.count
        #expect(count == 0, "\(count) fortunes pair a trait with another area: \(broken.prefix(3))")
    }

    /// Over a year, each sign meets at least as many different openings in every language as
    /// the sign that meets fewest in English.
    @Test(arguments: Language.allCases)
    func everySignMeetsAsManyOpeningsInAYearAsInEnglish(language: Language) async {
        let year = Array(Self.days.prefix(365))
        let counts = await offThePool {
            [Language.english, language].map { language in
                let phrases = OfflineModel.phrases(for: language)
                return Sign.allCases.map { sign in
                    Set(
                        year.compactMap { day in
                            var random = StableRandom(key: "\(sign.rawValue) \(day) \(language.rawValue)")
                            return phrases.draw(for: sign, using: &random).opening
                        }
                    ).count
                }
            }
        }
        let english = counts[0].min() ?? 0
        #expect(english >= 40)
        for (sign, count) in zip(Sign.allCases, counts[1]) {
            #expect(count >= english, "\(sign) in \(language): \(count) openings, English \(english)")
        }
    }
}

private func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await DedicatedThread.run(work)
}

private func consecutiveDays(from start: CalendarDay, count: Int) -> [CalendarDay] {
    var days = [start]
    while days.count < count {
        let day = days[days.count - 1]
        days.append(
            CalendarDay(year: day.year, month: day.month, day: day.day + 1)
                ?? CalendarDay(year: day.year, month: day.month + 1, day: 1)
                ?? CalendarDay(year: day.year + 1, month: 1, day: 1)!)
    }
    return days
}

import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneGeneration
import FortuneZodiac

@Suite struct OfflineModelTests {
    let model = OfflineModel()
    let start = CalendarDay(year: 2024, month: 1, day: 1)!

    @Test func itIsNamedOffline() {
        #expect(model.name == "offline")
    }

    @Test(arguments: Language.allCases)
    func theSameRequestGivesTheSameTextEveryCallAndFromEveryInstance(language: Language) async throws {
        let other = OfflineModel()
        for sign in Sign.allCases {
            for day in consecutiveDays(from: start, count: 30) {
                let first = try await model.generate(request(sign, day, language)).text
                let again = try await model.generate(request(sign, day, language)).text
                let elsewhere = try await other.generate(request(sign, day, language)).text
                #expect(first == again)
                #expect(first == elsewhere)
                #expect(first == model.fortune(for: sign, on: day, in: language))
            }
        }
    }

    @Test func thePromptDoesNotChangeTheFortune() async throws {
        let day = CalendarDay(year: 2025, month: 6, day: 15)!
        let plain = try await model.generate(request(.rooster, day, .english, prompt: "")).text
        let prompted = try await model.generate(request(.rooster, day, .english, prompt: "Write a poem.")).text
        #expect(plain == prompted)
    }

    /// Pins the mixer to published FNV-1a and SplitMix64 (values from an independent reference
    /// implementation): a per-process seed, such as Swift's `Hasher`, would change them.
    @Test func theMixerGivesTheSameNumbersInEveryProcess() {
        var random = StableRandom(key: "rooster 2025-01-29 en")
        #expect(
            [random.next(), random.next(), random.next()] == [
                10249629317755251999, 10117964219853542811, 5118281349300173902,
            ])
        var empty = StableRandom(key: "")
        #expect(empty.next() == 14087677454934409008)
    }

    @Test(arguments: Language.allCases)
    func everySignGetsAtLeastAThousandDistinctFortunesOverTwoThousandDays(language: Language) async {
        let (model, days) = (model, consecutiveDays(from: start, count: 2_000))
        let distinct = await DedicatedThread.run {
            Sign.allCases.map { sign in (sign, Set(days.map { model.fortune(for: sign, on: $0, in: language) }).count) }
        }
        for (sign, count) in distinct {
            #expect(count >= 1_000, "\(sign) in \(language): \(count) distinct")
        }
    }

    @Test(arguments: Language.allCases)
    func consecutiveDaysGiveDifferentFortunes(language: Language) async {
        let (model, days) = (model, consecutiveDays(from: start, count: 366))
        let repeats = await DedicatedThread.run {
            Sign.allCases.map { sign in
                let texts = days.map { model.fortune(for: sign, on: $0, in: language) }
                return (sign, zip(texts, texts.dropFirst()).filter { $0 == $1 }.count)
            }
        }
        for (sign, count) in repeats {
            #expect(count <= 3, "\(sign) in \(language) repeated \(count) times")
        }
    }

    @Test(arguments: Language.allCases)
    func differentSignsOnTheSameDayGetDifferentFortunes(language: Language) async {
        let (model, days) = (model, consecutiveDays(from: start, count: 366))
        let shared = await DedicatedThread.run {
            days.filter { day in
                Set(Sign.allCases.map { model.fortune(for: $0, on: day, in: language) }).count < Sign.allCases.count
            }
        }
        #expect(shared.isEmpty, "signs share a fortune on \(shared.prefix(3))")
    }

    @Test func koreanFortunesAreHangulWithNoLatinLetters() {
        for day in consecutiveDays(from: start, count: 200) {
            for sign in Sign.allCases {
                let text = model.fortune(for: sign, on: day, in: .korean)
                #expect(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(text)")
                #expect(!text.unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII }, "\(text)")
                #expect(text.unicodeScalars.allSatisfy { isHangulSyllable($0) || isPlainASCII($0) }, "\(text)")
            }
        }
    }

    /// Japanese and Chinese fortunes are written in their own scripts: no Latin letters, no
    /// Hangul, Japanese with kana, and each Chinese table in its own characters, not the other's.
    @Test(arguments: [Language.japanese, .simplifiedChinese, .traditionalChinese])
    func japaneseAndChineseFortunesAreInTheirOwnScript(language: Language) async {
        let simplifiedOnly = "们这运东门车说时为会个发对书长见头气钱贵顺节开关办"
        let traditionalOnly = "們這運東門車說時為會個發對書長見頭氣錢貴順節開關辦"
        for day in consecutiveDays(from: start, count: 200) {
            await Task.yield()
            for sign in Sign.allCases {
                let text = model.fortune(for: sign, on: day, in: language)
                #expect(!text.unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII }, "\(text)")
                #expect(!text.unicodeScalars.contains(where: isHangulSyllable), "\(text)")
                #expect(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(text)")
                switch language {
                case .japanese:
                    #expect(text.unicodeScalars.contains { (0x3041...0x30FF).contains($0.value) }, "\(text)")
                case .simplifiedChinese:
                    #expect(!text.contains { traditionalOnly.contains($0) }, "\(text)")
                    #expect(!text.unicodeScalars.contains { (0x3041...0x30FF).contains($0.value) }, "\(text)")
                default:
                    #expect(!text.contains { simplifiedOnly.contains($0) }, "\(text)")
                    #expect(!text.unicodeScalars.contains { (0x3041...0x30FF).contains($0.value) }, "\(text)")
                }
            }
        }
    }

    @Test func englishFortunesArePlainASCIIWithNoHangul() {
        for day in consecutiveDays(from: start, count: 200) {
            for sign in Sign.allCases {
                let text = model.fortune(for: sign, on: day, in: .english)
                #expect(text.unicodeScalars.allSatisfy(isPlainASCII), "\(text)")
                #expect(!text.unicodeScalars.contains(where: isHangulSyllable), "\(text)")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func fortunesAreOneToThreeSentencesOfOneLineWithinTheLengthBudget(language: Language) async {
        let (model, days, limit) = (model, consecutiveDays(from: start, count: 400), maximumLength(language))
        // Each rule lists the fortunes that break it; checked once at the end, as a list per
        // rule is cheaper than an expectation per fortune and says as much when one fails.
        let broken = await DedicatedThread.run {
            let enders: Set<Character> = [".", "!", "?", "。", "！", "？"]
            var broken: [String: [String]] = [:]
            for day in days {
                for sign in Sign.allCases {
                    let text = model.fortune(for: sign, on: day, in: language)
                    func check(_ rule: String, _ holds: Bool) {
                        if !holds { broken[rule, default: []].append(text) }
                    }
                    check("within \(limit) characters", !text.isEmpty && text.count <= limit)
                    check(
                        "no control characters",
                        !text.unicodeScalars.contains { $0.properties.generalCategory == .control })
                    check("ends a sentence", text.last.map(enders.contains) ?? false)
                    check("capitalised", language != .english || text.first?.isUppercase == true)
                    check(
                        "no double space, no unfilled slot",
                        !text.contains("  ") && !text.contains("{") && !text.contains("}"))
                    check("no space in \(language)", !language.writesWithoutSpaces || !text.contains(" "))
                    check("one to three sentences", (1...3).contains(text.filter(enders.contains).count))
                }
            }
            return broken
        }
        for (rule, texts) in broken {
            Issue.record("\(texts.count) fortunes break \"\(rule)\": \(texts.prefix(3))")
        }
        #expect(broken.isEmpty)
    }

    /// Sampling can miss the rare longest draw, so this builds it: for every shape, sign,
    /// trait and area the trait suits, each sentence at its longest, from the longest entry of
    /// every slot under the template that makes it longest.
    @Test(arguments: Language.allCases)
    func theLongestPossibleFortuneFitsTheLengthBudget(language: Language) {
        let phrases = OfflineModel.phrases(for: language)
        let number = phrases.numbers.map(String.init).max { $0.count < $1.count } ?? ""
        for shape in phrases.shapes {
            for sign in Sign.allCases {
                for trait in phrases.traits(sign) {
                    for area in trait.areas.map({ phrases.areas[$0] }) {
                        let words = OfflinePhrases.words(
                            trait: trait.text, lead: longest(area.leads), advice: longest(area.advice),
                            colour: longest(phrases.colours), direction: longest(phrases.directions), number: number)
                        let sentences = shape.map { kind in
                            kind == .opening
                                ? longest(phrases.openings)
                                : longest((phrases.templates[kind] ?? []).map { $0.fill(words) })
                        }
                        let text = sentences.joined(separator: phrases.sentenceSeparator)
                        #expect(text.count <= maximumLength(language), "\(text.count): \(text)")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        ("인내심", "을/를", "을"), ("재치", "을/를", "를"), ("7", "이/가", "이"), ("2", "과/와", "와"), ("20", "이/가", "이"),
    ])
    func koreanParticlesAgreeWithTheWordBeforeThem(word: String, pair: String, expected: String) {
        #expect(PhraseTemplate("{w:\(pair)}").fill(["w": word]) == word + expected)
    }

    @Test(arguments: Language.allCases)
    func streamedPiecesJoinToTheGeneratedTextAndEndWithTheFinishedGeneration(language: Language) async throws {
        let day = CalendarDay(year: 2025, month: 1, day: 29)!
        for sign in Sign.allCases {
            let generated = try await model.generate(request(sign, day, language))
            var pieces: [String] = []
            var finished: [Generation] = []
            for try await event in model.stream(request(sign, day, language)) {
                #expect(finished.isEmpty, "an event came after .finished")
                switch event {
                case .text(let piece): pieces.append(piece)
                case .finished(let generation): finished.append(generation)
                }
            }
            #expect(pieces.count > 1)
            #expect(pieces.allSatisfy { !$0.isEmpty })
            #expect(pieces.joined() == generated.text)
            #expect(finished == [generated])
            #expect(generated.finishReason == "STOP")
            #expect(generated.modelVersion == "offline")
        }
    }

    private func request(_ sign: Sign, _ day: CalendarDay, _ language: Language, prompt: String = "Tell me.")
        -> GenerationRequest
    {
        GenerationRequest(sign: sign, day: day, language: language, prompt: Prompt(text: prompt))
    }

    private func maximumLength(_ language: Language) -> Int {
        FortuneLength(language).characters
    }
}

/// Runs long, CPU-bound work on a thread of its own and hands back its result: on a runner's
/// cooperative pool (a thread per core) it would delay every test that waits on that pool.

private func dayAfter(_ day: CalendarDay) -> CalendarDay {
    CalendarDay(year: day.year, month: day.month, day: day.day + 1)
        ?? CalendarDay(year: day.year, month: day.month + 1, day: 1)
        ?? CalendarDay(year: day.year + 1, month: 1, day: 1)!
}

private func longest(_ strings: [String]) -> String {
    strings.max { $0.count < $1.count } ?? ""
}

private func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
    (0xAC00...0xD7A3).contains(scalar.value)
}

private func isPlainASCII(_ scalar: Unicode.Scalar) -> Bool {
    (0x20...0x7E).contains(scalar.value)
}

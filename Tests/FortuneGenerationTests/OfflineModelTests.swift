import Testing
@testable import FortuneCore
@testable import FortuneGeneration

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
        #expect([random.next(), random.next(), random.next()] == [10249629317755251999, 10117964219853542811, 5118281349300173902])
        var empty = StableRandom(key: "")
        #expect(empty.next() == 14087677454934409008)
    }

    @Test(arguments: Language.allCases)
    func everySignGetsAtLeastAThousandDistinctFortunesOverTwoThousandDays(language: Language) async {
        let days = consecutiveDays(from: start, count: 2_000)
        for sign in Sign.allCases {
            await Task.yield()  // long work: let the suites that wait on the shared threads run
            let texts = Set(days.map { model.fortune(for: sign, on: $0, in: language) })
            #expect(texts.count >= 1_000, "\(sign) in \(language): \(texts.count) distinct")
        }
    }

    @Test(arguments: Language.allCases)
    func consecutiveDaysGiveDifferentFortunes(language: Language) async {
        let days = consecutiveDays(from: start, count: 366)
        for sign in Sign.allCases {
            await Task.yield()
            let texts = days.map { model.fortune(for: sign, on: $0, in: language) }
            let repeats = zip(texts, texts.dropFirst()).filter { $0 == $1 }.count
            #expect(repeats <= 3, "\(sign) in \(language) repeated \(repeats) times")
        }
    }

    @Test(arguments: Language.allCases)
    func differentSignsOnTheSameDayGetDifferentFortunes(language: Language) async {
        for day in consecutiveDays(from: start, count: 366) {
            await Task.yield()
            let texts = Set(Sign.allCases.map { model.fortune(for: $0, on: day, in: language) })
            #expect(texts.count == Sign.allCases.count, "signs share a fortune on \(day)")
        }
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
        let limit = maximumLength(language)
        let enders: Set<Character> = [".", "!", "?", "。", "！", "？"]
        // Each rule lists the fortunes that break it; checked once at the end, as a list per
        // rule is cheaper than an expectation per fortune and says as much when one fails.
        var tooLong: [String] = [], controls: [String] = [], unfinished: [String] = []
        var lowercase: [String] = [], stray: [String] = [], spaced: [String] = [], sentenceCounts: [String] = []
        for day in consecutiveDays(from: start, count: 400) {
            await Task.yield()
            for sign in Sign.allCases {
                let text = model.fortune(for: sign, on: day, in: language)
                if text.isEmpty || text.count > limit { tooLong.append("\(text.count): \(text)") }
                if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { controls.append(text) }
                if !(text.last.map(enders.contains) ?? false) { unfinished.append(text) }
                if language == .english && text.first?.isUppercase != true { lowercase.append(text) }
                if text.contains("  ") || text.contains("{") || text.contains("}") { stray.append(text) }
                if language.writesWithoutSpaces && text.contains(" ") { spaced.append(text) }
                let sentences = text.filter(enders.contains).count
                if !(1...3).contains(sentences) { sentenceCounts.append("\(sentences) sentences: \(text)") }
            }
        }
        #expect(tooLong.isEmpty, "over \(limit) characters: \(tooLong.prefix(3))")
        #expect(controls.isEmpty, "control characters: \(controls.prefix(3))")
        #expect(unfinished.isEmpty, "no final full stop: \(unfinished.prefix(3))")
        #expect(lowercase.isEmpty, "not capitalised: \(lowercase.prefix(3))")
        #expect(stray.isEmpty, "double space or an unfilled slot: \(stray.prefix(3))")
        #expect(spaced.isEmpty, "a space in \(language): \(spaced.prefix(3))")
        #expect(sentenceCounts.isEmpty, "\(sentenceCounts.prefix(3))")
    }

    /// Sampling can miss the rare longest draw, so this builds it: the longest entry of every
    /// slot, for every sign and area, under every pair of templates.
    @Test(arguments: Language.allCases)
    func theLongestPossibleFortuneFitsTheLengthBudget(language: Language) {
        let phrases = OfflineModel.phrases(for: language)
        let opening = longest(phrases.openings)
        for sign in Sign.allCases {
            for area in phrases.areas {
                let words: [String: String] = [
                    "lead": longest(area.leads),
                    "advice": longest(area.advice),
                    "trait": longest(phrases.traits(sign)),
                    "sign": phrases.signName(sign),
                    "colour": longest(phrases.colours),
                    "direction": longest(phrases.directions),
                    "number": String(OfflinePhrases.numbers.upperBound),
                ]
                for counsel in phrases.counsel {
                    for luck in phrases.luck {
                        let text = phrases.render(opening: opening, counsel: counsel, luck: luck, words: words)
                        #expect(text.count <= maximumLength(language), "\(text.count): \(text)")
                    }
                }
            }
        }
    }

    @Test(arguments: [("인내심", "을/를", "을"), ("재치", "을/를", "를"), ("7", "이/가", "이"), ("2", "과/와", "와"), ("20", "이/가", "이")])
    func koreanParticlesAgreeWithTheWordBeforeThem(word: String, pair: String, expected: String) {
        #expect(OfflinePhrases.fill("{w:\(pair)}", with: ["w": word]) == word + expected)
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

    private func request(_ sign: Sign, _ day: CalendarDay, _ language: Language, prompt: String = "Tell me.") -> GenerationRequest {
        GenerationRequest(sign: sign, day: day, language: language, prompt: Prompt(text: prompt))
    }

    private func maximumLength(_ language: Language) -> Int {
        OfflineModel.maximumLength(in: language)
    }
}

private func consecutiveDays(from start: CalendarDay, count: Int) -> [CalendarDay] {
    var days = [start]
    while days.count < count {
        days.append(dayAfter(days[days.count - 1]))
    }
    return days
}

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

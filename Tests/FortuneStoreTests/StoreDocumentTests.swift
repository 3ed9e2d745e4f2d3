import FoundationEssentials
import Testing
import FortuneCore
import FortuneStore

@Suite struct StoreDocumentTests {
    static func fortune(_ sign: Sign, _ day: String, _ text: String = "text", at time: Int = 0) -> StoredFortune {
        StoredFortune(
            sign: sign, day: CalendarDay(day)!, text: text, language: .english,
            model: "gemini-2.5-flash", source: .gemini, createdAt: time
        )
    }

    @Test func aFreshDocumentShowsTheFortuneAndHasNoSign() {
        let document = StoreDocument()
        #expect(document.schemaVersion == StoreDocument.currentSchemaVersion)
        #expect(document.sign == nil)
        #expect(document.showFortune)
        #expect(document.fortunes.isEmpty && document.history.isEmpty && document.lastError == nil)
    }

    @Test func missingFieldsTakeTheirDefaultsAndUnknownFieldsAreIgnored() throws {
        let json = #"""
            {"sign": "rooster", "futureField": {"x": 1},
             "fortunes": [{"sign": "rooster", "day": "2025-01-31", "text": "Luck."}]}
            """#
        let document = try JSONDecoder().decode(StoreDocument.self, from: Data(json.utf8))
        #expect(document.schemaVersion == 1)
        #expect(document.sign == .rooster)
        #expect(document.showFortune)
        let fortune = try #require(document.fortunes.first)
        #expect(fortune.text == "Luck.")
        #expect(fortune.language == .english)
        #expect(fortune.createdAt == 0)
        #expect(document.history.isEmpty)
    }

    @Test func aFortuneThatCannotBeReadIsDroppedAndTheRestKept() throws {
        let json = #"""
            {"fortunes": [{"sign": "unicorn", "day": "2025-01-31", "text": "?"},
                          {"sign": "ox", "day": "2025-01-31", "text": "Steady."}]}
            """#
        let document = try JSONDecoder().decode(StoreDocument.self, from: Data(json.utf8))
        #expect(document.fortunes.map(\.sign) == [.ox])
    }

    @Test func aDocumentSurvivesEncodingAndDecoding() throws {
        var document = StoreDocument(sign: .pig, showFortune: false)
        document.save(Self.fortune(.pig, "2025-02-01", "Rest.", at: 1_738_368_000))
        document.lastError = RefreshFailure(
            message: "rate limited", day: CalendarDay("2025-02-02")!, time: 5, sign: .pig)
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(StoreDocument.self, from: data) == document)
    }

    @Test func theLastFailureKeepsItsMessageBesideItsEnglishLine() throws {
        let said = Message(
            "error.generation.unreachable", ["service": "Gemini"],
            parts: ["error": Message("error.http.refused", ["target": "127.0.0.1:1"])])
        var document = StoreDocument(sign: .pig)
        document.lastError = RefreshFailure(
            message: said.description, said: said, day: CalendarDay("2025-02-02")!, time: 5, sign: .pig)
        let data = try JSONEncoder.stable().encode(document)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""message":"\#(said.description)""#), "\(json)")
        #expect(json.contains(#""said":{"key":"error.generation.unreachable","parts":{"error":"#), "\(json)")
        let read = try JSONDecoder().decode(StoreDocument.self, from: data)
        #expect(read == document)
        #expect(read.lastError?.text(in: .korean) == said.text(in: .korean))
        #expect(read.lastError?.text(in: .english) == said.description)
    }

    @Test func aFailureWrittenBeforeTheMessageWasKeptIsSaidInItsEnglish() throws {
        let json = #"{"lastError": {"message": "Gemini blocked the prompt (SAFETY)", "day": "2025-02-02", "time": 5}}"#
        let failure = try #require(try JSONDecoder().decode(StoreDocument.self, from: Data(json.utf8)).lastError)
        #expect(failure.said == nil)
        for language in Language.allCases {
            #expect(failure.text(in: language) == "Gemini blocked the prompt (SAFETY)")
        }
    }

    @Test func savingTheSameSignAndDayReplacesTheFortune() {
        var document = StoreDocument()
        document.save(Self.fortune(.rat, "2025-03-01", "first"))
        document.save(Self.fortune(.rat, "2025-03-01", "second"))
        document.save(Self.fortune(.ox, "2025-03-01", "other sign"))
        #expect(document.fortunes.count == 2)
        #expect(document.fortune(for: .rat, on: CalendarDay("2025-03-01")!)?.text == "second")
        #expect(document.fortune(for: .ox, on: CalendarDay("2025-03-01")!)?.text == "other sign")
        #expect(document.fortune(for: .rat, on: CalendarDay("2025-03-02")!) == nil)
        #expect(document.history.map(\.text) == ["other sign", "second", "first"])
    }

    @Test func onlyTheLastDaysOfEachSignAreKept() {
        var document = StoreDocument()
        for day in 1...6 {
            document.save(Self.fortune(.dragon, "2025-04-0\(day)"))
        }
        document.save(Self.fortune(.snake, "2025-04-01"))
        let dragonDays = document.fortunes.filter { $0.sign == .dragon }.map(\.day.description)
        #expect(dragonDays == ["2025-04-06", "2025-04-05", "2025-04-04"])
        #expect(document.fortune(for: .snake, on: CalendarDay("2025-04-01")!) != nil)
    }

    @Test func historyKeepsTheNewestUpToItsLimit() {
        var document = StoreDocument()
        for index in 0..<(StoreDocument.historyLimit + 20) {
            document.save(Self.fortune(.horse, "2025-05-01", "number \(index)"))
        }
        #expect(document.history.count == StoreDocument.historyLimit)
        #expect(document.history.first?.text == "number \(StoreDocument.historyLimit + 19)")
        #expect(document.history.last?.text == "number 20")
    }

    @Test func recentFortunesGiveTheLatestOfEachDayNewestFirst() {
        var document = StoreDocument()
        document.save(Self.fortune(.monkey, "2025-06-01", "old"))
        document.save(Self.fortune(.monkey, "2025-06-03", "newest"))
        document.save(Self.fortune(.monkey, "2025-06-02", "middle, first try"))
        document.save(Self.fortune(.goat, "2025-06-02", "not mine"))
        document.save(Self.fortune(.monkey, "2025-06-02", "middle, again"))
        #expect(document.recentFortunes(for: .monkey, limit: 5).map(\.text) == ["newest", "middle, again", "old"])
        #expect(document.recentFortunes(for: .monkey, limit: 2).map(\.text) == ["newest", "middle, again"])
        #expect(document.recentFortunes(for: .tiger, limit: 5).isEmpty)
    }
}

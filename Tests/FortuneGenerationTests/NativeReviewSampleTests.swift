import Foundation
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneZodiac
@testable import FortuneGeneration

/// `docs/SAMPLES.md`: twenty offline fortunes in each language, so a native reader can review
/// them at a glance. The file is made from the model, and kept up to date by this test.
///
/// After a change of the phrase tables, run with `FORTUNE_UPDATE_SAMPLES=1`: the file is
/// written instead of compared; read the diff before committing it.
@Suite struct NativeReviewSampleTests {
    static let path = RepositoryFiles.path("docs/SAMPLES.md")

    /// The sample: each language's twenty fortunes, every sign at least once, days a week
    /// apart from 2026-01-01.
    static func document() -> String {
        let model = OfflineModel()
        var text = """
            # Offline fortunes for native review

            Twenty fortunes in each language from the built-in offline model, each for a sign and a
            day: every sign at least once, days a week apart from 2026-01-01. The file is made by
            `swift test --filter NativeReviewSampleTests` with `FORTUNE_UPDATE_SAMPLES=1` after the
            tables in `Phrases/` change; the same test fails while it is out of date.

            """
        for language in Language.allCases {
            text += "\n## \(language.englishName) (`\(language.rawValue)`)\n\n"
            var day = CalendarDay(year: 2026, month: 1, day: 1)!
            for index in 0..<20 {
                let sign = Sign.allCases[index % Sign.allCases.count]
                if index > 0 { day = Self.week(after: day) }
                let fortune = model.fortune(for: sign, on: day, in: language)
                text += "\(index + 1). \(sign.name(in: language)), \(day): \(fortune)\n"
            }
        }
        return text
    }

    /// The day seven days after `day`.
    static func week(after day: CalendarDay) -> CalendarDay {
        var next = day
        for _ in 0..<7 {
            next =
                CalendarDay(year: next.year, month: next.month, day: next.day + 1)
                ?? CalendarDay(year: next.year, month: next.month + 1, day: 1)
                ?? CalendarDay(year: next.year + 1, month: 1, day: 1)!
        }
        return next
    }

    @Test func theSampleFileHoldsTodaysTablesTwentyFortunesPerLanguage() throws {
        let document = Self.document()
        if ProcessInfo.processInfo.environment["FORTUNE_UPDATE_SAMPLES"] == "1" {
            try Data(document.utf8).write(to: URL(fileURLWithPath: Self.path))
            return
        }
        let written = try #require(
            FileManager.default.contents(atPath: Self.path),
            "missing docs/SAMPLES.md; run with FORTUNE_UPDATE_SAMPLES=1")
        #expect(String(decoding: written, as: UTF8.self) == document, "docs/SAMPLES.md is out of date")
        #expect(
            document.split(separator: "\n").filter { $0.first?.isNumber == true }.count == 20 * Language.allCases.count)
    }
}

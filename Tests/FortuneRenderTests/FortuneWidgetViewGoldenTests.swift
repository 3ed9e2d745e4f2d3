import FoundationEssentials
import Testing
import FortuneCore
import FortuneRender

/// The widget's states with the texts that stress layout: English, Korean, emoji, a word longer
/// than any line, an earlier day's fortune, a failure.
enum WidgetSample: String, CaseIterable, Sendable {
    case fortuneEnglish = "fortune-en"
    case fortuneKorean = "fortune-ko"
    case fortuneEmoji = "fortune-emoji"
    case fortuneLongWord = "fortune-longword"
    case staleYesterday = "stale-en"
    case staleKorean = "stale-ko"
    case hidden
    case empty
    case failed
    case placeholder
    case noSign = "nosign"

    static let day = CalendarDay(year: 2026, month: 11, day: 28)!
    /// 2026-11-28 12:00 UTC; only the day matters to the view.
    static let time = 1_795_867_200

    static let english = "A good day to sign the contract you have been putting off. Small courtesies "
        + "open big doors; a friend from the west brings news before sunset."
    static let korean = "오늘은 새로운 시작에 좋은 날입니다. 작은 친절이 큰 문을 엽니다. "
        + "서쪽에서 온 친구가 해가 지기 전에 소식을 전합니다."
    static let emoji = "🍀 Luck is on your side 🎉 share a meal 🍜 with someone you love ❤️ and smile 😊 "
        + "as the 👨‍👩‍👧 family gathers."
    static let longWord = "Pneumonoultramicroscopicsilicovolcanoconiosis and supercalifragilisticexpialidocious "
        + "both appear in today's crossword."
    static let failure = "Gemini answered 429: quota exceeded for gemini-2.5-flash; retry after 30s"

    static func fortune(_ text: String, sign: Sign = .rooster, day: CalendarDay = day, language: Language = .english) -> FortuneCard.Fortune {
        FortuneCard.Fortune(text: text, day: day, language: language, model: "gemini-2.5-flash")
    }

    static func entry(_ state: FortuneCard.State, sign: Sign = .rooster, fortune: FortuneCard.Fortune? = nil, failure: String? = nil) -> FortuneCard {
        FortuneCard(sign: sign, day: day, state: state, fortune: fortune, failure: failure)
    }

    /// The card drawn; nil for the no-sign hint, which has none.
    var entry: FortuneCard? {
        switch self {
        case .fortuneEnglish: Self.entry(.fortune, fortune: Self.fortune(Self.english))
        case .fortuneKorean: Self.entry(.fortune, sign: .dog, fortune: Self.fortune(Self.korean, sign: .dog, language: .korean))
        case .fortuneEmoji: Self.entry(.fortune, sign: .pig, fortune: Self.fortune(Self.emoji, sign: .pig))
        case .fortuneLongWord: Self.entry(.fortune, sign: .dragon, fortune: Self.fortune(Self.longWord, sign: .dragon))
        case .staleYesterday:
            Self.entry(.stale, fortune: Self.fortune(Self.english, day: CalendarDay(year: 2026, month: 11, day: 27)!))
        case .staleKorean:
            Self.entry(.stale, sign: .dog, fortune: Self.fortune(Self.korean, sign: .dog, day: CalendarDay(year: 2026, month: 11, day: 25)!, language: .korean))
        case .hidden: Self.entry(.hidden, fortune: Self.fortune(Self.english))
        case .empty: Self.entry(.empty, sign: .tiger)
        case .failed: Self.entry(.failed, sign: .monkey, failure: Self.failure)
        case .placeholder: Self.entry(.placeholder)
        case .noSign: nil
        }
    }

    func render(family: WidgetFamily, format: WidgetFormat = .text, style: ANSIStyle = .plain, width: Int? = nil) -> String {
        guard let entry else {
            return FortuneWidgetView.renderNoSign(family: family, format: format, style: style, width: width, day: Self.day)
        }
        return FortuneWidgetView.render(entry, family: family, format: format, style: style, width: width)
    }
}

/// One expected-output file: a sample in a family at a width.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let sample: WidgetSample
    let family: WidgetFamily
    let width: Int?

    /// Every family at its own width, and the medium box and the line at 20 cells.
    static let all: [GoldenCase] = WidgetSample.allCases.flatMap { sample in
        WidgetFamily.allCases.map { GoldenCase(sample: sample, family: $0, width: nil) }
            + [GoldenCase(sample: sample, family: .medium, width: 20), GoldenCase(sample: sample, family: .inline, width: 20)]
    }

    var fileName: String {
        let parts = [family.rawValue] + (width.map { ["w\($0)"] } ?? []) + [sample.rawValue]
        return parts.joined(separator: "-") + ".txt"
    }

    var testDescription: String { fileName }
}

/// The widget's renders, compared with the files in `Golden/`.
///
/// To accept a change of layout, run with `FORTUNE_UPDATE_GOLDEN=1`: the files are written
/// instead of compared; read the diff before committing them.
@Suite struct FortuneWidgetViewGoldenTests {
    static let goldenDirectory: String = {
        var path = #filePath
        while !path.hasSuffix("/") { path.removeLast() }
        return path + "Golden/"
    }()

    static var updating: Bool {
        ProcessInfo.processInfo.environment["FORTUNE_UPDATE_GOLDEN"] == "1"
    }

    @Test(arguments: GoldenCase.all)
    func theRenderMatchesItsExpectedFile(_ golden: GoldenCase) throws {
        let rendered = golden.sample.render(family: golden.family, width: golden.width) + "\n"
        let path = Self.goldenDirectory + golden.fileName
        if Self.updating {
            try FileManager.default.createDirectory(atPath: Self.goldenDirectory, withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: path), "missing \(path); run with FORTUNE_UPDATE_GOLDEN=1")
        #expect(rendered == String(decoding: expected, as: UTF8.self))
    }

    @Test(arguments: GoldenCase.all)
    func everyLineOfABoxIsExactlyItsWidthAndTheLineFits(_ golden: GoldenCase) {
        let lines = golden.sample.render(family: golden.family, width: golden.width).split(separator: "\n", omittingEmptySubsequences: false)
        let width = golden.width ?? golden.family.width
        if golden.family.isBox {
            #expect(lines.count == golden.family.height)
            for line in lines {
                #expect(DisplayWidth.of(line) == width, "\(line)")
            }
        } else {
            #expect(lines.count == 1)
            #expect(DisplayWidth.of(lines[0]) <= width)
            #expect(!lines[0].isEmpty)
        }
    }

    @Test(arguments: WidgetSample.allCases, [1, 2, 4, 5, 6, 9, 13, 17, 20, 31, 48, 80, 200])
    func everyBoxKeepsItsWidthAtAnyWidth(_ sample: WidgetSample, width: Int) {
        for family in WidgetFamily.allCases where family.isBox {
            let lines = sample.render(family: family, width: width).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == family.height)
            #expect(lines.allSatisfy { DisplayWidth.of($0) == width }, "\(family) \(width)")
        }
        #expect(DisplayWidth.of(sample.render(family: .inline, width: width)) <= width)
    }

    @Test func theFamiliesHaveTheirDocumentedSizes() {
        let sizes = WidgetFamily.allCases.map { "\($0.rawValue) \($0.width)×\($0.height)" }
        #expect(sizes == ["small 24×8", "medium 48×8", "large 48×16", "inline 60×1"])
        #expect(WidgetFamily.medium.width(fittingColumns: 30) == 30)
        #expect(WidgetFamily.small.width(fittingColumns: 200) == 24)
        #expect(WidgetFamily.small.width(fittingColumns: 0) == 1)
    }
}

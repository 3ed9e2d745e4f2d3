import FoundationEssentials
import Testing
import FortuneCore
import FortuneRender

/// The widget's states with the texts that stress layout: English, Korean, emoji, a word longer
/// than any line, an earlier day's fortune, a failure; and each state in each language, its
/// own words drawn in Hangul, kana or Han.
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
    case emptyKorean = "empty-ko"
    case failedKorean = "failed-ko"
    case hiddenKorean = "hidden-ko"
    case noSignKorean = "nosign-ko"
    case fortuneJapanese = "fortune-ja"
    case staleJapanese = "stale-ja"
    case emptyJapanese = "empty-ja"
    case failedJapanese = "failed-ja"
    case hiddenJapanese = "hidden-ja"
    case noSignJapanese = "nosign-ja"
    case fortuneSimplified = "fortune-zh-Hans"
    case staleSimplified = "stale-zh-Hans"
    case emptySimplified = "empty-zh-Hans"
    case failedSimplified = "failed-zh-Hans"
    case hiddenSimplified = "hidden-zh-Hans"
    case noSignSimplified = "nosign-zh-Hans"
    case fortuneTraditional = "fortune-zh-Hant"
    case staleTraditional = "stale-zh-Hant"
    case emptyTraditional = "empty-zh-Hant"
    case failedTraditional = "failed-zh-Hant"
    case hiddenTraditional = "hidden-zh-Hant"
    case noSignTraditional = "nosign-zh-Hant"
    case staleFailed = "stalefailed"
    case fortuneFailed = "fortunefailed"
    case staleFailedKorean = "stalefailed-ko"
    case staleFailedJapanese = "stalefailed-ja"
    case staleFailedSimplified = "stalefailed-zh-Hans"
    case staleFailedTraditional = "stalefailed-zh-Hant"
    case staleFailedASCII = "stalefailed-ascii"
    case fortuneEmojiASCII = "fortune-emoji-ascii"
    case hiddenASCII = "hidden-ascii"

    static let day = CalendarDay(year: 2026, month: 11, day: 28)!
    /// 2026-11-28 12:00 UTC; only the day matters to the view.
    static let time = 1_795_867_200

    static let english =
        "A good day to sign the contract you have been putting off. Small courtesies "
        + "open big doors; a friend from the west brings news before sunset."
    static let korean =
        "오늘은 새로운 시작에 좋은 날입니다. 작은 친절이 큰 문을 엽니다. "
        + "서쪽에서 온 친구가 해가 지기 전에 소식을 전합니다."
    static let emoji =
        "🍀 Luck is on your side 🎉 share a meal 🍜 with someone you love ❤️ and smile 😊 "
        + "as the 👨‍👩‍👧 family gathers."
    static let longWord =
        "Pneumonoultramicroscopicsilicovolcanoconiosis and supercalifragilisticexpialidocious "
        + "both appear in today's crossword."
    static let japanese =
        "今日は新しいことを始めるのに良い日です。小さな親切が大きな扉を開きます。"
        + "西から来た友人が、日が暮れる前にうれしい知らせを届けてくれるでしょう。"
    static let simplifiedChinese = "今天适合开始新的事情。小小的善意会打开一扇大门。来自西方的朋友会在日落前带来好消息。"
    static let traditionalChinese = "今天適合開始新的事情。小小的善意會打開一扇大門。來自西方的朋友會在日落前帶來好消息。"

    /// A fortune in `language`.
    static func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        case .japanese: japanese
        case .simplifiedChinese: simplifiedChinese
        case .traditionalChinese: traditionalChinese
        }
    }

    static let failure = "Gemini answered 429: quota exceeded for gemini-2.5-flash; retry after 30s"

    static func fortune(_ text: String, sign: Sign = .rooster, day: CalendarDay = day, language: Language = .english)
        -> FortuneCard.Fortune
    {
        FortuneCard.Fortune(text: text, day: day, language: language, model: "gemini-2.5-flash")
    }

    static func entry(
        _ state: FortuneCard.State, sign: Sign = .rooster, fortune: FortuneCard.Fortune? = nil, failure: String? = nil
    ) -> FortuneCard {
        FortuneCard(sign: sign, day: day, state: state, fortune: fortune, failure: failure)
    }

    /// The card drawn; nil for the no-sign hint, which has none.
    var entry: FortuneCard? {
        switch self {
        case .fortuneEnglish: Self.entry(.fortune, fortune: Self.fortune(Self.english))
        case .fortuneKorean:
            Self.entry(.fortune, sign: .dog, fortune: Self.fortune(Self.korean, sign: .dog, language: .korean))
        case .fortuneEmoji: Self.entry(.fortune, sign: .pig, fortune: Self.fortune(Self.emoji, sign: .pig))
        case .fortuneLongWord: Self.entry(.fortune, sign: .dragon, fortune: Self.fortune(Self.longWord, sign: .dragon))
        case .staleYesterday:
            Self.entry(.stale, fortune: Self.fortune(Self.english, day: CalendarDay(year: 2026, month: 11, day: 27)!))
        case .staleKorean:
            Self.entry(
                .stale, sign: .dog,
                fortune: Self.fortune(
                    Self.korean, sign: .dog, day: CalendarDay(year: 2026, month: 11, day: 25)!, language: .korean))
        case .hidden: Self.entry(.hidden, fortune: Self.fortune(Self.english))
        case .empty: Self.entry(.empty, sign: .tiger)
        case .failed: Self.entry(.failed, sign: .monkey, failure: Self.failure)
        case .placeholder: Self.entry(.placeholder)
        case .noSign, .noSignKorean, .noSignJapanese, .noSignSimplified, .noSignTraditional: nil
        case .emptyKorean, .emptyJapanese, .emptySimplified, .emptyTraditional: Self.entry(.empty, sign: .tiger)
        case .failedKorean, .failedJapanese, .failedSimplified, .failedTraditional:
            Self.entry(.failed, sign: .monkey, failure: Self.failure)
        case .hiddenKorean, .hiddenJapanese, .hiddenSimplified, .hiddenTraditional:
            Self.entry(
                .hidden, sign: .dragon,
                fortune: Self.fortune(Self.text(in: language ?? .english), language: language ?? .english))
        case .fortuneJapanese, .fortuneSimplified, .fortuneTraditional:
            Self.entry(
                .fortune, sign: .rat,
                fortune: Self.fortune(Self.text(in: language ?? .english), language: language ?? .english))
        case .staleFailed, .staleFailedKorean, .staleFailedJapanese, .staleFailedSimplified, .staleFailedTraditional,
            .staleFailedASCII:
            Self.entry(
                .stale, sign: .rat,
                fortune: Self.fortune(
                    Self.text(in: language ?? .english), day: CalendarDay(year: 2026, month: 11, day: 27)!,
                    language: language ?? .english), failure: Self.failure)
        case .fortuneFailed:
            Self.entry(.fortune, sign: .ox, fortune: Self.fortune(Self.english), failure: Self.failure)
        case .fortuneEmojiASCII: Self.entry(.fortune, sign: .pig, fortune: Self.fortune(Self.emoji, sign: .pig))
        case .hiddenASCII: Self.entry(.hidden, sign: .dragon, fortune: Self.fortune(Self.english))
        case .staleJapanese, .staleSimplified, .staleTraditional:
            Self.entry(
                .stale, sign: .rat,
                fortune: Self.fortune(
                    Self.text(in: language ?? .english), day: CalendarDay(year: 2026, month: 11, day: 27)!,
                    language: language ?? .english))
        }
    }

    /// The language the widget is told to speak; nil leaves it to the fortune (else English).
    var language: Language? {
        let code = rawValue.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init)
        return code.flatMap(Language.init(rawValue:))
    }

    /// ASCII for the samples whose name ends in `-ascii`, as in the C locale.
    var charset: TextCharset { rawValue.hasSuffix("-ascii") ? .ascii : .unicode }

    func render(family: WidgetFamily, format: WidgetFormat = .text, style: ANSIStyle = .plain, width: Int? = nil)
        -> String
    {
        guard let entry else {
            return FortuneWidgetView.renderNoSign(
                family: family, format: format, style: style, width: width, day: Self.day,
                language: language ?? .english, charset: charset)
        }
        return FortuneWidgetView.render(
            entry, family: family, format: format, style: style, width: width, language: language, charset: charset)
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
            + [
                GoldenCase(sample: sample, family: .medium, width: 20),
                GoldenCase(sample: sample, family: .inline, width: 20),
            ]
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
/// instead of compared; read the diff before committing them. Refused when `CI` is set: there a
/// write would turn every comparison into a pass.
@Suite struct FortuneWidgetViewGoldenTests {
    static let goldenDirectory: String = {
        var path = #filePath
        while !path.hasSuffix("/") { path.removeLast() }
        return path + "Golden/"
    }()

    /// Why a run under continuous integration does not write the files.
    struct UpdateRefused: Error, CustomStringConvertible {
        var description: String {
            "FORTUNE_UPDATE_GOLDEN=1 is refused when CI is set: golden files are accepted by running it locally "
                + "and reading the diff, never written by a CI run"
        }
    }

    /// Whether this run writes the files instead of comparing them.
    /// - Throws: `UpdateRefused` when an update is asked for and `CI` is set (to anything but
    ///   empty, "0" or "false").
    static func updating(in environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Bool {
        guard environment["FORTUNE_UPDATE_GOLDEN"] == "1" else { return false }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { throw UpdateRefused() }
        return true
    }

    @Test(arguments: GoldenCase.all)
    func theRenderMatchesItsExpectedFile(_ golden: GoldenCase) throws {
        let rendered = golden.sample.render(family: golden.family, width: golden.width) + "\n"
        let path = Self.goldenDirectory + golden.fileName
        if try Self.updating() {
            try FileManager.default.createDirectory(atPath: Self.goldenDirectory, withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: path), "missing \(path); run with FORTUNE_UPDATE_GOLDEN=1")
        #expect(rendered == String(decoding: expected, as: UTF8.self))
    }

    @Test func anUpdateOfTheGoldenFilesIsRefusedUnderCI() throws {
        #expect(try Self.updating(in: [:]) == false)
        #expect(try Self.updating(in: ["FORTUNE_UPDATE_GOLDEN": "1"]) == true)
        #expect(try Self.updating(in: ["FORTUNE_UPDATE_GOLDEN": "1", "CI": "false"]) == true)
        #expect(try Self.updating(in: ["CI": "true"]) == false, "comparing is always allowed")
        for ci in ["true", "1", "yes"] {
            #expect(throws: UpdateRefused.self) { try Self.updating(in: ["FORTUNE_UPDATE_GOLDEN": "1", "CI": ci]) }
        }
        #expect(UpdateRefused().description.contains("CI"))
    }

    @Test(arguments: GoldenCase.all)
    func everyLineOfABoxIsExactlyItsWidthAndTheLineFits(_ golden: GoldenCase) {
        let lines = golden.sample.render(family: golden.family, width: golden.width).split(
            separator: "\n", omittingEmptySubsequences: false)
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
            let lines = sample.render(family: family, width: width).split(
                separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == family.height)
            #expect(lines.allSatisfy { DisplayWidth.of($0) == width }, "\(family) \(width)")
        }
        #expect(DisplayWidth.of(sample.render(family: .inline, width: width)) <= width)
    }

    /// Every state in every language, every family, at widths that split a two-cell character
    /// at an edge: each line of a box is exactly the box's width, and the line fits.
    @Test(arguments: Language.allCases, [7, 15, 24, 33, 48, 61])
    func everyLineOfEveryFamilyInEveryLanguageIsExactlyTheWidth(_ language: Language, width: Int?) {
        let text = WidgetSample.text(in: language)
        let yesterday = CalendarDay(year: 2026, month: 11, day: 27)!
        let cards = FortuneCard.State.allCases.map { state in
            FortuneCard(
                sign: .goat, day: WidgetSample.day, state: state,
                fortune: WidgetSample.fortune(
                    text, day: state == .stale ? yesterday : WidgetSample.day, language: language),
                failure: state == .failed ? WidgetSample.failure : nil)
        }
        for family in WidgetFamily.allCases {
            for width in [nil, width] {
                let boxWidth = width ?? family.width
                var renders = cards.map {
                    FortuneWidgetView.render($0, family: family, width: width, language: language)
                }
                renders.append(
                    FortuneWidgetView.renderNoSign(
                        family: family, width: width, day: WidgetSample.day, language: language))
                for render in renders {
                    let lines = render.split(separator: "\n", omittingEmptySubsequences: false)
                    if family.isBox {
                        #expect(lines.count == family.height, "\(family) \(boxWidth)")
                        for line in lines {
                            #expect(DisplayWidth.of(line) == boxWidth, "\(language) \(family) \(boxWidth): \(line)")
                        }
                    } else {
                        #expect(
                            lines.count == 1 && DisplayWidth.of(lines[0]) <= boxWidth,
                            "\(language) \(boxWidth): \(render)")
                    }
                }
            }
        }
    }

    /// The widget's own words follow the language it is told, not the fortune's.
    @Test func theWidgetsWordsFollowTheLanguageItIsTold() {
        let card = FortuneCard(sign: .rooster, day: WidgetSample.day, state: .empty)
        let expectations: [(Language, String, String)] = [
            (.english, "No fortune yet today.", "Rooster"),
            (.korean, "아직 오늘의 운세가 없습니다.", "닭띠"),
            (.japanese, "今日の運勢はまだありません。", "とり年"),
            (.simplifiedChinese, "今天的运势还没生成。", "属鸡"),
            (.traditionalChinese, "今天的運勢還沒產生。", "屬雞"),
        ]
        for (language, sentence, name) in expectations {
            let box = FortuneWidgetView.render(card, family: .large, language: language)
            #expect(box.contains(sentence), "\(language): \(box)")
            #expect(box.contains("🐓 \(name)"), "\(language): \(box)")
            #expect(box.contains("fortune refresh"), "the command stays as typed")
        }
        let korean = FortuneCard(
            sign: .rooster, day: WidgetSample.day, state: .stale,
            fortune: WidgetSample.fortune(
                WidgetSample.korean, day: CalendarDay(year: 2026, month: 11, day: 27)!, language: .korean))
        #expect(FortuneWidgetView.render(korean, family: .inline, language: .japanese).contains("（昨日）"))
        #expect(FortuneWidgetView.render(korean, family: .inline).contains("(어제)"), "without a language, the fortune's")
    }

    @Test func theFamiliesHaveTheirDocumentedSizes() {
        let sizes = WidgetFamily.allCases.map { "\($0.rawValue) \($0.width)×\($0.height)" }
        #expect(sizes == ["small 24×8", "medium 48×8", "large 48×16", "inline 60×1"])
        #expect(WidgetFamily.medium.width(fittingColumns: 30) == 30)
        #expect(WidgetFamily.small.width(fittingColumns: 200) == 24)
        #expect(WidgetFamily.small.width(fittingColumns: 0) == 1)
    }
}

import Testing
import FortuneCore
import FortuneRender
import FortuneZodiac

/// Korean, Japanese and Chinese readers see no English but the program's name and its
/// commands, in their own punctuation.
@Suite struct LocalizedWordsTests {
    static let others: [Language] = [.korean, .japanese, .simplifiedChinese, .traditionalChinese]
    static let day = CalendarDay(year: 2026, month: 11, day: 29)!

    /// Latin words left once the program's name and commands are taken out.
    private func english(in text: String) -> [Substring] {
        var rest = text
        for command in ["fortune refresh", "fortune status", "fortune signs", "fortune show", "fortune doctor"] {
            rest = rest.replacing(command, with: "")
        }
        rest = rest.replacing("fortune pick", with: "")
        return rest.split { !($0.isASCII && $0.isLetter) }.filter { $0.count > 1 }
    }

    @Test(arguments: others)
    func beforeASignIsPickedTheWidgetSpeaksTheLanguage(language: Language) {
        for family in WidgetFamily.allCases {
            let render = FortuneWidgetView.renderNoSign(
                family: family, day: Self.day, language: language)
            #expect(english(in: render).isEmpty, "\(language) \(family): \(render)")
            #expect(!render.contains("SIGN"), "\(render)")
        }
    }

    @Test(arguments: [
        (Language.korean, "🔮 오늘의 운세", "fortune pick 띠"), (.japanese, "🔮 今日の運勢", "fortune pick 干支"),
        (.simplifiedChinese, "🔮 今日运势", "fortune pick 生肖"), (.traditionalChinese, "🔮 今日運勢", "fortune pick 生肖"),
    ])
    func theNoSignTitleAndHintAreTheLanguages(language: Language, title: String, hint: String) {
        let box = FortuneWidgetView.renderNoSign(family: .large, day: Self.day, language: language)
        #expect(box.contains(title), "\(box)")
        #expect(box.contains(hint), "\(box)")
        #expect(FortuneWidgetView.noSignSentence(on: Self.day, language: language).hasSuffix(hint))
    }

    @Test(arguments: [Language.japanese, .simplifiedChinese, .traditionalChinese])
    func japaneseAndChineseUseFullWidthColonsAndParentheses(language: Language) {
        let words = WidgetWords.of(language)
        let all = [
            words.run, words.noFortuneYetShort, words.noFortuneYetRun("x"), words.refreshFailed,
            words.refreshFailedShort, words.lastRefreshFailed("x"), words.retry, words.refreshFailedSee("x"),
            words.configurationError("x"), words.fortuneHiddenRun("x"), words.pickASignShort,
            words.noSignYetRun("x", "y"), words.bracketed("x"),
        ]
        for text in all {
            #expect(!text.contains(":") && !text.contains("(") && !text.contains(")"), "\(text)")
        }
    }

    @Test(arguments: others)
    func theCommonFailuresAreSaidInTheLanguageInOneLine(language: Language) {
        let failures = [
            "cannot reach Gemini: could not resolve host; check the network and GOOGLE_GEMINI_BASE_URL",
            "invalid API key (HTTP 400: API key not valid); check GEMINI_API_KEY",
            "no Gemini API key; set GEMINI_API_KEY",
            "the Gemini API quota for today is used up (HTTP 429); try again tomorrow, or use --offline",
            "no answer within the 45 s deadline; try again later",
            "no sign picked yet; run 'fortune pick SIGN' (see 'fortune signs')",
        ]
        for failure in failures {
            let card = FortuneCard(
                sign: .rooster, day: CalendarDay(year: 2026, month: 11, day: 29)!, state: .failed, failure: failure)
            let line = FortuneWidgetView.sentence(card, language: language)
            #expect(!line.contains("\n"))
            #expect(english(in: line).filter { $0 != "API" }.isEmpty, "\(language): \(line)")
        }
        // English keeps the message as it is.
        let card = FortuneCard(
            sign: .rooster, day: CalendarDay(year: 2026, month: 11, day: 29)!, state: .failed, failure: failures[0])
        #expect(FortuneWidgetView.sentence(card, language: .english).contains("cannot reach Gemini"))
    }

    @Test(arguments: others)
    func theHiddenPictureNamesNoEnglish(language: Language) {
        let card = FortuneCard(sign: .pig, day: CalendarDay(year: 2026, month: 11, day: 29)!, state: .hidden)
        let box = FortuneWidgetView.render(card, family: .large, language: language)
        #expect(english(in: box).isEmpty, "\(box)")
    }

    @Test func japanShowsTheBoarInTheWidget() {
        let card = FortuneCard(sign: .pig, day: CalendarDay(year: 2026, month: 11, day: 29)!, state: .empty)
        #expect(FortuneWidgetView.render(card, family: .inline, language: .japanese).hasPrefix("🐗 "))
        #expect(FortuneWidgetView.render(card, family: .inline, language: .korean).hasPrefix("🐖 "))
    }

    /// Full-width punctuation carries its own room: no space after ：, none around （）, while
    /// Korean and English keep theirs; the sign's emoji keeps its space.
    @Test func fullWidthPunctuationTakesNoSpaceBesideIt() {
        let yesterday = FailureMarkTests.card(.stale, failure: nil)
        let waybar = FortuneWidgetView.render(yesterday, family: .inline, format: .waybar, language: .japanese)
        #expect(waybar.contains("2026-11-27（昨日）"), "\(waybar)")
        #expect(FortuneWidgetView.sentence(yesterday, language: .japanese).hasPrefix("（昨日）Small"))
        #expect(FortuneWidgetView.render(yesterday, family: .inline, language: .japanese).hasPrefix("🐓 （昨日）Small"))
        let empty = FortuneCard(sign: .rooster, day: CalendarDay(year: 2026, month: 11, day: 29)!, state: .empty)
        #expect(FortuneWidgetView.sentence(empty, language: .simplifiedChinese) == "今日运势未生成：fortune refresh")
        #expect(FortuneWidgetView.sentence(empty, language: .japanese) == "今日の運勢はまだありません：fortune refresh")
        #expect(FortuneWidgetView.sentence(empty, language: .korean) == "오늘 운세 없음: fortune refresh")
        let box = FortuneWidgetView.render(empty, family: .medium, language: .japanese)
        #expect(box.contains("実行：fortune refresh"), "\(box)")
        let failed = FortuneCard(
            sign: .rooster, day: CalendarDay(year: 2026, month: 11, day: 29)!, state: .failed, failure: "x")
        let tooltip = FortuneWidgetView.render(failed, family: .inline, format: .waybar, language: .japanese)
        #expect(tooltip.contains("再試行：fortune refresh"), "\(tooltip)")
    }
}

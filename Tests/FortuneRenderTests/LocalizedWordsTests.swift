import Testing
import FortuneCore
import FortuneRender
import FortuneZodiac
import FortuneTestSupport

/// Korean, Japanese and Chinese readers see no English but the program's name and its
/// commands, in their own punctuation.
@Suite struct LocalizedWordsTests {
    static let others: [Language] = [.korean, .japanese, .simplifiedChinese, .traditionalChinese]
    static let day = CalendarDay(year: 2026, month: 11, day: 29)!

    /// English words left but the program's name and the commands the widget names.
    private func english(in text: String) -> [String] {
        NoEnglishCheck.leftovers(in: text, allowing: ["refresh", "status", "signs", "show", "doctor", "pick"])
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
            #expect(english(in: line).isEmpty, "\(language): \(line)")
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

    /// Every sentence of the widget's words in `language`, with stand-ins for what is filled in.
    static func sentences(of language: Language) -> [String] {
        let words = WidgetWords.of(language)
        return [
            words.noFortuneYet, words.run, words.noFortuneYetShort, words.noFortuneYetRun("x"), words.refreshFailed,
            words.refreshFailedShort, words.lastRefreshFailed("x"), words.retry, words.refreshFailedSee("x"),
            words.configurationError("x"), words.unknownError, words.fortuneHiddenRun("x"), words.noSignYet,
            words.pickASignShort, words.pickASign, words.noSignYetRun("x", "y"),
        ] + FailureReason.allCases.compactMap(words.failure)
    }

    /// Taiwan says 清單 for a list, as the Traditional Chinese catalogs do; 列表 is the mainland's.
    @Test func traditionalChineseSaysListAsTaiwanDoes() {
        #expect(WidgetWords.of(.traditionalChinese).noSignYetRun("fortune pick 生肖", "x").contains("生肖清單"))
        for sentence in Self.sentences(of: .traditionalChinese) {
            #expect(!sentence.contains("列表"), "\(sentence)")
        }
    }

    /// Japanese puts a space between a half-width word and kana or kanji (`API キー`), as the
    /// message catalogs write it.
    @Test func japaneseSpacesHalfWidthWordsFromKanaAndKanji() {
        #expect(WidgetWords.of(.japanese).failure(.key)?.hasPrefix("API キー") == true)
        for sentence in Self.sentences(of: .japanese) {
            let pairs = zip(sentence, sentence.dropFirst())
            let touching = pairs.filter { pair in
                (pair.0.isASCII && pair.0.isLetter && Self.isKanaOrKanji(pair.1))
                    || (Self.isKanaOrKanji(pair.0) && pair.1.isASCII && pair.1.isLetter)
            }
            #expect(touching.isEmpty, "\(sentence)")
        }
    }

    private static func isKanaOrKanji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
        }
    }
}

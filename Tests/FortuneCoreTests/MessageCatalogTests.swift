import Testing
import FortuneCore

/// The catalogs in Messages/: each language says every message, with the same placeholders,
/// and a message is filled in as its catalog writes it.
@Suite struct MessageCatalogTests {
    static let translations = Language.allCases.filter { $0 != .english }

    @Test(arguments: translations)
    func everyLanguageSaysEveryEnglishMessageAndNoOther(language: Language) {
        let english = Set(MessageCatalog.of(.english).texts.keys)
        let keys = Set(MessageCatalog.of(language).texts.keys)
        #expect(!english.isEmpty)
        #expect(english.subtracting(keys).sorted() == [], "missing in \(language.rawValue).txt")
        #expect(keys.subtracting(english).sorted() == [], "only in \(language.rawValue).txt")
    }

    @Test(arguments: Language.allCases)
    func aKeyStandsInOneFileOfItsLanguage(language: Language) {
        let files = MessageCatalog.keysByFile(of: language)
        #expect(!files.isEmpty)
        for (name, keys) in files {
            for (other, otherKeys) in files where other > name {
                #expect(keys.intersection(otherKeys).isEmpty, "\(name) and \(other)")
            }
        }
    }

    @Test(arguments: translations)
    func aTranslationNamesTheSamePlaceholdersAsTheEnglish(language: Language) {
        for (key, english) in MessageCatalog.of(.english).texts {
            guard let text = MessageCatalog.of(language).texts[key] else { continue }
            #expect(
                MessageCatalog.placeholders(in: text).sorted() == MessageCatalog.placeholders(in: english).sorted(),
                "\(language.rawValue).txt, \(key)")
        }
    }

    /// A message left in English in a Korean, Japanese or Chinese file would reach that user
    /// in English: every text there has some of its own script.
    @Test(arguments: translations)
    func everyTranslationIsWrittenInItsOwnScript(language: Language) {
        for (key, text) in MessageCatalog.of(language).texts {
            #expect(text.unicodeScalars.contains { $0.value >= 0x1100 }, "\(language.rawValue).txt, \(key): \(text)")
        }
    }

    @Test func placeholdersAreFilledAndAValueIsNeverReadForPlaceholdersOfItsOwn() {
        let message = Message("refresh.alreadySaved", ["sign": "{sign} Rooster"])
        #expect(
            message.text(in: .english)
                == "today's fortune for {sign} Rooster is already saved; 'fortune refresh --new' asks again")
        #expect(Message("refresh.alreadySaved", ["sign": "とり年"]).text(in: .japanese).hasPrefix("とり年の今日の運勢"))
    }

    @Test func aKeyNoCatalogHasIsSaidAsTheKey() {
        #expect(Message("no.such.key").text(in: .korean) == "no.such.key")
    }

    /// A line that starts with two spaces carries the message on within its paragraph: after a
    /// space in English and Korean, and beside a Latin word in Japanese and Chinese; without
    /// one between kana and kanji, beside full-width punctuation or a curly quote.
    @Test func aLineStartingWithTwoSpacesCarriesTheParagraphOn() {
        let catalog = MessageCatalog(parsing: "# a comment\nfirst: one\n  two\n\nsecond: {n} three\n")
        #expect(catalog.texts == ["first": "one two", "second": "{n} three"])
        #expect(MessageCatalog.placeholders(in: "{a}, {b} and {c d}") == ["a", "b"])
        let joins = MessageCatalog(
            parsing: """
                ko: 환경 변수의
                  키는 우선합니다.
                ja: 表示しま
                  す。または
                  OpenAI 互換サーバー（GET /models）、
                  Ollama
                zh: 与“fortune
                  refresh”
                  相同。以 1
                  退出
                """)
        #expect(joins.texts["ko"] == "환경 변수의 키는 우선합니다.")
        #expect(joins.texts["ja"] == "表示します。または OpenAI 互換サーバー（GET /models）、Ollama")
        #expect(joins.texts["zh"] == "与“fortune refresh”相同。以 1 退出")
    }

    /// A line indented by four spaces is a line of its own, such as an example command; the
    /// texts in Messages/ are paragraphs on one line otherwise, wrapped where they are shown.
    @Test func aLineIndentedByFourSpacesIsALineOfItsOwn() {
        let catalog = MessageCatalog(parsing: "help: for example:\n    fortune completions bash\n    fortune x\n")
        #expect(catalog.texts == ["help": "for example:\n  fortune completions bash\n  fortune x"])
        for language in Language.allCases {
            for (key, text) in MessageCatalog.of(language).texts where text.contains("\n") {
                #expect(key == "help.completions.discussion", "\(language.rawValue) \(key)")
                #expect(text.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  fortune ") })
            }
        }
    }
}

import Foundation
import Testing
import FortuneCore

/// A message made of messages is said in one language throughout, and words from outside are
/// put in as they came, in every language.
@Suite struct MessagePartsTests {
    @Test func aPartIsSaidInTheLanguageOfTheWhole() {
        let reason = Message("error.store.reason.permission")
        let line = Message("error.store.cannot.read", ["path": "/s/store.json"], parts: ["reason": reason])
        #expect(line.text(in: .english) == "cannot read /s/store.json: permission denied")
        #expect(line.text(in: .japanese) == "/s/store.json を読み込めません：アクセス権がありません")
    }

    @Test func verbatimTextIsTheSameInEveryLanguageAndNeverReadForPlaceholders() {
        for language in Language.allCases {
            #expect(Message.verbatim("bad {path} here").text(in: language) == "bad {path} here")
        }
    }

    @Test func aListSaysEachOfItsMessagesInTheLanguage() {
        let list = Message.list([Message("error.category.quotaExhausted"), Message("error.category.unavailable")])
        #expect(list.text(in: .english) == "quota exhausted, unavailable")
        #expect(list.text(in: .korean) == "할당량 소진, 서비스 불가")
    }

    /// Choices read from a table are listed as each language lists them, the last after its
    /// word for "or"; a list of one is that one.
    @Test func alternativesAreListedAsEachLanguageListsThem() {
        let choices = Message.alternatives(["gemini", "openai", "ollama"].map(Message.verbatim))
        #expect(choices.text(in: .english) == "gemini, openai or ollama")
        #expect(choices.text(in: .korean) == "gemini, openai 또는 ollama")
        #expect(choices.text(in: .japanese) == "gemini、openai または ollama")
        #expect(choices.text(in: .simplifiedChinese) == "gemini、openai 或 ollama")
        #expect(choices.text(in: .traditionalChinese) == "gemini、openai 或 ollama")
        #expect(Message.alternatives([.verbatim("text"), .verbatim("json")]).text(in: .english) == "text or json")
        #expect(Message.alternatives([.verbatim("text")]).text(in: .japanese) == "text")
        // Full-width punctuation holds its own space in Japanese and Chinese.
        let described = Message.alternatives(["A（x）", "B（y）", "C（z）"].map(Message.verbatim))
        #expect(described.text(in: .japanese) == "A（x）、B（y）または C（z）")
        #expect(described.text(in: .traditionalChinese) == "A（x）、B（y）或 C（z）")
        #expect(described.text(in: .english) == "A（x）, B（y） or C（z）")
    }

    @Test func mappingValuesReachesThePartsToo() {
        let line = Message("error.generation.slow", ["service": "Gemini"], parts: ["error": .verbatim("secret!")])
        let hidden = line.mappingValues { $0.replacing("secret", with: "•••") }
        #expect(hidden.text(in: .english) == "Gemini was slow: •••!")
    }

    @Test func clausesAreRunTogetherAsEachLanguageWritesThem() {
        #expect(Message.clauseSeparator(in: .english) == "; ")
        #expect(Message.clauseSeparator(in: .korean) == " ")
        #expect(Message.clauseSeparator(in: .japanese).isEmpty)
    }

    @Test func clausesOfMessagesAreSaidWithTheLanguagesSeparator() {
        let line = Message.clauses([
            Message.runOn(Message("error.category.unavailable"), Message("error.generation.attempts", ["count": "3"])),
            Message("error.generation.tryAgain"),
        ])
        #expect(
            line.text(in: .english) == "unavailable after 3 attempts; "
                + Message("error.generation.tryAgain").text(in: .english))
        #expect(
            line.text(in: .korean)
                == "서비스 불가 " + Message("error.generation.attempts", ["count": "3"]).text(in: .korean) + " "
                + Message("error.generation.tryAgain").text(in: .korean))
        #expect(Message.clauses([Message("error.noSign")]) == Message("error.noSign"))
    }

    @Test func aMessageWithItsPartsComesBackFromJSONAsItWent() throws {
        let line = Message(
            "error.generation.slow", ["service": "Gemini"],
            parts: ["error": Message("error.http.refused", ["target": "127.0.0.1:1"])])
        let data = try JSONEncoder.stable().encode(line)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"key":"error.generation.slow","parts":{"error":{"key":"error.http.refused","values":{"target":"127.0.0.1:1"}}},"values":{"service":"Gemini"}}"#
        )
        #expect(try JSONDecoder().decode(Message.self, from: data) == line)
        #expect(
            try JSONDecoder().decode(Message.self, from: Data(#"{"key":"error.noSign"}"#.utf8))
                == Message("error.noSign"))
    }

    @Test func aMessageReadFromAFileIsCleanedToOneLineThroughout() {
        let read = Message("{text}\n{0}", ["text": "a\u{1B}[31mb"], parts: ["0": .verbatim("c\nd")])
        #expect(!read.cleanedLine.text(in: .english).contains("\n"))
        #expect(!read.cleanedLine.text(in: .english).contains("\u{1B}"))
    }

    @Test func aKeptMessageIsSaidInTheLanguageAndItsKeptTextInEnglish() {
        let said = Message("error.noSign")
        #expect(Message.kept("kept words", said, in: .english) == "kept words")
        #expect(Message.kept("kept words", said, in: .korean) == said.text(in: .korean))
        #expect(Message.kept("kept words", nil, in: .japanese) == "kept words")
    }

    /// In Japanese, the space a template keeps beside a name for "Gemini" goes where the name
    /// is written in kana or kanji; words from outside keep theirs.
    @Test func aJapaneseNameInKanaOrKanjiTakesNoSpaceBesideKanaOrKanji() {
        let offline = Message("error.keyFile.noKeyTaken", parts: ["service": Message("service.offline")])
        #expect(offline.text(in: .japanese).hasPrefix("内蔵のオフラインモデルは API キーを"))
        #expect(offline.text(in: .korean).hasPrefix("내장 오프라인 모델에는"))
        let slow = Message(
            "error.generation.slow", parts: ["service": Message("service.openai"), "error": .verbatim("x")])
        #expect(slow.text(in: .japanese).hasPrefix("OpenAI 互換サーバーの応答"))
        let gemini = Message("error.keyFile.noKeyTaken", parts: ["service": .verbatim("Gemini")])
        #expect(gemini.text(in: .japanese).hasPrefix("Gemini は API キーを"))
        #expect(Message.verbatim("今日は 晴れ").text(in: .japanese) == "今日は 晴れ")
    }
}

import Testing
import FortuneRender

/// The rules help and other prose are wrapped by, where they are shown, with an example in
/// every script: the catalogs hold paragraphs, and these rules, not hand-made line breaks,
/// decide where their lines end.
@Suite struct ParagraphWrappingTests {
    /// What no line of Japanese or Chinese may start with: closing brackets and punctuation,
    /// the long-vowel mark and small kana (kinsoku).
    static let neverFirst = Set("、。，．,.)）」』】〕〉》！？!?：；ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")

    static let japanese =
        "「set」はキーを端末から画面に出さずに読み取り、標準入力が端末でなければ標準入力から読み取ります（echo "
        + "\"$KEY\" | fortune key set）。ステータスバーのクリック操作がこれを実行します。ショッピングはちょっと待って。"
    static let chinese =
        "询问服务哪些模型可以为你写文字：Gemini（模型列表的每一页，密钥放在请求头中）、兼容 OpenAI 的服务器"
        + "（GET /models）或 Ollama（已拉取的模型，GET /api/tags）。错误和退出状态与“fortune refresh”相同。"
    static let korean =
        "서비스에 어떤 모델이 글을 쓸 수 있는지 묻습니다. Gemini(모델 목록의 모든 페이지, 키는 헤더로), OpenAI 호환 "
        + "서버(GET /models) 또는 Ollama(내려받은 모델, GET /api/tags)에 묻습니다. 환경 변수의 키(GEMINI_API_KEY)는 "
        + "그래도 파일보다 우선합니다."
    static let english =
        "Asks the provider which models can write text for you: Gemini (every page of its model list, the key in a "
        + "header), an OpenAI-compatible server (GET /models) or Ollama (the models pulled, GET /api/tags)."

    @Test func englishBreaksAtSpacesOnly() {
        let lines = TextWrapper.paragraphs(Self.english, width: 40)
        #expect(
            lines == [
                "Asks the provider which models can write",
                "text for you: Gemini (every page of its",
                "model list, the key in a header), an",
                "OpenAI-compatible server (GET /models)",
                "or Ollama (the models pulled, GET",
                "/api/tags).",
            ])
    }

    /// Korean puts spaces between its words, and a word is never broken: it moves down whole.
    @Test func aKoreanWordMovesDownWhole() {
        let lines = TextWrapper.paragraphs("환경 변수의 키(GEMINI_API_KEY)는 그래도 파일보다 우선합니다.", width: 20)
        #expect(lines == ["환경 변수의", "키(GEMINI_API_KEY)는", "그래도 파일보다", "우선합니다."])
    }

    /// Down to the widest word's width (키(GEMINI_API_KEY)는, 20 cells); only a word wider than
    /// the line is broken, by cells (`TextWrapperTests`).
    @Test(arguments: 20...60)
    func koreanLinesHoldWholeWords(width: Int) {
        let lines = TextWrapper.paragraphs(Self.korean, width: width)
        #expect(lines.flatMap { $0.split(separator: " ") } == Self.korean.split(separator: " "))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    /// Chinese may break between any two characters, but never before "：" or "，".
    @Test func chineseBreaksBetweenAnyTwoCharactersButBeforeClosingPunctuation() {
        let lines = TextWrapper.paragraphs("询问服务哪些模型可以为你写文字：", width: 10)
        #expect(lines == ["询问服务哪", "些模型可以", "为你写文", "字："])
    }

    /// No Japanese line starts with the long-vowel mark or a small kana: the character before
    /// moves down with it.
    @Test func aJapaneseLineStartsWithNeitherTheLongVowelMarkNorASmallKana() {
        let lines = TextWrapper.paragraphs("ステータスバーのクリック操作", width: 6)
        #expect(lines == ["ステー", "タス", "バーの", "クリッ", "ク操作"])
    }

    /// A closing bracket stays with the text it closes; an opening one with the text it opens.
    @Test func bracketsStayWithWhatTheyEnclose() {
        let text = "保存先（表示はしません）、サービス"
        #expect(TextWrapper.paragraphs(text, width: 24) == ["保存先（表示はしませ", "ん）、サービス"])
        #expect(TextWrapper.paragraphs(text, width: 8) == ["保存先", "（表示は", "しませ", "ん）、", "サービス"])
    }

    @Test(arguments: [Self.japanese, Self.chinese], 8...60)
    func noJapaneseOrChineseLineStartsWithClosingPunctuationAndNothingIsLost(text: String, width: Int) {
        let lines = TextWrapper.paragraphs(text, width: width)
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
            #expect(!Self.neverFirst.contains(line.first ?? " "), "\(width): \(line)")
            #expect(!"（「『【“".contains(line.last ?? " "), "\(width): \(line)")
        }
        let visible = { (text: String) in text.filter { !$0.isWhitespace } }
        #expect(visible(lines.joined()) == visible(text))
    }

    /// Each line of the text is a paragraph of its own; an indented one, such as an example
    /// command, keeps its indent on every line it wraps to, and breaks after a "/" first.
    @Test func anIndentedLineKeepsItsIndent() {
        let text =
            "By hand, for example:\n  fortune completions bash > ~/.local/share/bash-completion/completions/fortune"
        #expect(
            TextWrapper.paragraphs(text, width: 40) == [
                "By hand, for example:", "  fortune completions bash >", "  ~/.local/share/bash-completion/",
                "  completions/fortune",
            ])
        #expect(TextWrapper.paragraphs(text, width: 80) == text.split(separator: "\n").map(String.init))
        #expect(TextWrapper.paragraphs("one\n\ntwo", width: 10) == ["one", "", "two"])
    }
}

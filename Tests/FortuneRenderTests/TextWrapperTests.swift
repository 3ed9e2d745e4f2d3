import Testing
import FortuneRender

@Suite struct TextWrapperTests {
    static let mixed =
        "Rooster 닭띠: 오늘은 새로운 시작에 좋은 날입니다 🐓✨ Trust your instincts, 그리고 "
        + "가까운사람에게마음을열어보세요. 👩‍👩‍👧 🇰🇷 supercalifragilisticexpialidocious 今日は良い日です。"

    /// ょ and ッ belong to the sound before them: the line breaks before that sound instead.
    @Test func aJapaneseLineNeverStartsWithASmallKana() {
        #expect(TextWrapper.wrap("あちょっと", width: 6) == ["あ", "ちょっ", "と"])
        #expect(TextWrapper.wrap("日本のチョッキ", width: 8) == ["日本の", "チョッキ"])
    }

    @Test func englishBreaksAtSpaces() {
        let lines = TextWrapper.wrap("The rooster crows at dawn and the day begins well", width: 16)
        #expect(lines == ["The rooster", "crows at dawn", "and the day", "begins well"])
    }

    @Test func koreanWithSpacesMovesWholeWordsToTheNextLine() {
        let lines = TextWrapper.wrap("오늘은 새로운 시작에 좋은 날입니다", width: 14)
        #expect(lines == ["오늘은 새로운", "시작에 좋은", "날입니다"])
    }

    @Test func koreanWithoutSpacesBreaksBetweenSyllables() {
        let lines = TextWrapper.wrap("가나다라마바사아자차", width: 6)
        #expect(lines == ["가나다", "라마바", "사아자", "차"])
    }

    @Test func chineseFillsTheRestOfTheLine() {
        let lines = TextWrapper.wrap("Today 今天是好日子", width: 10)
        #expect(lines == ["Today 今天", "是好日子"])
    }

    @Test func aLineDoesNotStartWithClosingPunctuation() {
        // "今日は良い" fills 10 cells; "。" would start the next line, so "い" moves down with it.
        let lines = TextWrapper.wrap("今日は良い。明日も", width: 10)
        #expect(lines == ["今日は良", "い。明日も"])
        #expect(lines.allSatisfy { !$0.hasPrefix("。") })
    }

    @Test func aLoneClosingMarkTakesThePreviousWordAlong() {
        let lines = TextWrapper.wrap("Bonjour mon ami !", width: 15)
        #expect(lines == ["Bonjour mon", "ami !"])
    }

    @Test func aWordLongerThanTheWidthIsBrokenByCells() {
        let word = String(repeating: "abcdefghij", count: 6)
        let lines = TextWrapper.wrap("see " + word, width: 10)
        #expect(lines == ["see"] + Array(repeating: "abcdefghij", count: 6))
    }

    @Test func anEmojiAtTheEdgeMovesToTheNextLine() {
        let lines = TextWrapper.wrap("abcdefghi🐓", width: 10)
        #expect(lines == ["abcdefghi", "🐓"])
    }

    @Test func whitespaceRunsCollapse() {
        #expect(TextWrapper.wrap("  a \n\t b   c  ", width: 20) == ["a b c"])
        #expect(TextWrapper.wrap("   ", width: 20) == [])
    }

    @Test func noBreakSpacesKeepTheirWordsTogether() {
        #expect(TextWrapper.wrap("aaaa 10\u{A0}km", width: 6) == ["aaaa", "10\u{A0}km"])
    }

    @Test func maxLinesEndsTheLastLineWithAnEllipsis() {
        let lines = TextWrapper.wrap("one two three four five six seven", width: 9, maxLines: 2)
        #expect(lines == ["one two", "three…"])
        let full = TextWrapper.wrap("one two three four", width: 9, maxLines: 2)
        #expect(full == ["one two", "three…"])
    }

    @Test func maxLinesCutsAFullLineToMakeRoomForTheEllipsis() {
        let lines = TextWrapper.wrap("가나다라마 바사아자차 카타파하", width: 10, maxLines: 2)
        #expect(lines == ["가나다라마", "바사아자…"])
    }

    @Test func maxLinesIsNotMarkedWhenNothingWasCut() {
        #expect(TextWrapper.wrap("one two", width: 9, maxLines: 2) == ["one two"])
        #expect(TextWrapper.wrap("one two", width: 9, maxLines: 0) == [])
    }

    @Test func atWidthOneAWideCharacterBecomesAnEllipsis() {
        #expect(TextWrapper.wrap("a가🐓", width: 1) == ["a", "…", "…"])
        #expect(TextWrapper.wrap("anything", width: 0) == [])
    }

    @Test(arguments: 1...40)
    func everyLineFitsTheWidth(width: Int) {
        let lines = TextWrapper.wrap(Self.mixed, width: width)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
            #expect(!line.hasPrefix(" ") && !line.hasSuffix(" "))
        }
        let limited = TextWrapper.wrap(Self.mixed, width: width, maxLines: 3)
        #expect(limited.count <= 3)
        #expect(limited.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(limited.last?.hasSuffix("…") == true)
    }

    @Test(arguments: 2...40)
    func wrappingLosesNoCharacters(width: Int) {
        let lines = TextWrapper.wrap(Self.mixed, width: width)
        let visible = { (text: String) in text.filter { !$0.isWhitespace } }
        #expect(visible(lines.joined()) == visible(Self.mixed))
    }
}

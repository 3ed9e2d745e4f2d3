import Testing
import FortuneRender

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("fortune", 7),
        ("", 0),
        ("오늘의 운세", 11),
        ("\u{1103}\u{1161}\u{11B0}", 2),
        ("\u{1100}\u{1161}\u{1102}\u{1161}", 4),
        ("今日", 4),
        ("きょう", 6),
        ("カタカナ", 8),
        ("「。」", 6),
        ("ＡＢ", 4),
        ("ｱｲ", 2),
        ("🐓", 2),
        ("🐓\u{FE0F}", 2),
        ("❤\u{FE0F}", 2),
        ("❤", 1),
        ("1\u{FE0F}\u{20E3}", 2),
        ("👩\u{200D}👩\u{200D}👧", 2),
        ("🇰🇷", 2),
        ("👍🏽", 2),
        ("e\u{0301}", 1),
        ("\u{0301}", 0),
        ("\u{200B}", 0),
        ("\u{FE0F}", 0),
        ("\u{2060}", 0),
        ("a\u{200B}b", 2),
        ("\u{7}\t\r\n", 0),
        ("\u{1B}[1;31mred\u{1B}[39m", 3),
    ])
    func cellsAreCountedPerGraphemeCluster(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func aDecomposedHangulSyllableIsOneClusterTwoCellsWide() {
        let syllable: Character = "\u{1103}\u{1161}\u{11B0}"
        #expect(DisplayWidth.of(syllable) == 2)
        #expect("\u{1103}\u{1161}\u{11B0}".count == 1)
        #expect(DisplayWidth.of("\u{1103}\u{1161}\u{11B0}") == DisplayWidth.of("\u{B2ED}"))
    }

    @Test(arguments: [
        ("hello world", 5, "hell…"),
        ("hello world", 7, "hello…"),
        ("hello", 5, "hello"),
        ("가나다라", 5, "가나…"),
        ("가나다라", 4, "가…"),
        ("가나다라", 1, "…"),
        ("가나다라", 0, ""),
        ("🐓🐓🐓", 4, "🐓…"),
    ])
    func truncationStaysWithinTheWidth(text: String, width: Int, expected: String) {
        let truncated = DisplayWidth.truncate(text, toWidth: width)
        #expect(truncated == expected)
        #expect(DisplayWidth.of(truncated) <= width)
    }

    @Test func truncationKeepsTheResetOfAStyleItCuts() {
        let styled = "\u{1B}[1mbold words\u{1B}[22m"
        #expect(DisplayWidth.truncate(styled, toWidth: 5) == "\u{1B}[1mbold…\u{1B}[22m")
    }

    @Test func aCustomEllipsisIsCountedInTheWidth() {
        #expect(DisplayWidth.truncate("abcdefgh", toWidth: 6, ellipsis: "...") == "abc...")
        #expect(DisplayWidth.truncate("abcdefgh", toWidth: 2, ellipsis: "...") == "ab")
    }

    @Test(arguments: 0...12)
    func paddingAndCentringGiveExactlyTheWidth(width: Int) {
        for text in ["", "a", "운세", "🐓 rooster", "a much longer line of text", "가나다라마바사"] {
            #expect(DisplayWidth.of(DisplayWidth.pad(text, toWidth: width)) == width)
            #expect(DisplayWidth.of(DisplayWidth.center(text, toWidth: width)) == width)
        }
    }

    @Test func paddingAddsSpacesOnTheRight() {
        #expect(DisplayWidth.pad("운세", toWidth: 6) == "운세  ")
        #expect(DisplayWidth.pad("abcdefgh", toWidth: 4) == "abc…")
    }

    @Test func centringPutsTheOddCellOnTheRight() {
        #expect(DisplayWidth.center("ab", toWidth: 5) == " ab  ")
        #expect(DisplayWidth.center("운", toWidth: 6) == "  운  ")
    }
}

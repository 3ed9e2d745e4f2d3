import Testing
import FortuneRender

@Suite struct TextBoxTests {
    static let contents: [[String]] = [
        [],
        [""],
        ["A good day to sign the contract."],
        ["오늘은 새로운 시작에 좋은 날입니다", "닭띠 🐓✨"],
        ["👩‍👩‍👧 🇰🇷 👍🏽 e\u{301}", "今日は良い日です。", String(repeating: "supercalifragilistic", count: 4)],
        ["a", "b", "c", "d", "e", "f", "g", "h"],
    ]
    static let labels: [String?] = [nil, "", "Rooster", "닭띠 · 2025-03-14", "🐓 a title far too long for any small box"]

    @Test(arguments: 0...30)
    func everyLineIsExactlyTheWidth(width: Int) {
        for lines in Self.contents {
            for label in Self.labels {
                for height in [nil, 0, 1, 2, 3, 5, 12] as [Int?] {
                    let box = TextBox.draw(lines: lines, width: width, height: height, title: label, footer: label)
                    for line in box {
                        #expect(DisplayWidth.of(line) == width, "\(width) \(String(describing: height)) \(line)")
                    }
                    #expect(box.count == (height ?? lines.count + 2))
                }
            }
        }
    }

    @Test func theBoxHasRoundedCornersAndPadding() {
        let box = TextBox.draw(
            lines: ["A good day to sign", "the contract."], width: 22, title: "Rooster", footer: "2025-03-14")
        #expect(
            box == [
                "╭─ Rooster ──────────╮",
                "│ A good day to sign │",
                "│ the contract.      │",
                "╰─────── 2025-03-14 ─╯",
            ])
    }

    @Test func aFixedHeightPadsWithEmptyLines() {
        let box = TextBox.draw(lines: ["운세"], width: 10, height: 4)
        #expect(box == ["╭────────╮", "│ 운세   │", "│        │", "╰────────╯"])
    }

    @Test func contentTallerThanTheBoxEndsWithAnEllipsis() {
        let box = TextBox.draw(lines: ["one", "two", "three"], width: 10, height: 4)
        #expect(box == ["╭────────╮", "│ one    │", "│ two…   │", "╰────────╯"])
    }

    @Test func wideContentIsTruncated() {
        let box = TextBox.draw(lines: ["가나다라마바사", "abcdefghijkl"], width: 10)
        #expect(box[1] == "│ 가나…  │")
        #expect(box[2] == "│ abcde… │")
    }

    @Test func aLongTitleIsCutInsideTheBorder() {
        let box = TextBox.draw(lines: [], width: 12, title: "Rooster of the day")
        #expect(box.first == "╭─ Roost… ─╮")
    }

    @Test func aTitleWithNoRoomIsLeftOut() {
        #expect(TextBox.draw(lines: [], width: 6, title: "Rooster").first == "╭────╮")
    }

    @Test func tinyBoxesKeepTheirShape() {
        #expect(TextBox.draw(lines: ["x"], width: 4) == ["╭──╮", "│  │", "╰──╯"])
        #expect(TextBox.draw(lines: ["x"], width: 1) == [" ", " ", " "])
        #expect(TextBox.draw(lines: ["x"], width: 8, height: 1) == ["╭──────╮"])
    }

    @Test func theBorderStyleWrapsOnlyBorderCharacters() {
        let style = ANSIStyle(isEnabled: true)
        let box = TextBox.draw(
            lines: ["hi"], width: 12, title: "T", footer: "F", style: style.dim, labelStyle: style.bold)
        #expect(box.allSatisfy { DisplayWidth.of($0) == 12 })
        #expect(box[0] == "\u{1B}[2m╭─\u{1B}[22m \u{1B}[1mT\u{1B}[22m \u{1B}[2m──────╮\u{1B}[22m")
        #expect(box[1] == "\u{1B}[2m│\u{1B}[22m hi       \u{1B}[2m│\u{1B}[22m")
    }
}

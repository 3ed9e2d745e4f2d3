import Testing
import FortuneTestSupport
import FortuneCore
import FortuneRender
import FortuneGeneration

/// Small kana (ゃ, っ) belong to the sound before them: wrapped at any width a widget may have,
/// no line of a Japanese offline fortune starts with one, over 2,000 days for every sign.
@Suite struct JapaneseLineStartTests {
    static let days = consecutiveDays(from: CalendarDay(year: 2025, month: 1, day: 1)!, count: 2_000)

    @Test func noJapaneseLineStartsWithASmallKana() async {
        let small: Set<Character> = Set("ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
        // Each fortune at one width, the widths taken in turn: every width meets every text's
        // shapes, at a twelfth of the cost of every width for every text.
        let broken = await DedicatedThread.run {
            var broken: [String] = []
            var width = 12
            for sign in Sign.allCases {
                for day in Self.days {
                    let text = OfflineModel().fortune(for: sign, on: day, in: .japanese)
                    let lines = TextWrapper.wrap(text, width: width)
                    if lines.contains(where: { $0.first.map(small.contains) == true }) {
                        broken.append("\(width): \(lines)")
                    }
                    width = width == 40 ? 12 : width + 1
                }
            }
            return broken
        }
        let count = broken.count
        #expect(count == 0, "\(count) wraps start a line with a small kana: \(broken.prefix(3))")
    }

}

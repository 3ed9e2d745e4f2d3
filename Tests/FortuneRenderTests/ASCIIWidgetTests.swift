import FoundationEssentials
import Testing
import FortuneRender
import FortuneCore

/// In a locale whose character set is not UTF-8, the widget prints ASCII only: no emoji, an
/// ASCII box, in every format that prints to a terminal or a bar.
@Suite struct ASCIIWidgetTests {
    static let yesterday = CalendarDay(year: 2026, month: 11, day: 27)!
    static let day = CalendarDay(year: 2026, month: 11, day: 28)!
    static let cards: [FortuneCard] = [
        WidgetSample.entry(.fortune, sign: .pig, fortune: WidgetSample.fortune(WidgetSample.emoji, sign: .pig)),
        WidgetSample.entry(
            .stale, fortune: WidgetSample.fortune(WidgetSample.english, day: yesterday), failure: WidgetSample.failure),
        WidgetSample.entry(.hidden, fortune: WidgetSample.fortune("x")),
        WidgetSample.entry(.empty),
        WidgetSample.entry(.failed, failure: WidgetSample.failure),
        WidgetSample.entry(.placeholder),
    ]

    static func isASCII(_ text: String) -> Bool { text.unicodeScalars.allSatisfy(\.isASCII) }

    @Test(arguments: WidgetFormat.allCases.filter { $0 != .json }, WidgetFamily.allCases)
    func everyStateIsASCIIOnly(_ format: WidgetFormat, family: WidgetFamily) {
        for card in Self.cards {
            let output = FortuneWidgetView.render(card, family: family, format: format, charset: .ascii)
            #expect(Self.isASCII(output), "\(card.state): \(output)")
            #expect(!output.isEmpty)
        }
        let noSign = FortuneWidgetView.renderNoSign(family: family, format: format, day: Self.day, charset: .ascii)
        #expect(Self.isASCII(noSign), "\(noSign)")
    }

    @Test(arguments: WidgetFamily.allCases.filter(\.isBox))
    func theBoxIsDrawnWithPlusMinusAndBarsAtItsWidth(_ family: WidgetFamily) {
        let lines = FortuneWidgetView.lines(Self.cards[1], family: family, charset: .ascii)
        #expect(lines.first?.hasPrefix("+- Rooster ") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("-+") == true)
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("| ") && $0.hasSuffix(" |") })
        #expect(lines.allSatisfy { $0.count == family.width })
        #expect(lines.joined().contains("! Refresh failed:"), "\(lines)")
        #expect(lines.joined(separator: " ").contains("fortune status"), "\(lines)")
    }

    @Test func theLineHasNoEmojiAndTheMarkIsAnExclamationMark() {
        #expect(
            FortuneWidgetView.render(Self.cards[1], family: .inline, format: .tmux, width: 200, charset: .ascii)
                .hasPrefix("#[fg=#CD0000]! (yesterday) A good day"))
        #expect(
            FortuneWidgetView.sentence(Self.cards[0], charset: .ascii)
                == "Luck is on your side share a meal with someone you love and smile as the family gathers.")
        #expect(FortuneWidgetView.noSignSentence(on: Self.day, charset: .ascii) == "pick a sign: fortune pick SIGN")
    }

    @Test func waybarsTooltipIsASCIIToo() throws {
        let output = FortuneWidgetView.render(Self.cards[1], family: .inline, format: .waybar, charset: .ascii)
        let object = try JSONDecoder().decode([String: String].self, from: Data(output.utf8))
        #expect(Self.isASCII(object["tooltip"] ?? "x\u{80}"))
        #expect(Self.isASCII(output))
    }
}

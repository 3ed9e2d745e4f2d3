import Testing
import FortuneCore
import FortuneRender

/// `accentColor` as `#rrggbb`: true colour where the terminal says so, else the nearest of the
/// 256; status bars get the hex.
@Suite struct AccentColorTests {
    static let orange = AccentColor(name: "#ff8800")!

    @Test(arguments: ["#ff8800", "#FF8800", "#Ff8800"])
    func aHexColourIsAccepted(name: String) {
        #expect(AccentColor(name: name) == Self.orange)
        #expect(Self.orange.name == "#ff8800")
    }

    @Test(arguments: ["#ff880", "#ff88000", "ff8800", "#gg0000", "#-12345", "#+12345", "# 12345"])
    func anythingElseIsRefused(name: String) {
        #expect(AccentColor(name: name) == nil)
    }

    @Test func trueColourWhereTheTerminalSaysSo() {
        let style = ANSIStyle(isEnabled: true, accentColor: Self.orange, trueColor: true)
        #expect(style.accent("x") == "\u{1B}[38;2;255;136;0mx\u{1B}[39m")
    }

    @Test func otherwiseTheNearestOfThe256() {
        #expect(ANSIStyle(isEnabled: true, accentColor: Self.orange).accent("x") == "\u{1B}[38;5;208mx\u{1B}[39m")
        #expect(AccentColor.nearest256(red: 0, green: 0, blue: 0) == 16)
        #expect(AccentColor.nearest256(red: 255, green: 255, blue: 255) == 231)
        #expect(AccentColor.nearest256(red: 0x80, green: 0x80, blue: 0x80) == 244, "a grey is nearer than the cube's")
        #expect(AccentColor.nearest256(red: 0x5F, green: 0x87, blue: 0xAF) == 67, "a cube colour is itself")
    }

    @Test(arguments: [
        (["COLORTERM": "truecolor"], true),
        (["COLORTERM": "24bit"], true),
        (["COLORTERM": "TrueColor"], true),
        (["COLORTERM": "yes"], false),
        ([:], false),
    ])
    func colortermDecidesTrueColour(environment: [String: String], expected: Bool) {
        let style = ANSIStyle(mode: .always, isTerminal: true, environment: environment, accentColor: Self.orange)
        #expect(style.trueColor == expected)
    }

    @Test func theNamedColoursKeepTheirSixteenCodes() {
        #expect(ANSIStyle(isEnabled: true, accentColor: .red, trueColor: true).accent("x") == "\u{1B}[31mx\u{1B}[39m")
    }

    @Test func i3blocksGetsTheHex() {
        let card = FortuneCard(
            sign: .rooster, day: CalendarDay(year: 2026, month: 11, day: 30)!, state: .fortune,
            fortune: .init(text: "A bright day.", day: CalendarDay(year: 2026, month: 11, day: 30)!))
        let output = FortuneWidgetView.render(
            card, family: .inline, format: .i3blocks, style: ANSIStyle(isEnabled: false, accentColor: Self.orange))
        #expect(output.split(separator: "\n").last == "#FF8800")
        let named = FortuneWidgetView.render(
            card, family: .inline, format: .i3blocks, style: ANSIStyle(isEnabled: false, accentColor: .yellow))
        #expect(named.split(separator: "\n").last == "#CDCD00")
    }
}

import Testing
import FortuneRender

@Suite struct ANSIStyleTests {
    @Test(
        arguments: [
            (ColorMode.never, true, ["CLICOLOR_FORCE": "1"], false),
            (.never, false, [:], false),
            (.always, false, ["NO_COLOR": "1", "TERM": "dumb"], true),
            (.always, true, [:], true),
            (.auto, true, ["TERM": "xterm-256color"], true),
            (.auto, true, [:], false),
            (.auto, true, ["TERM": ""], false),
            (.auto, false, ["TERM": "xterm-256color"], false),
            (.auto, true, ["TERM": "dumb"], false),
            (.auto, true, ["TERM": "xterm", "NO_COLOR": "1"], false),
            (.auto, true, ["TERM": "xterm", "NO_COLOR": ""], true),
            (.auto, false, ["CLICOLOR_FORCE": "1"], true),
            (.auto, false, ["CLICOLOR_FORCE": "yes"], true),
            (.auto, false, ["CLICOLOR_FORCE": "0"], false),
            (.auto, true, ["CLICOLOR_FORCE": "0", "TERM": "xterm"], true),
            (.auto, false, ["CLICOLOR_FORCE": ""], true),
            (.auto, false, ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false),
            (.auto, true, ["CLICOLOR_FORCE": "1", "TERM": "dumb"], true),
        ] as [(ColorMode, Bool, [String: String], Bool)])
    func colourFollowsTheFlagThenTheEnvironment(
        mode: ColorMode, isTerminal: Bool, environment: [String: String], expected: Bool
    ) {
        #expect(ANSIStyle.shouldColor(mode: mode, isTerminal: isTerminal, environment: environment) == expected)
        #expect(ANSIStyle(mode: mode, isTerminal: isTerminal, environment: environment).isEnabled == expected)
    }

    @Test func enabledStylesWrapTextInSGRSequencesWithTheirResets() {
        let style = ANSIStyle(isEnabled: true, accentColor: .red)
        #expect(style.bold("hi") == "\u{1B}[1mhi\u{1B}[22m")
        #expect(style.dim("hi") == "\u{1B}[2mhi\u{1B}[22m")
        #expect(style.accent("hi") == "\u{1B}[31mhi\u{1B}[39m")
        #expect(ANSIStyle(isEnabled: true, accentColor: .brightCyan).accent("hi") == "\u{1B}[96mhi\u{1B}[39m")
    }

    @Test func disabledStylesLeaveTextPlain() {
        let style = ANSIStyle(isEnabled: false, accentColor: .red)
        #expect(style.bold("hi") == "hi")
        #expect(style.dim("hi") == "hi")
        #expect(style.accent("hi") == "hi")
        #expect(ANSIStyle.plain.bold("hi") == "hi")
    }

    @Test func theAccentNoneIsPlainEvenWithColour() {
        #expect(ANSIStyle(isEnabled: true, accentColor: .none).accent("hi") == "hi")
    }

    @Test func styledTextHasTheWidthOfItsText() {
        let style = ANSIStyle(isEnabled: true, accentColor: .yellow)
        #expect(DisplayWidth.of(style.accent(style.bold("닭띠")) + " 🐓") == 7)
    }

    @Test(arguments: [
        ("red", AccentColor.red),
        ("bright-magenta", .brightMagenta),
        ("Bright_Black", .brightBlack),
        ("none", AccentColor.none),
        ("WHITE", .white),
    ])
    func accentColoursAreFoundByName(name: String, color: AccentColor) {
        #expect(AccentColor(name: name) == color)
    }

    @Test func unknownColourNamesAreRejected() {
        #expect(AccentColor(name: "purple") == nil)
        #expect(AccentColor(name: "bright") == nil)
    }

    @Test func everyColourHasADistinctCode() {
        let styled = Set(AccentColor.allCases.map { ANSIStyle(isEnabled: true, accentColor: $0).accent("x") })
        #expect(styled.count == AccentColor.allCases.count)
        #expect(AccentColor.allCases.count == 17)
    }
}

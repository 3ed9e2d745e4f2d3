import Testing
import FortuneCore
import FortuneRender

@Suite struct StreamedTextTests {
    private func written(_ pieces: [String]) -> (shown: String, rest: String) {
        var text = StreamedText()
        let shown = pieces.map { text.append($0) }.joined()
        return (shown, text.remainder(of: Sanitizer.clean(pieces.joined())))
    }

    @Test func piecesAreWrittenAsTheyComeAndTheWholeIsTheSanitisedText() {
        let (shown, rest) = written(["Crow ", "early, ", "Rooster."])
        #expect(shown + rest == "Crow early, Rooster.")
    }

    @Test func anEscapeSequenceSplitAcrossPiecesNeverReachesTheOutput() {
        let pieces = ["Good \u{1B}]5", "2;c;SGVsbG8=", "\u{07}luck \u{1B}", "[2J", "today\u{9B}3", "1m!"]
        let (shown, rest) = written(pieces)
        for forbidden in ["\u{1B}", "\u{07}", "\u{9B}", "52;c", "[2J"] {
            #expect(!shown.contains(forbidden))
        }
        #expect(shown + rest == "Good luck today!")
    }

    @Test func aCharacterCompletedByALaterPieceStillEchoesTheRest() {
        // "👨" then a joiner and "👩": the last character grows, the scalars still extend.
        let (shown, rest) = written(["Hi 👨", "\u{200D}👩", " and more"])
        #expect(shown == "Hi 👨\u{200D}👩 and more")
        #expect(rest.isEmpty)
    }

    @Test func whatWasWithheldAtTheEndIsWrittenWithTheFinalText() {
        var text = StreamedText()
        #expect(text.append("Fine \u{1B}") == "Fine")
        #expect(text.remainder(of: "Fine day.") == " day.")
        #expect(text.remainder(of: "Another text") == "")
    }
}

import Testing
import FortuneCore

@Suite struct SanitizerTests {
    /// Scalars that must never reach a terminal from untrusted text.
    static let forbidden: [Unicode.Scalar] = [
        "\u{1B}", "\u{9B}", "\u{9D}", "\u{07}", "\r", "\u{202E}", "\u{08}", "\u{7F}",
    ]

    @Test(arguments: [
        ("copy \u{1B}]52;c;SGVsbG8=\u{07}this", "copy this"),
        ("copy \u{1B}]52;c;SGVsbG8=\u{1B}\\this", "copy this"),
        ("\u{1B}[2J\u{1B}[Hclean slate", "clean slate"),
        ("\u{1B}[1;31mred\u{1B}[0m alert", "red alert"),
        ("\u{9B}31mred text", "red text"),
        ("ring\u{07} the bell", "ring the bell"),
        ("abc\rxyz", "abc xyz"),
        ("back\u{08}\u{08}space", "backspace"),
        ("evil\u{202E}txt.exe", "eviltxt.exe"),
        ("\u{2066}isolated\u{2069} \u{200F}mark\u{061C}", "isolated mark"),
        ("visible words \u{1B}]0;new title", "visible words"),
        ("visible words \u{1B}[31", "visible words"),
        ("visible words \u{1B}", "visible words"),
        ("8-bit \u{9D}52;c;SGVsbG8=\u{9C}osc", "8-bit osc"),
        ("device \u{1B}Pq#0;2;0;0;0\u{1B}\\control", "device control"),
        ("app \u{1B}_Gf=100;AAAA\u{1B}\\program", "app program"),
        ("app \u{9F}payload\u{9C}program", "app program"),
        ("charset \u{1B}(Bswitch", "charset switch"),
        ("keypad \u{1B}=mode", "keypad mode"),
        ("del\u{7F}ete", "delete"),
        ("c1 \u{85}next\u{80}line", "c1 nextline"),
    ])
    func controlsAndEscapeSequencesAreRemoved(text: String, expected: String) {
        let cleaned = Sanitizer.clean(text)
        #expect(cleaned == expected)
        #expect(!cleaned.unicodeScalars.contains(where: Self.forbidden.contains))
    }

    @Test(arguments: [
        ("\u{301}\u{903}Crow at dawn.", "Crow at dawn."),
        ("  \u{200D}Crow at dawn.", "Crow at dawn."),
        ("Crow at dawn. \u{600}", "Crow at dawn."),
        ("Crow \u{600}\u{600}\n at dawn.", "Crow at dawn."),
        ("Crow at dawn.\u{600}", "Crow at dawn."),
        ("\u{600}", ""),
    ])
    func marksThatWouldJoinABorderOrPaddingAreDropped(text: String, expected: String) {
        #expect(Sanitizer.clean(text) == expected)
    }

    @Test func marksInsideTheTextAreKept() {
        #expect(Sanitizer.clean("Cafe\u{301} \u{600}12 a\u{903}b") == "Cafe\u{301} \u{600}12 a\u{903}b")
        #expect(Sanitizer.clean("Cafe\u{301} \u{600}12").unicodeScalars.count == 9)
    }

    @Test func newlinesAndTabsBecomeOneSpaceAndTheEndsAreTrimmed() {
        #expect(Sanitizer.clean("\n  first line\n\n\tsecond\r\nthird  \n") == "first line second third")
    }

    @Test func anUnterminatedStringSequenceRemovesTheRest() {
        #expect(Sanitizer.clean("keep \u{1B}]8;;http://example.com\u{1B}\\link\u{1B}]8;;") == "keep link")
        #expect(Sanitizer.clean("keep \u{1B}P unterminated device control string") == "keep")
        #expect(Sanitizer.clean("keep \u{9D} unterminated") == "keep")
    }

    @Test func anEscapeInsideAStringSequenceEndsItAndIsRemovedToo() {
        #expect(Sanitizer.clean("a\u{1B}]0;title\u{1B}[2Jb") == "ab")
    }

    @Test func aBrokenControlSequenceDoesNotSwallowTheText() {
        #expect(Sanitizer.clean("\u{1B}[12오늘의 운세") == "오늘의 운세")
    }

    @Test func textThatIsAlreadyCleanIsUnchanged() {
        let text = "닭띠 🐓 오늘은 좋은 날 — 👩‍👩‍👧 🇰🇷 e\u{301} 10\u{A0}km"
        #expect(Sanitizer.clean(text) == text)
        #expect(Sanitizer.cleanLine(text) == text)
    }

    @Test func aOneLineMessageIsCleanedTheSameWay() {
        #expect(
            Sanitizer.cleanLine("HTTP 500:\n\u{1B}[31minternal\u{1B}[0m\r\nerror\u{07}") == "HTTP 500: internal error")
    }

    @Test(arguments: [
        "\u{1B}]52;c;SGVsbG8=\u{07}",
        "\u{1B}[2J\u{1B}[H",
        "\u{9B}31m",
        "\u{07}",
        "abc\rxyz",
        "\u{202E}",
        "\u{1B}]0;unterminated",
        "\u{9D}0;title\u{9C}",
        "\u{1B}\u{1B}[[\u{9B}\u{9B}\u{1B}]\u{1B}\\",
    ])
    func nothingDangerousSurvivesBetweenWords(attack: String) {
        let cleaned = Sanitizer.clean("before " + attack + " after")
        #expect(!cleaned.unicodeScalars.contains(where: Self.forbidden.contains))
        #expect(cleaned.hasPrefix("before"))
        if !attack.contains("unterminated") { #expect(cleaned.hasSuffix("after")) }
    }
}

@Suite struct EchoedTextTests {
    @Test func longTextIsCutWithAnEllipsisAndShortTextIsKept() {
        let long = String(repeating: "a", count: 131_000)
        #expect(long.echoed == String(repeating: "a", count: long.longestEcho) + "…")
        #expect("bogus\u{1B}".echoed == "bogus\\e")
    }
}

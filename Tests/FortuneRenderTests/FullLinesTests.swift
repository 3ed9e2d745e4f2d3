import Testing
import FortuneCore
import FortuneRender

/// The box uses the width it is given: every line is exactly the width, and the text fills each
/// line as far as the next word allows, measured here without the renderer's own arithmetic.
/// A renderer one cell narrower (a border, a margin or the wrapping) fails these, golden files
/// or not.
@Suite struct FullLinesTests {
    /// Cells of text made of ASCII, Hangul syllables, the box's borders and the ellipsis, counted
    /// from the code points alone; nil for anything else, which these tests do not draw.
    static func cells(_ text: some StringProtocol) -> Int? {
        var total = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E, 0x2026, 0x2500...0x257F: total += 1
            case 0xAC00...0xD7A3: total += 2
            default: return nil
            }
        }
        return total
    }

    /// Texts of words only: English, Korean, and words of every length up to a line's.
    static let texts: [(Language, String)] = [
        (.english, WidgetSample.english),
        (.korean, WidgetSample.korean),
        (
            .english,
            "a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh iiiiiiiii jjjjjjjjjj kkkkkkkkkkk "
                + "l mm nnn oooo ppppp qqqqqq rrrrrrr ssssssss ttttttttt"
        ),
    ]

    static func card(_ text: String, language: Language) -> FortuneCard {
        FortuneCard(
            sign: .rooster, day: WidgetSample.day, state: .fortune,
            fortune: WidgetSample.fortune(text, language: language))
    }

    /// The text lines of a box: between `│ ` and ` │`, trailing spaces dropped.
    static func textLines(_ lines: [Substring]) -> [String] {
        lines.dropFirst().dropLast().map { line in
            var inner = String(line.dropFirst(2).dropLast(2))
            while inner.last == " " { inner.removeLast() }
            return inner
        }
    }

    @Test(arguments: [WidgetFamily.small, .medium, .large], Array(12...64))
    func everyLineIsTheWidthAndNoWordCouldHaveGoneUpALine(_ family: WidgetFamily, width: Int) throws {
        for (language, text) in Self.texts {
            let lines = FortuneWidgetView.render(Self.card(text, language: language), family: family, width: width)
                .split(separator: "\n", omittingEmptySubsequences: false)
            try #require(lines.count == family.height)
            // The top border holds the sign's emoji, which only the renderer's own measure knows.
            #expect(DisplayWidth.of(lines[0]) == width)
            for line in lines.dropFirst() {
                let measured = try #require(Self.cells(line), "only ASCII, Hangul and borders: \(line)")
                #expect(measured == width, "\(family) at \(width): \(line)")
            }
            let room = width - 4
            let inner = Self.textLines(lines).filter { !$0.isEmpty }
            for (line, next) in zip(inner, inner.dropFirst()) where !line.hasSuffix("…") {
                let word = next.split(separator: " ").first ?? ""
                let fits = try #require(Self.cells(line)) + 1 + (Self.cells(word) ?? 0) <= room
                #expect(!fits, "\(family) at \(width): \"\(word)\" fits after \"\(line)\"")
            }
        }
    }

    @Test(arguments: [WidgetFamily.small, .medium, .large])
    func aTextThatFitsIsDrawnWholeWordForWord(_ family: WidgetFamily) throws {
        for (language, text) in Self.texts {
            let lines = FortuneWidgetView.render(Self.card(text, language: language), family: family, width: 80)
                .split(separator: "\n", omittingEmptySubsequences: false)
            let drawn = Self.textLines(lines).joined(separator: " ")
            if !drawn.hasSuffix("…") {
                #expect(drawn.split(separator: " ") == text.split(separator: " "), "\(family): \(drawn)")
            }
        }
    }

    @Test func theFamiliesDrawAtTheirDocumentedSizesWhenNoWidthIsAsked() throws {
        let sizes: [(WidgetFamily, Int, Int)] = [(.small, 24, 8), (.medium, 48, 8), (.large, 48, 16)]
        for (family, width, height) in sizes {
            let lines = FortuneWidgetView.render(Self.card(WidgetSample.english, language: .english), family: family)
                .split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == height)
            for line in lines.dropFirst() {
                #expect(Self.cells(line) == width, "\(family): \(line)")
            }
        }
    }
}

// The sanitiser and the renderer: any text from a model, in every family, format and state,
// at any width, is drawn at exactly its width, with no control character a terminal or a
// bar would act on.
// seeds: Tests/FortuneRenderTests/Golden/* fuzz/Seeds/render/*
// seed-prefix: 2f00
import FoundationEssentials
import FortuneCore
import FortuneRender

enum FuzzTarget {
    static let day = CalendarDay(year: 2026, month: 11, day: 29)!

    /// The first byte is the width (and picks the sign and the widget's language), the second
    /// picks the state, the family and the format; the rest is the text, both as the fortune
    /// and as the failure.
    static func run(_ bytes: [UInt8]) {
        guard bytes.count >= 2 else { return }
        let width = Int(bytes[0]) % 90 + 1
        let selector = Int(bytes[1])
        let state = FortuneCard.State.allCases[selector % FortuneCard.State.allCases.count]
        let family = WidgetFamily.allCases[selector / 6 % WidgetFamily.allCases.count]
        let format = WidgetFormat.allCases[selector / 24 % WidgetFormat.allCases.count]
        let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
        let language = Language.allCases[Int(bytes[0]) / 12 % Language.allCases.count]

        let clean = Sanitizer.clean(text)
        check(isSafeLine(clean), "the sanitiser left a control: \(clean.debugDescription)")
        check(Sanitizer.clean(clean) == clean, "cleaning twice changes the text")

        let card = FortuneCard(
            sign: Sign.allCases[Int(bytes[0]) % 12], day: day, state: state,
            fortune: FortuneCard.Fortune(text: text, day: day), failure: text
        )
        if format == .text {
            let lines = FortuneWidgetView.lines(card, family: family, width: width, language: language)
            for line in lines {
                check(isSafeLine(line), "a drawn line holds a control: \(line.debugDescription)")
                if family == .inline {
                    check(
                        DisplayWidth.of(line) <= width,
                        "an inline line of \(DisplayWidth.of(line)) cells at width \(width)")
                } else {
                    check(
                        DisplayWidth.of(line) == width,
                        "a box line of \(DisplayWidth.of(line)) cells at width \(width): \(line)")
                }
            }
            if family != .inline {
                check(lines.count == family.height, "a box of \(lines.count) lines, not \(family.height)")
            }
            return
        }
        let output = FortuneWidgetView.render(card, family: family, format: format, width: width, language: language)
        check(
            !output.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) },
            "\(format) output holds an escape: \(output.debugDescription)")
        if format == .json || format == .waybar {
            check(
                (try? JSONDecoder().decode(JSONValue.self, from: Data(output.utf8))) != nil,
                "\(format) output is not JSON: \(output)")
            check(!output.contains("\n"), "\(format) output is not one line, as JSON Lines needs: \(output)")
        } else {
            check(
                isSafeLine(output) || format == .i3blocks,
                "\(format) output is not one safe line: \(output.debugDescription)")
        }
    }
}

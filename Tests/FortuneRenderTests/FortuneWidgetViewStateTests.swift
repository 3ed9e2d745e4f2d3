import Testing
import FortuneCore
import FortuneRender
import FortuneZodiac

/// What each state says, and colour that never changes the layout.
@Suite struct FortuneWidgetViewStateTests {
    static let coloured = ANSIStyle(isEnabled: true, accentColor: .yellow)

    @Test(arguments: WidgetSample.allCases, WidgetFamily.allCases)
    func colourAddsEscapeSequencesButNoCells(sample: WidgetSample, family: WidgetFamily) {
        let plain = sample.render(family: family)
        let coloured = sample.render(family: family, style: Self.coloured)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[") || !family.isBox)
        let plainLines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        let colouredLines = coloured.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(colouredLines.count == plainLines.count)
        for (plainLine, colouredLine) in zip(plainLines, colouredLines) {
            #expect(DisplayWidth.of(colouredLine) == DisplayWidth.of(plainLine))
        }
        if family.isBox {
            #expect(colouredLines.allSatisfy { DisplayWidth.of($0) == family.width })
        }
    }

    @Test func theInlineLineColoursItsLabelsAndKeepsTheTextPlain() {
        let stale = WidgetSample.staleYesterday.render(family: .inline, style: Self.coloured)
        #expect(stale.hasPrefix("🐓 \u{1B}[2m(yesterday)\u{1B}[22m \u{1B}[2mA good day"))
        #expect(stale.hasSuffix("putting…\u{1B}[22m") || stale.hasSuffix("have…\u{1B}[22m"))
        #expect(
            WidgetSample.fortuneEnglish.render(family: .inline, style: Self.coloured)
                == WidgetSample.fortuneEnglish.render(family: .inline))
    }

    @Test func theBorderTakesTheAccentColour() {
        let box = WidgetSample.fortuneEnglish.render(family: .small, style: Self.coloured)
        #expect(box.hasPrefix("\u{1B}[33m╭"))
        let noAccent = WidgetSample.fortuneEnglish.render(family: .small, style: ANSIStyle(isEnabled: true))
        #expect(noAccent.hasPrefix("╭"))
    }

    @Test func aFortuneShowsTheSignTheDateAndTheText() {
        let box = WidgetSample.fortuneEnglish.render(family: .large)
        #expect(box.hasPrefix("╭─ 🐓 Rooster ─"))
        #expect(box.contains(" 2026-11-28 ─╯"))
        #expect(box.contains("│ A good day to sign the contract you have     │"))
    }

    @Test func aKoreanFortuneIsTitledInKorean() {
        #expect(WidgetSample.fortuneKorean.render(family: .medium).hasPrefix("╭─ 🐕 개띠 ─"))
    }

    @Test func textLongerThanTheBoxEndsWithAnEllipsis() {
        let lines = WidgetSample.fortuneEnglish.render(family: .small).split(separator: "\n")
        #expect(lines[6] == "│ doors; a friend…     │")
        #expect(WidgetSample.fortuneEnglish.render(family: .inline, width: 30).hasSuffix("…"))
    }

    @Test func aStaleFortuneIsMarkedWithItsDay() {
        #expect(WidgetSample.staleYesterday.render(family: .medium).contains(" (yesterday) ─╯"))
        #expect(WidgetSample.staleKorean.render(family: .medium).contains(" (2026-11-25) ─╯"))
        #expect(WidgetSample.staleYesterday.render(family: .inline).hasPrefix("🐓 (yesterday) A good day"))
    }

    @Test func aStaleFortuneAcrossAMonthAndAYearIsStillYesterday() {
        let fortune = WidgetSample.fortune("Last year's words.", day: CalendarDay(year: 2025, month: 12, day: 31)!)
        let entry = FortuneCard(
            sign: .rooster, day: CalendarDay(year: 2026, month: 1, day: 1)!, state: .stale, fortune: fortune)
        #expect(FortuneWidgetView.render(entry, family: .inline).hasPrefix("🐓 (yesterday)"))
    }

    @Test(arguments: Sign.allCases)
    func aHiddenFortuneShowsTheSignsPictureAndNotTheText(sign: Sign) {
        let entry = WidgetSample.entry(
            .hidden, sign: sign, fortune: WidgetSample.fortune(WidgetSample.english, sign: sign))
        for family in [WidgetFamily.small, .medium, .large] {
            let box = FortuneWidgetView.render(entry, family: family)
            for artLine in sign.art.split(separator: "\n") {
                #expect(box.contains(artLine), "\(family) \(artLine)")
            }
            #expect(!box.contains("contract"))
        }
        #expect(FortuneWidgetView.render(entry, family: .inline) == "\(sign.emoji) \(sign.englishName)")
    }

    @Test func noFortuneYetHintsAtRefresh() {
        #expect(WidgetSample.empty.render(family: .small).contains("fortune refresh"))
        #expect(WidgetSample.empty.render(family: .inline) == "🐅 no fortune yet: fortune refresh")
    }

    @Test func aFailureSaysWhyOnOneLineInline() {
        let line = WidgetSample.failed.render(family: .inline, width: 200)
        #expect(line == "🐒 refresh failed: \(WidgetSample.failure)")
        #expect(WidgetSample.failed.render(family: .medium).contains("│ Refresh failed:"))
    }

    @Test func aFailureMessageIsCleanedToOneLine() {
        let entry = WidgetSample.entry(.failed, failure: "server said\n\u{1B}[31mno\u{1B}[0m\r\nmore")
        #expect(FortuneWidgetView.render(entry, family: .inline) == "🐓 refresh failed: server said no more")
    }

    @Test func aPlaceholderIsBarsWithoutWords() {
        let box = WidgetSample.placeholder.render(family: .medium)
        #expect(box.contains("▆"))
        #expect(!box.contains("Rooster") && !box.contains("2026"))
        let inline = WidgetSample.placeholder.render(family: .inline)
        #expect(inline.allSatisfy { $0 == "▆" || $0 == " " })
    }

    @Test func withoutASignTheWidgetHintsAtPick() {
        #expect(WidgetSample.noSign.render(family: .medium).contains("fortune pick SIGN"))
        #expect(WidgetSample.noSign.render(family: .inline) == "🔮 pick a sign: fortune pick SIGN")
    }

    @Test func linesAreTheTextFormatSplit() throws {
        let entry = try #require(WidgetSample.fortuneEmoji.entry)
        #expect(
            FortuneWidgetView.lines(entry, family: .large, width: 33).joined(separator: "\n")
                == FortuneWidgetView.render(entry, family: .large, width: 33))
    }
}

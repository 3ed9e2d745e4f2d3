import FoundationEssentials
import Testing
import FortuneRender
import FortuneCore

/// A good fortune shown although the last refresh failed: the fortune keeps its place, with its
/// day and a mark, in every family and format; the reason goes to the tooltip and the colours.
@Suite struct FailureMarkTests {
    static let yesterday = CalendarDay(year: 2026, month: 11, day: 27)!
    static let text = "Small courtesies open big doors."

    static func card(_ state: FortuneCard.State, failure: String? = WidgetSample.failure) -> FortuneCard {
        let day = state == .stale ? yesterday : WidgetSample.day
        return WidgetSample.entry(state, fortune: WidgetSample.fortune(text, day: day), failure: failure)
    }

    struct Waybar: Decodable {
        let text: String
        let tooltip: String
        let `class`: String
    }

    @Test(arguments: [FortuneCard.State.stale, .fortune], WidgetFamily.allCases)
    func theFortuneStaysInEveryFamilyWithTheMark(_ state: FortuneCard.State, family: WidgetFamily) {
        let drawn = FortuneWidgetView.render(Self.card(state), family: family)
        #expect(drawn.contains("Small"), "\(drawn)")
        #expect(drawn.contains("⚠"), "\(drawn)")
        #expect(!drawn.contains("429"), "the reason is not the widget's text: \(drawn)")
        if family.isBox {
            #expect(drawn.contains("fortune status"), "\(drawn)")
        }
        if state == .stale {
            #expect(drawn.contains("yesterday"), "\(drawn)")
        }
    }

    @Test func theSentenceIsTheMarkTheDayAndTheText() {
        #expect(FortuneWidgetView.sentence(Self.card(.stale)) == "⚠ (yesterday) \(Self.text)")
        #expect(FortuneWidgetView.sentence(Self.card(.fortune)) == "⚠ \(Self.text)")
        #expect(FortuneWidgetView.sentence(Self.card(.stale, failure: nil)) == "(yesterday) \(Self.text)")
    }

    @Test func waybarPutsTheReasonInTheTooltipAndFailedInTheClass() throws {
        let output = FortuneWidgetView.render(Self.card(.stale), family: .inline, format: .waybar)
        let waybar = try JSONDecoder().decode(Waybar.self, from: Data(output.utf8))
        #expect(waybar.class == "stale failed")
        #expect(waybar.text.hasPrefix("🐓 ⚠ (yesterday) Small"))
        #expect(waybar.tooltip.contains("429"))
        let today = FortuneWidgetView.render(Self.card(.fortune), family: .inline, format: .waybar)
        #expect(try JSONDecoder().decode(Waybar.self, from: Data(today.utf8)).class == "fortune failed")
    }

    @Test func everyBarShowsTheFortuneInRedWhereItTakesAColour() {
        let card = Self.card(.stale)
        let i3blocks = FortuneWidgetView.render(card, family: .inline, format: .i3blocks)
            .split(separator: "\n").map(String.init)
        #expect(i3blocks.first?.hasPrefix("🐓 ⚠ (yesterday) Small") == true)
        #expect(i3blocks.last == "#CD0000")
        #expect(
            FortuneWidgetView.render(card, family: .inline, format: .tmux)
                == "#[fg=#CD0000]🐓 ⚠ (yesterday) \(Self.text)#[fg=default]")
        #expect(
            FortuneWidgetView.render(card, family: .inline, format: .polybar)
                == "%{F#CD0000}🐓 ⚠ (yesterday) \(Self.text)%{F-}")
    }

    @Test func withoutAFortuneTheFailureIsStillTheLine() {
        let card = WidgetSample.entry(.failed, failure: WidgetSample.failure)
        #expect(FortuneWidgetView.sentence(card).hasPrefix("refresh failed: Gemini answered 429"))
    }

    @Test(arguments: Language.allCases)
    func theBoxSaysWhereToReadWhyInEveryLanguage(_ language: Language) {
        let card = WidgetSample.entry(
            .stale,
            fortune: WidgetSample.fortune(WidgetSample.text(in: language), day: Self.yesterday, language: language),
            failure: WidgetSample.failure)
        let box = FortuneWidgetView.render(card, family: .large, language: language)
        let see = WidgetWords.of(language).refreshFailedSee("fortune status")
        #expect(box.contains(String(see.prefix(4))), "\(box)")
        #expect(box.contains("fortune status"), "\(box)")
    }
}

import FoundationEssentials
import Testing
import FortuneRender
import FortuneCore

/// tmux and polybar colour the states as i3blocks does, around the escaped line; the bars'
/// text follows `barFormat`; a configuration that cannot be read is one line in each format.
@Suite struct BarMarkupTests {
    static let yesterday = CalendarDay(year: 2026, month: 11, day: 27)!
    static let stale = WidgetSample.entry(.stale, fortune: WidgetSample.fortune("Luck #1 %{F#f00}", day: yesterday))
    static let hidden = WidgetSample.entry(.hidden, fortune: WidgetSample.fortune("x"))
    static let today = WidgetSample.entry(.fortune, fortune: WidgetSample.fortune("Luck #1"))
    static let failed = WidgetSample.entry(.failed, failure: "boom")

    @Test func tmuxGreysAStaleFortuneAndKeepsItsHashesEscaped() {
        #expect(
            FortuneWidgetView.render(Self.stale, family: .inline, format: .tmux)
                == "#[fg=#7F7F7F]🐓 (yesterday) Luck ##1 %{F##f00}#[fg=default]")
    }

    @Test func polybarGreysAStaleFortuneAndKeepsItsTagsBroken() {
        #expect(
            FortuneWidgetView.render(Self.stale, family: .inline, format: .polybar)
                == "%{F#7F7F7F}🐓 (yesterday) Luck #1 % {F#f00}%{F-}")
    }

    @Test func aFailureIsRedAndTheHiddenPictureTakesTheAccent() {
        let accent = ANSIStyle(isEnabled: false, accentColor: AccentColor(name: "yellow")!)
        #expect(FortuneWidgetView.render(Self.failed, family: .inline, format: .tmux).hasPrefix("#[fg=#CD0000]"))
        #expect(FortuneWidgetView.render(Self.failed, family: .inline, format: .polybar).hasPrefix("%{F#CD0000}"))
        #expect(
            FortuneWidgetView.render(Self.hidden, family: .inline, format: .tmux, style: accent)
                == "#[fg=#CDCD00]🐓 Rooster#[fg=default]")
        #expect(
            FortuneWidgetView.render(Self.hidden, family: .inline, format: .polybar, style: accent)
                == "%{F#CDCD00}🐓 Rooster%{F-}")
    }

    @Test func todaysFortuneKeepsTheBarsOwnColour() {
        #expect(FortuneWidgetView.render(Self.today, family: .inline, format: .tmux) == "🐓 Luck ##1")
        #expect(FortuneWidgetView.render(Self.today, family: .inline, format: .polybar) == "🐓 Luck #1")
    }

    @Test func theBarFormatFillsInTheSignTheIconAndTheLine() throws {
        let format = try #require(BarFormat("{sign}: {line} {icon}"))
        #expect(
            FortuneWidgetView.render(Self.today, family: .inline, format: .polybar, barFormat: format)
                == "Rooster: Luck #1 🐓")
        #expect(
            FortuneWidgetView.render(Self.today, family: .inline, format: .tmux, barFormat: format)
                == "Rooster: Luck ##1 🐓")
        let i3blocks = FortuneWidgetView.render(Self.today, family: .inline, format: .i3blocks, barFormat: format)
        #expect(i3blocks.hasPrefix("Rooster: Luck #1 🐓\n"))
        let waybar = FortuneWidgetView.render(Self.stale, family: .inline, format: .waybar, barFormat: format)
        #expect(waybar.contains(#""text":"Rooster: (yesterday) Luck #1 %{F#f00} 🐓""#), "\(waybar)")
        let state = try #require(BarFormat("[{state}] {line}"))
        #expect(
            FortuneWidgetView.render(Self.stale, family: .inline, format: .tmux, barFormat: state)
                .contains("[stale] (yesterday)"))
    }

    @Test func anEmptyPlaceholderTakesItsSpaceAway() throws {
        let format = try #require(BarFormat("{icon} {line}"))
        #expect(format == .standard)
        let ascii = FortuneWidgetView.render(
            Self.today, family: .inline, format: .polybar, charset: .ascii,
            barFormat: try #require(BarFormat("{icon} {sign}")))
        #expect(ascii == "Rooster")
    }

    @Test func theBarFormatIsFittedToTheWidth() throws {
        let format = try #require(BarFormat("{sign} {sign} {sign} {line}"))
        let line = FortuneWidgetView.render(Self.today, family: .inline, format: .polybar, width: 20, barFormat: format)
        #expect(DisplayWidth.of(line) <= 20)
        #expect(line.hasPrefix("Rooster Rooster"))
    }

    @Test(arguments: ["{nope}", "{line} {Icon}"])
    func anUnknownPlaceholderIsRefused(_ template: String) {
        #expect(BarFormat(template) == nil)
    }

    @Test func controlAndBidiBytesWrittenInTheBarFormatReachNoBar() throws {
        let format = try #require(BarFormat("\u{1B}]52;c;SGk=\u{07}\u{1B}[2J\u{0}\u{202E}{sign}\u{2066}: {line}\u{9B}"))
        for bar in WidgetFormat.allCases.filter(\.isStatusBar) {
            let output = FortuneWidgetView.render(Self.today, family: .inline, format: bar, barFormat: format)
            let raw = output.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                    || [0x202E, 0x2066].contains($0.value)
            }
            #expect(raw.isEmpty, "\(bar): \(output.debugDescription)")
            #expect(output.contains("Rooster"), "\(bar): \(output)")
        }
    }

    /// Each `{` is read once: a template of twenty thousand braces is parsed in one pass (read
    /// from each brace to the far `}`, a hundred thousand took minutes, and every command reads
    /// the configuration; bench/bar-format.sh times it).
    @Test func aTemplateOfManyBracesIsReadInOnePass() throws {
        let braces = String(repeating: "{", count: 20_000) + "} {line}"
        let format = try #require(BarFormat(braces))
        let line = FortuneWidgetView.render(
            Self.today, family: .inline, format: .tmux, width: 40_000, barFormat: format)
        #expect(line == String(repeating: "{", count: 20_000) + "} Luck ##1")
        #expect(BarFormat(String(repeating: "{line", count: 10_000) + "}") != nil)
    }

    @Test func bracesThatNameNoPlaceholderAreText() throws {
        let format = try #require(BarFormat("{ {line} } {1}"))
        #expect(
            FortuneWidgetView.render(Self.today, family: .inline, format: .polybar, barFormat: format)
                == "{ Luck #1 } {1}")
    }

    @Test(arguments: [WidgetFormat.waybar, .i3blocks, .tmux, .polybar])
    func aConfigurationErrorIsOneLineInTheBarsOwnFormat(_ format: WidgetFormat) throws {
        let output = FortuneWidgetView.renderError(
            "/home/u/.config/fortune/config.json: not JSON", family: .inline, format: format,
            day: CalendarDay(year: 2026, month: 11, day: 29)!)
        switch format {
        case .waybar:
            #expect(!output.contains("\n"))
            let object = try JSONDecoder().decode([String: String].self, from: Data(output.utf8))
            #expect(object["class"] == "error")
            #expect(object["text"] == "⚠ configuration error: see fortune doctor")
            #expect(object["tooltip"]?.contains("not JSON") == true)
        case .i3blocks:
            #expect(output == "⚠ configuration error: see fortune doctor\n⚠ fortune\n#CD0000")
        case .tmux:
            #expect(output == "#[fg=#CD0000]⚠ configuration error: see fortune doctor#[fg=default]")
        default:
            #expect(output == "%{F#CD0000}⚠ configuration error: see fortune doctor%{F-}")
        }
    }
}

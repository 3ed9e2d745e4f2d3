import FoundationEssentials
import Testing
import FortuneRender
import FortuneCore

/// Each output format parses as its reader expects, and carries nothing but text.
@Suite struct FortuneWidgetViewFormatTests {
    /// What `--format json` writes, as a reader decodes it.
    struct EntryJSON: Decodable, Equatable {
        let sign: String?
        let state: String
        let day: String?
        let fortuneDay: String?
        let text: String?
        let failure: String?
        let model: String?
        let family: String
        let width: Int
        let lines: [String]
    }

    static let attacks =
        "Before \u{1B}]52;c;SGVsbG8=\u{07}clipboard \u{1B}[2Jclear \u{9B}31mred bell\u{07} "
        + "car\rriage \u{202E}desrever after"
    static let forbidden: [Unicode.Scalar] = ["\u{1B}", "\u{9B}", "\u{07}", "\r", "\u{202E}"]

    static func entry(text: String, state: FortuneCard.State = .fortune, failure: String? = nil) -> FortuneCard {
        WidgetSample.entry(state, fortune: WidgetSample.fortune(text), failure: failure)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test(arguments: WidgetFormat.allCases, WidgetFamily.allCases)
    func noControlSequenceFromTheFortuneOrTheFailureReachesTheOutput(format: WidgetFormat, family: WidgetFamily) throws
    {
        for state in [FortuneCard.State.fortune, .stale, .failed] {
            let entry = Self.entry(text: Self.attacks, state: state, failure: Self.attacks)
            let output = FortuneWidgetView.render(entry, family: family, format: format)
            #expect(!output.unicodeScalars.contains(where: Self.forbidden.contains), "\(state) \(output)")
            #expect(!output.contains("SGVsbG8"))
            if format == .json {
                let decoded = try Self.decode(EntryJSON.self, output)
                let fields = [decoded.text, decoded.failure].compactMap { $0 } + decoded.lines
                #expect(!fields.joined().unicodeScalars.contains(where: Self.forbidden.contains))
                #expect(!output.contains("\\u001b") && !output.contains("\\u0007"))
            }
        }
    }

    @Test(arguments: ["\u{903}abc", "abc \u{600}", "\u{600}", "p ick sign\n\u{4}\u{600}"], WidgetFamily.allCases)
    func marksAtTheEdgesOfTheTextLeaveEveryBoxLineItsWidth(text: String, family: WidgetFamily) {
        guard family != .inline else { return }
        for state in [FortuneCard.State.fortune, .failed] {
            let lines = FortuneWidgetView.lines(
                Self.entry(text: text, state: state, failure: text), family: family, width: 48)
            #expect(lines.map(DisplayWidth.of) == Array(repeating: 48, count: lines.count), "\(state) \(lines)")
        }
    }

    @Test func theSanitisedTextKeepsItsWords() throws {
        let output = FortuneWidgetView.render(Self.entry(text: Self.attacks), family: .inline, format: .json)
        #expect(
            try Self.decode(EntryJSON.self, output).text == "Before clipboard clear red bell car riage desrever after")
    }

    @Test(arguments: WidgetSample.allCases)
    func waybarWritesOneObjectWithItsFourKeys(sample: WidgetSample) throws {
        let output = sample.render(family: .inline, format: .waybar)
        #expect(!output.contains("\n"))
        let object = try Self.decode([String: String].self, output)
        #expect(Set(object.keys) == ["text", "alt", "tooltip", "class"])
        // A good fortune shown although the last refresh failed is marked in the class.
        let marked = sample.entry?.failure != nil && sample.entry?.state != .failed
        #expect(object["class"] == (sample.entry?.state.rawValue ?? "nosign") + (marked ? " failed" : ""))
        #expect(object["alt"] == sample.entry?.sign.rawValue ?? "nosign")
        #expect(object["text"] == WaybarFormat().escape(sample.render(family: .inline)))
        #expect(!(object["tooltip"] ?? "").isEmpty)
    }

    @Test func waybarEscapesPangoMarkupInTextAndTooltip() throws {
        let entry = Self.entry(text: "Be <b>bold</b> & 'brave'")
        let object = try Self.decode(
            [String: String].self, FortuneWidgetView.render(entry, family: .inline, format: .waybar))
        #expect(object["text"] == "🐓 Be &lt;b&gt;bold&lt;/b&gt; &amp; &#39;brave&#39;")
        #expect(object["tooltip"]?.hasSuffix("\n\nBe &lt;b&gt;bold&lt;/b&gt; &amp; &#39;brave&#39;") == true)
    }

    @Test func waybarTooltipHoldsTheWholeFortuneWhileTheTextIsCut() throws {
        let entry = Self.entry(text: WidgetSample.english)
        let object = try Self.decode(
            [String: String].self, FortuneWidgetView.render(entry, family: .inline, format: .waybar, width: 20))
        #expect(object["text"].map { DisplayWidth.of($0) <= 20 } == true)
        #expect(object["text"]?.hasSuffix("…") == true)
        #expect(object["tooltip"]?.contains(WidgetSample.english) == true)
    }

    @Test func tmuxDoublesEveryHash() {
        let output = FortuneWidgetView.render(
            Self.entry(text: "Lucky #7 #[fg=red]#(reboot)"), family: .inline, format: .tmux)
        #expect(output == "🐓 Lucky ##7 ##[fg=red]##(reboot)")
        #expect(!output.replacing("##", with: "").contains("#"))
    }

    @Test func polybarNeutralisesFormattingTags() {
        let output = FortuneWidgetView.render(
            Self.entry(text: "%{A1:rm -rf ~:}click%{A} %{F#f00}red"), family: .inline, format: .polybar)
        #expect(!output.contains("%{"))
        #expect(output.contains("click"))
    }

    @Test func i3blocksWritesFullTextShortTextAndAColour() {
        let lines = WidgetSample.fortuneEnglish.render(
            family: .inline, format: .i3blocks, style: ANSIStyle(isEnabled: false, accentColor: .yellow)
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0] == Substring(WidgetSample.fortuneEnglish.render(family: .inline)))
        #expect(lines[1] == "🐓 Rooster")
        #expect(lines[2] == "#CDCD00")
    }

    @Test func i3blocksColoursAFailureRedAndLeavesTheColourOutWithoutAnAccent() {
        let failed = WidgetSample.failed.render(family: .inline, format: .i3blocks).split(separator: "\n")
        #expect(failed.last == "#CD0000")
        let plain = WidgetSample.fortuneEnglish.render(family: .inline, format: .i3blocks).split(separator: "\n")
        #expect(plain.count == 2)
    }

    @Test(arguments: WidgetSample.allCases)
    func jsonDecodesWithTheEntryAndItsPlainLines(sample: WidgetSample) throws {
        let style = ANSIStyle(isEnabled: true, accentColor: .red)
        let decoded = try Self.decode(
            EntryJSON.self, sample.render(family: .small, format: .json, style: style, width: 30))
        #expect(decoded.state == sample.entry?.state.rawValue ?? "nosign")
        #expect(decoded.sign == sample.entry?.sign.rawValue)
        #expect(decoded.family == "small" && decoded.width == 30)
        #expect(decoded.lines == sample.render(family: .small, width: 30).split(separator: "\n").map(String.init))
        #expect(!decoded.lines.joined().contains("\u{1B}"))
    }

    @Test func jsonCarriesTheFortuneTheFailureAndTheModel() throws {
        let stale = try Self.decode(EntryJSON.self, WidgetSample.staleYesterday.render(family: .medium, format: .json))
        #expect(
            stale
                == EntryJSON(
                    sign: "rooster", state: "stale", day: "2026-11-28", fortuneDay: "2026-11-27",
                    text: WidgetSample.english, failure: nil, model: "gemini-2.5-flash", family: "medium", width: 48,
                    lines: WidgetSample.staleYesterday.render(family: .medium).split(separator: "\n").map(String.init)
                ))
        let failed = try Self.decode(EntryJSON.self, WidgetSample.failed.render(family: .inline, format: .json))
        #expect(failed.failure == WidgetSample.failure && failed.text == nil && failed.model == nil)
    }

    @Test func jsonWritesNullRatherThanLeavingKeysOut() {
        let output = WidgetSample.placeholder.render(family: .inline, format: .json)
        #expect(output.contains("\"text\":null"))
        #expect(output.contains("\"failure\":null"))
    }

    @Test(arguments: FortuneCard.State.allCases)
    func jsonIsOneCompactLineSoAStreamOfItIsJSONLines(state: FortuneCard.State) {
        let card = FortuneCard(
            sign: .rooster, day: CalendarDay(year: 2026, month: 11, day: 30)!, state: state,
            fortune: .init(text: "Line one.\nLine two.", day: CalendarDay(year: 2026, month: 11, day: 29)!))
        for family in WidgetFamily.allCases {
            let output = FortuneWidgetView.render(card, family: family, format: .json)
            #expect(!output.contains("\n") && !output.contains("\u{0C}"))
            #expect(output.hasPrefix("{") && output.hasSuffix("}"))
        }
    }

    @Test(arguments: [WidgetFormat.tmux, .polybar])
    func barLinesAreAsWideAsTheFamilyAllowsAndNeverABox(format: WidgetFormat) {
        let small = WidgetSample.fortuneKorean.render(family: .small, format: format)
        #expect(!small.contains("\n") && !small.contains("╭"))
        #expect(DisplayWidth.of(small) <= WidgetFamily.small.width)
        #expect(
            DisplayWidth.of(WidgetSample.fortuneKorean.render(family: .inline, format: format))
                > WidgetFamily.small.width)
    }

    @Test(arguments: WidgetFormat.allCases.filter(\.isStatusBar))
    func barFormatsNeverCarryEscapeSequences(format: WidgetFormat) {
        let style = ANSIStyle(isEnabled: true, accentColor: .green)
        for sample in WidgetSample.allCases {
            #expect(!sample.render(family: .inline, format: format, style: style).contains("\u{1B}"))
        }
    }
}

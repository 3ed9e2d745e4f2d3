import Testing
import FortuneRender
import FortuneCore

/// Every format of `StatusBarFormats.all`, fed hostile text through the whole rendering, in
/// every state: what the bar reads (``BarReader``) shows the text as text, with no markup the
/// bar would act on but the state's colour, no control or bidi character, the bar's own record
/// shape, and a line no wider than asked (but for what the escaping adds after fitting).
@Suite struct StatusBarConformanceTests {
    /// Text a model or a server might send, meant to be acted on by a bar or a terminal.
    struct Hostile: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// A word after the attack that the bar must show, so the attack was not cut away.
        let witness: String?

        var testDescription: String { name }

        static let all = [
            Hostile(
                name: "Pango markup",
                text: #"<span foreground="red" size="x-large">big</span> <b>&</b> 'q' "d" &amp; &#60;i&#62; pango"#,
                witness: "pango"),
            Hostile(
                name: "polybar tags",
                text: "%{A1:rm -rf ~:}click%{A} %{F#f00}red%{F-} %%{B#fff}back %{u#f00}%{+u}line% polybar",
                witness: "polybar"),
            Hostile(
                name: "tmux formats",
                text: "#(rm -rf ~) #[fg=red,bg=blue]red #{session_name} #H #S ##[x] # tmux",
                witness: "tmux"),
            Hostile(
                name: "i3blocks lines",
                text: "full text\nshort text\n#FF0000\r\n#00FF00\u{2028}i3blocks",
                witness: "i3blocks"),
            Hostile(
                name: "xmobar and lemonbar markup",
                text: "<fc=#ff0000>red</fc> <action=`reboot`>click</action> <raw=3:abc/> %{B#f00}lemon xmobar",
                witness: "xmobar"),
            Hostile(
                name: "control bytes",
                text:
                    "a\u{1B}[2Jb \u{1B}]52;c;SGVsbG8=\u{07}c \u{0}d\re\nf\u{7F}g \u{9B}31mh \u{85}i\u{9D}0;x\u{9C} controls",
                witness: "controls"),
            Hostile(
                name: "bidi controls",
                text: "\u{202E}evil\u{202C} \u{2066}i\u{2067}j\u{2068}k\u{2069} \u{200F}\u{061C}\u{202A}l bidi",
                witness: "bidi"),
            Hostile(
                name: "10,000 characters",
                text: String(
                    String(repeating: "<b>#(x)%{A1:y:}&\u{202E}'\n", count: 10_000 / 20 + 1).prefix(10_000)),
                witness: nil),
        ]
    }

    /// One output of a format, and how it was drawn.
    struct Render: Sendable {
        let label: String
        let output: String
        /// The most cells the line may take.
        let width: Int
        /// Whether the hostile text is on the line, so the witness must show.
        let showsText: Bool
    }

    static let formats = WidgetFormat.allCases.filter(\.isStatusBar)
    static let day = CalendarDay(year: 2026, month: 11, day: 29)!
    static let accent = ANSIStyle(isEnabled: false, accentColor: .yellow)

    /// `text` as the fortune and the failure in every state, as a configuration error, through a
    /// custom `barFormat`, in ASCII, at the widest `--width`, the inline and the small widths.
    static func renders(of text: String, in format: WidgetFormat) throws -> [Render] {
        let fortune = FortuneCard.Fortune(text: text, day: day, model: text)
        let custom = try #require(BarFormat("{sign}: {line} [{state}] {icon}"))
        var renders: [Render] = []
        for (family, width) in [(WidgetFamily.inline, 1000), (.inline, 60), (.small, 24)] {
            func add(_ label: String, _ state: FortuneCard.State, failure: String? = nil, shows: Bool = true) {
                let card = FortuneCard(sign: .rooster, day: day, state: state, fortune: fortune, failure: failure)
                for (style, charset) in [(ANSIStyle.plain, TextCharset.unicode), (accent, .ascii)] {
                    renders.append(
                        Render(
                            label: "\(label) \(charset) w\(width)",
                            output: FortuneWidgetView.render(
                                card, family: family, format: format, style: style, width: width, charset: charset),
                            width: width, showsText: shows))
                }
            }
            add("fortune", .fortune)
            add("fortune with the failure mark", .fortune, failure: text)
            add("stale", .stale)
            add("stale with the failure mark", .stale, failure: text)
            add("failed", .failed, failure: text, shows: false)
            add("hidden", .hidden, shows: false)
            add("empty", .empty, failure: text, shows: false)
            add("placeholder", .placeholder, shows: false)
            renders.append(
                Render(
                    label: "configuration error w\(width)",
                    output: FortuneWidgetView.renderError(text, family: family, format: format, width: width, day: day),
                    width: width, showsText: false))
            renders.append(
                Render(
                    label: "barFormat w\(width)",
                    output: FortuneWidgetView.render(
                        FortuneCard(sign: .rooster, day: day, state: .fortune, fortune: fortune), family: family,
                        format: format, width: width, barFormat: custom),
                    width: width, showsText: true))
        }
        return renders
    }

    /// C0 controls, DEL, C1 controls and the bidi controls: what a terminal or a bar acts on.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Test func everyFormatOfTheTableHasItsReader() {
        let names = StatusBarFormats.all.map(\.name)
        #expect(names.filter { BarReader.byName[$0] == nil } == [])
        #expect(Set(names).count == names.count, "two formats of one name")
        #expect(Set(BarReader.byName.keys) == Set(names), "a reader for a format that is not in the table")
    }

    @Test(arguments: formats, Hostile.all)
    func hostileTextReachesTheBarAsTextOnly(format: WidgetFormat, hostile: Hostile) async throws {
        let reader = try #require(BarReader.byName[format.rawValue])
        // Ten thousand characters drawn in every state and read back take seconds: on a thread
        // of their own, so that the tests that wait on the cooperative pool are not held up.
        let text = hostile.text
        let readings = try await DedicatedThread.run {
            Result { try Self.renders(of: text, in: format).map { ($0, reader.read($0.output)) } }
        }.get()
        for (render, reading) in readings {
            let context = Comment(rawValue: "\(render.label): \(render.output.prefix(300).debugDescription)")
            // A line break is the reader's to judge: i3blocks' record is three lines.
            #expect(!render.output.unicodeScalars.contains { Self.isForbidden($0) && $0 != "\n" }, context)
            #expect(!reading.line.unicodeScalars.contains(where: Self.isForbidden), context)
            #expect(!reading.others.joined().unicodeScalars.contains { Self.isForbidden($0) && $0 != "\n" }, context)
            #expect(reading.problems == [], context)
            #expect(reading.liveMarkup == [], context)
            #expect(DisplayWidth.of(reading.line) <= render.width + reading.escapeCells, context)
            #expect(!reading.line.isEmpty, context)
            if let witness = hostile.witness, render.showsText, render.width == 1000 {
                #expect(reading.line.contains(witness), context)
            }
        }
    }
}

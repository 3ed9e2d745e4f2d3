import FortuneCore
import FortuneZodiac

/// What the widget says in one state, before it is laid out: words and their emphasis, not
/// cells.
///
/// Every family and format is drawn from the same content, so a state reads the same in a box,
/// a status bar and its tooltip. Untrusted text (the fortune, the failure, the model's name)
/// is cleaned here, once, before anything measures or escapes it.
struct WidgetContent {
    /// How a piece of text is emphasised when colour is on.
    enum Tone {
        case plain, dim, bold, accent
    }

    /// One part of a box's body, top to bottom.
    enum Block {
        /// Text wrapped to the box's width.
        case paragraph(String, Tone)
        /// The main text: wrapped, and given the rows the other blocks leave, ending with "…"
        /// when it needs more.
        case flexible(String, Tone)
        case blank
        /// A command to run, after its label when both fit on one line, alone when not, so a
        /// command is never split between lines when it fits on one.
        case hint(label: String, command: String, Tone)
        /// The sign's picture, with its name in the language and its other names beside it
        /// when there is room.
        case art(Sign, name: String, otherNames: String)
        /// Redacted-looking bars, as WidgetKit draws a placeholder.
        case bars
    }

    /// The state's name: the card's state, or `nosign` when no sign is picked.
    var stateName: String
    /// Whether a good fortune is shown although the last refresh failed: the failure is then
    /// a mark beside the fortune, and the reason goes to the tooltip.
    var showsFailureMark = false
    /// The state's name with `failed` after it when the fortune carries the failure mark, as
    /// Waybar's `class` and the bars' colours read it: `stale failed`.
    var className: String { showsFailureMark ? stateName + " failed" : stateName }
    /// The card drawn, when there is one; what the JSON format reports.
    var card: FortuneCard?
    /// The day shown: the card's, or today's before a sign is picked.
    var day: CalendarDay
    /// The cleaned fortune text, when the card carries a fortune.
    var text: String?
    /// The cleaned reason of the last failure, when there was one.
    var failure: String?

    var title: String
    var footer: String
    /// Emphasis of the title and footer.
    var labelTone: Tone = .bold
    var body: [Block] = []
    /// Whether the body sits in the middle of the box rather than at its top.
    var centred = false

    /// The one-line form, as parts joined by spaces (none beside full-width punctuation): the
    /// emoji, a label, the text.
    var inline: [(text: String, tone: Tone)] = []
    /// The picture at the start of the one-line form (the sign's emoji), or nothing.
    var icon: String { inline.first.map { $0.text == emoji && !emoji.isEmpty ? $0.text : "" } ?? "" }
    /// The one-line form without its picture: what bare `fortune` prints.
    var sentence: String {
        let parts = inline.map(\.text)
        let sentence = PhraseSpacing.joined(icon.isEmpty ? parts : Array(parts.dropFirst()))
        return charset == .ascii ? ASCIIFallback.drawing(sentence) : sentence
    }
    /// The sign's name in the widget's language; empty before a sign is picked.
    var signName = ""
    /// The one-line form when a bar has little room (i3blocks' short text).
    var shortInline: String
    /// Everything worth reading on hover, several lines, plain.
    var tooltip = ""

    static let refreshHint = "fortune refresh"
    static let showHint = "fortune show"
    static let signsHint = "fortune signs"
    static let statusHint = "fortune status"

    /// The language of the widget's own words and of the sign's name.
    var language: Language
    /// What the terminal or bar can show: in ASCII, no emoji and no drawing characters.
    var charset: TextCharset
    /// The picture of the sign (or of no sign yet); empty in ASCII.
    var emoji: String
    /// The mark of a fortune shown although the last refresh failed.
    var failureMark: String { charset == .ascii ? ASCIIFallback.failureMark : "⚠" }
    /// The widget's own words in `language`.
    var words: WidgetWords { WidgetWords.of(language) }

    /// What `card` shows.
    ///
    /// The parts every state shares are set here, then the state's own part sets the rest and
    /// replaces what it draws differently.
    /// - Parameter language: the widget's words and the sign's name; by default the fortune's
    ///   language, else English.
    /// - Parameter charset: in ASCII, the emoji are left out, of the fortune's text too.
    init(card: FortuneCard, language: Language? = nil, charset: TextCharset = .unicode) {
        let sign = card.sign
        let text = card.fortune.map { fortune in
            let cleaned = Sanitizer.clean(fortune.text)
            return charset == .ascii ? ASCIIFallback.withoutEmoji(cleaned) : cleaned
        }
        let state: FortuneCard.State =
            switch card.state {
            case .fortune, .stale: text == nil ? .empty : card.state
            default: card.state
            }
        let language = language ?? card.fortune?.language ?? .english
        let name = sign.name(in: language)

        let emoji = charset == .ascii ? "" : sign.emoji(in: language)
        self.language = language
        self.charset = charset
        self.emoji = emoji
        signName = name
        day = card.day
        stateName = state.rawValue
        self.card = card
        self.text = text
        failure = card.failure.map { Sanitizer.cleanLine($0) }.flatMap { $0.isEmpty ? nil : $0 }
        title = Self.joined(emoji, name)
        footer = card.day.description
        shortInline = title

        switch state {
        case .fortune: showFortune(text ?? "")
        case .stale: showEarlierFortune(text ?? "", of: card.fortune?.day ?? card.day)
        case .hidden: showPicture(of: sign)
        case .empty: showNoFortune()
        case .failed: showFailure()
        case .placeholder: showPlaceholder()
        }
    }

    /// Today's fortune.
    private mutating func showFortune(_ text: String) {
        body = [.flexible(text, .plain)]
        inline = [(emoji, .plain), (text, .plain)]
        tooltip = "\(heading)\n\n\(text)"
        markFailure()
    }

    /// An earlier day's fortune, dimmed and dated, while today's is missing.
    private mutating func showEarlierFortune(_ text: String, of fortuneDay: CalendarDay) {
        let when = words.bracketed(Self.relativeDay(fortuneDay, to: day, yesterday: words.yesterday))
        footer = when
        body = [.flexible(text, .dim)]
        inline = [(emoji, .plain), (when, .dim), (text, .dim)]
        tooltip = "\(title) · \(Self.joined("\(fortuneDay)", when))\n\n\(text)"
        if failure == nil {
            tooltip += "\n\n" + words.noFortuneYetRun(Self.refreshHint)
        }
        markFailure()
    }

    /// When the last refresh failed, the fortune shown keeps its place: a mark goes before it
    /// on one line, a last line in a box says where to read why, and the tooltip gives the
    /// reason.
    private mutating func markFailure() {
        guard let failure else { return }
        showsFailureMark = true
        body.append(.paragraph("\(failureMark) \(words.refreshFailedSee(Self.statusHint))", .accent))
        inline.insert((failureMark, .accent), at: inline.isEmpty ? 0 : 1)
        tooltip += "\n\n\(words.lastRefreshFailed(said(failure)))\n\(Self.joined(words.retry, Self.refreshHint))"
    }

    /// The sign's picture and names instead of the fortune.
    private mutating func showPicture(of sign: Sign) {
        // The other names are in Hangul and Han, which ASCII cannot show.
        let others = charset == .ascii ? "" : Self.otherNames(of: sign, besides: language)
        body = [.art(sign, name: signName, otherNames: others)]
        centred = true
        inline = [(emoji, .plain), (signName, .accent)]
        shortInline = emoji.isEmpty ? signName : emoji
        tooltip = "\(title)\(others.isEmpty ? "" : " · " + others)\n\n" + words.fortuneHiddenRun(Self.showHint)
    }

    /// No fortune yet today: the command that gets one.
    private mutating func showNoFortune() {
        body = [
            .paragraph(words.noFortuneYet, .plain), .blank, .hint(label: words.run, command: Self.refreshHint, .bold),
        ]
        inline = [(emoji, .plain), (words.noFortuneYetShort, .dim), (Self.refreshHint, .bold)]
        tooltip = "\(heading)\n\n\(words.noFortuneYetRun(Self.refreshHint))"
    }

    /// Why today's refresh failed, and the command to try again.
    private mutating func showFailure() {
        let reason = failure.map(said) ?? words.unknownError
        body = [
            .paragraph(words.refreshFailed, .accent), .flexible(reason, .plain),
            .blank, .hint(label: words.retry, command: Self.refreshHint, .dim),
        ]
        inline = [(emoji, .plain), (words.refreshFailedShort, .accent), (reason, .plain)]
        tooltip = "\(heading)\n\n\(words.lastRefreshFailed(reason))\n\n\(Self.joined(words.retry, Self.refreshHint))"
    }

    /// Redaction bars where the words will be, before anything is read.
    private mutating func showPlaceholder() {
        title = Self.redacted(cells: 10)
        footer = Self.redacted(cells: 10)
        labelTone = .dim
        body = [.bars]
        inline = [(Self.redactedWords(cells: 36), .dim)]
        shortInline = Self.redacted(cells: 8)
        tooltip = words.loading
    }

    /// A failure as the widget says it: a common one in one line of the widget's language, any
    /// other by its message in that language, else in its own words.
    private func said(_ failure: String) -> String {
        FailureReason(message: failure).flatMap(words.failure)
            ?? Message.kept(failure, card?.failureMessage?.cleanedLine, in: language)
    }

    /// The first line of a tooltip: the sign and the day.
    private var heading: String { "\(title) · \(day)" }

    /// The parts that are not empty, joined by spaces (none beside full-width punctuation): the
    /// emoji and a name, when in ASCII there is no emoji.
    static func joined(_ parts: String...) -> String {
        PhraseSpacing.joined(parts)
    }

    /// The sign's names in other scripts, for the hidden state: English shows the Korean and
    /// the Chinese character; the other languages, which show no English, the Chinese character
    /// (in Japanese the year's earthly branch, as almanacs write it) and the earthly branch.
    static func otherNames(of sign: Sign, besides language: Language) -> String {
        switch language {
        case .english: "\(sign.koreanName)띠 · \(sign.chineseCharacter)"
        case .korean, .traditionalChinese: "\(sign.chineseCharacter) · \(sign.branch)"
        case .japanese: "\(sign.branch)年"
        case .simplifiedChinese: "\(sign.simplifiedChineseCharacter) · \(sign.branch)"
        }
    }

    /// A run of redaction bars `cells` wide.
    static func redacted(cells: Int) -> String {
        String(repeating: "▆", count: max(0, cells))
    }

    /// Bars broken like words, `cells` wide: a line of redacted text.
    /// - Parameter offset: where in the pattern of word lengths to start, so lines differ.
    static func redactedWords(cells: Int, offset: Int = 0) -> String {
        let wordLengths = [2, 6, 4, 8, 3, 5, 7, 4, 6]
        var words: [String] = []
        // The cells taken, counting the space before the next word.
        var used = 0
        for index in offset... {
            let room = cells - used
            guard room > 0 else { break }
            let length = min(wordLengths[index % wordLengths.count], room)
            words.append(redacted(cells: length))
            used += length + 1
        }
        return words.joined(separator: " ")
    }

    /// `yesterday` when `day` is the day before `today`, otherwise the date itself.
    static func relativeDay(_ day: CalendarDay, to today: CalendarDay, yesterday: String) -> String {
        daysSinceEpoch(today) - daysSinceEpoch(day) == 1 ? yesterday : day.description
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`), so days can be compared across months and years.
    private static func daysSinceEpoch(_ day: CalendarDay) -> Int {
        let year = day.month <= 2 ? day.year - 1 : day.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (day.month + (day.month > 2 ? -3 : 9)) + 2) / 5 + day.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

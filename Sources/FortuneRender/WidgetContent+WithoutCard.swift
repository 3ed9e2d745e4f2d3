import FortuneCore

/// What the widget shows without a card: before a sign is picked, and in a bar when the
/// configuration cannot be read.
extension WidgetContent {
    /// The picture of the widget before any sign is picked, in the place of the sign's emoji.
    static let noSignEmoji = "🔮"

    /// What the widget shows before any sign is picked: the hint to pick one.
    init(noSignOn day: CalendarDay, language: Language, charset: TextCharset) {
        let words = WidgetWords.of(language)
        let emoji = charset == .ascii ? "" : Self.noSignEmoji
        self.language = language
        self.charset = charset
        self.emoji = emoji
        self.day = day
        stateName = "nosign"
        title = Self.joined(emoji, words.noSignTitle)
        footer = day.description
        body = [.paragraph(words.noSignYet, .plain), .blank, .hint(label: words.run, command: words.pickHint, .bold)]
        inline = [(emoji, .plain), (words.pickASignShort, .dim), (words.pickHint, .bold)]
        shortInline = Self.joined(emoji, words.pickASign)
        tooltip = words.noSignYetRun(words.pickHint, Self.signsHint)
    }

    /// What a status bar shows when the configuration cannot be read: a mark and the command
    /// that says why on the line, the reason in the tooltip; state `error`.
    init(error reason: String, on day: CalendarDay, language: Language, charset: TextCharset) {
        let words = WidgetWords.of(language)
        self.language = language
        self.charset = charset
        emoji = ""
        self.day = day
        stateName = Self.errorState
        failure = Sanitizer.cleanLine(reason)
        let mark = charset == .ascii ? ASCIIFallback.failureMark : "⚠"
        let line = words.configurationError(Self.doctorHint)
        title = "\(mark) fortune"
        footer = day.description
        body = [.paragraph(line, .accent)]
        inline = [(mark, .accent), (line, .plain)]
        shortInline = "\(mark) fortune"
        tooltip = "\(failure ?? "")\n\n\(line)"
    }

    /// The state's name when the configuration cannot be read.
    static let errorState = "error"
    static let doctorHint = "fortune doctor"
}

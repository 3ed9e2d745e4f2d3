public import FortuneCore
import FortuneZodiac

/// The fortune widget, drawn as text: each family in each state, in each output format.
///
/// Rendering is a pure function of the card, so `fortune widget` draws once and a live host
/// can draw again whenever its timeline moves or the terminal is resized:
///
///     let draw = { (card: FortuneCard, columns: Int) in
///         FortuneWidgetView.render(card, family: .medium, style: style,
///                                  width: WidgetFamily.medium.width(fittingColumns: columns))
///     }
///
/// The fortune and the failure are untrusted text: they are cleaned with ``Sanitizer`` before
/// they are measured, and escaped for each bar's markup after.
public enum FortuneWidgetView {
    /// The widget for `card`, without a final newline.
    ///
    /// - Parameters:
    ///   - family: the box, or `inline` for one line. In a status bar's format the widget is
    ///     always one line; a box family then only sets the line's greatest width.
    ///   - format: `text` by default.
    ///   - style: colour for the `text` format (default: none). The other formats never carry
    ///     escape sequences; i3blocks takes its colour line from the accent.
    ///   - width: cells; default the family's width. A box keeps its height and rewraps.
    ///   - language: the widget's own words and the sign's name (``WidgetWords``); by default
    ///     the fortune's language, else English. The fortune's text is drawn as written.
    ///   - charset: what the terminal or bar shows (``TextCharset/fromLocale(_:)``): in ASCII,
    ///     no emoji and an ASCII box, in every format but `json`'s data.
    ///   - barFormat: the status bars' text (``BarFormat``); the widget's line by default.
    public static func render(
        _ card: FortuneCard,
        family: WidgetFamily,
        format: WidgetFormat = .text,
        style: ANSIStyle = .plain,
        width: Int? = nil,
        language: Language? = nil,
        charset: TextCharset = .unicode,
        barFormat: BarFormat = .standard
    ) -> String {
        render(
            WidgetContent(card: card, language: language, charset: charset), family: family, format: format,
            style: style, width: width, barFormat: barFormat)
    }

    /// The widget's lines in a terminal: the box's lines, each exactly `width` cells, or the one
    /// inline line.
    public static func lines(
        _ card: FortuneCard,
        family: WidgetFamily,
        style: ANSIStyle = .plain,
        width: Int? = nil,
        language: Language? = nil,
        charset: TextCharset = .unicode
    ) -> [String] {
        lines(
            WidgetContent(card: card, language: language, charset: charset), family: family, style: style,
            width: width ?? family.width)
    }

    /// The widget's one-line form in full, without the sign's emoji and never cut: what bare
    /// `fortune` prints, so a shell greeting says what the widget and the bars say. Today's
    /// fortune is its text alone; an earlier day's is marked `(yesterday)` or with its date;
    /// none is the hint to run `fortune refresh`. A fortune shown although the last refresh
    /// failed starts with the failure mark, `⚠` (`!` in ASCII).
    /// - Parameters:
    ///   - language: the widget's own words, as in ``render(_:family:format:style:width:language:charset:barFormat:)``.
    ///   - charset: in ASCII, no emoji.
    public static func sentence(_ card: FortuneCard, language: Language? = nil, charset: TextCharset = .unicode)
        -> String
    {
        WidgetContent(card: card, language: language, charset: charset).sentence
    }

    /// The one-line form of the widget when no sign is picked: the hint to run
    /// `fortune pick SIGN`, in `language`'s words.
    public static func noSignSentence(
        on day: CalendarDay, language: Language = .english, charset: TextCharset = .unicode
    ) -> String {
        WidgetContent(noSignOn: day, language: language, charset: charset).sentence
    }

    /// What the widget shows when no sign is picked and none was given: the hint to run
    /// `fortune pick SIGN`, as a box, a line, a bar's text, or JSON with state `nosign`.
    /// - Parameters:
    ///   - day: the date in the box's footer: today, on the command's clock.
    ///   - language: the widget's words; default English.
    public static func renderNoSign(
        family: WidgetFamily,
        format: WidgetFormat = .text,
        style: ANSIStyle = .plain,
        width: Int? = nil,
        day: CalendarDay,
        language: Language = .english,
        charset: TextCharset = .unicode,
        barFormat: BarFormat = .standard
    ) -> String {
        render(
            WidgetContent(noSignOn: day, language: language, charset: charset), family: family, format: format,
            style: style,
            width: width, barFormat: barFormat)
    }

    /// What a status bar shows when the configuration cannot be read, in the bar's own format
    /// (never a blank bar): a mark and "configuration error: see fortune doctor" on the line,
    /// `reason` in Waybar's tooltip, state and class `error`, red where the bar takes a colour.
    /// - Parameters:
    ///   - reason: the error, one line; untrusted, cleaned here.
    ///   - language: the widget's words; the configuration's cannot be known, so the locale's.
    public static func renderError(
        _ reason: String,
        family: WidgetFamily,
        format: WidgetFormat,
        width: Int? = nil,
        day: CalendarDay,
        language: Language = .english,
        charset: TextCharset = .unicode
    ) -> String {
        render(
            WidgetContent(error: reason, on: day, language: language, charset: charset), family: family, format: format,
            style: .plain, width: width, barFormat: .standard)
    }

    private static func render(
        _ content: WidgetContent,
        family: WidgetFamily,
        format: WidgetFormat,
        style: ANSIStyle,
        width: Int?,
        barFormat: BarFormat
    ) -> String {
        let width = max(0, width ?? family.width)
        switch format {
        case .text:
            return lines(content, family: family, style: style, width: width).joined(separator: "\n")
        case .json:
            return EntryJSON.encode(
                content, family: family, width: width,
                lines: lines(content, family: family, style: .plain, width: width))
        case .bar(let bar):
            // The line goes fitted, plain and not yet escaped: the format escapes every text.
            let line = barLine(content, width: width, barFormat: barFormat)
            func encode(_ format: some StatusBarFormat) -> String {
                let shortWidth = min(width, WidgetFamily.small.width)
                return format.encode(
                    BarLine(format, content: content, line: line, shortWidth: shortWidth, accent: style.accentColor))
            }
            return encode(bar)
        }
    }

    /// A status bar's text: `barFormat` filled in from the content, fitted to `width` cells.
    private static func barLine(_ content: WidgetContent, width: Int, barFormat: BarFormat) -> String {
        let line =
            barFormat == .standard
            ? WidgetLayout.line(content, width: width, style: .plain)
            : WidgetLayout.fitLine(barFormat.text(for: content), width: width)
        return content.charset == .ascii ? ASCIIFallback.drawing(line) : line
    }

    private static func lines(_ content: WidgetContent, family: WidgetFamily, style: ANSIStyle, width: Int) -> [String]
    {
        let lines =
            family.isBox
            ? WidgetLayout.box(content, width: width, height: family.height, style: style)
            : [WidgetLayout.line(content, width: width, style: style)]
        return content.charset == .ascii ? lines.map(ASCIIFallback.drawing) : lines
    }
}

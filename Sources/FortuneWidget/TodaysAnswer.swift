public import FortuneCore
public import FortuneStore
import FortuneRender

/// What bare `fortune` says for a sign today, worked out once: `today` prints its line or
/// encodes it, `status` shows the same line.
///
/// The line is the widget's, in full and in the configured language, for the entry as if it
/// were shown: hiding concerns the widget only, never what `fortune` prints. Encoded, every key
/// is present, an absent value as `null`.
public struct TodaysAnswer: Sendable, Hashable, Encodable {
    /// The sign spoken of; nil before one is picked, or when the store could not be read.
    public let sign: Sign?
    /// Today.
    public let day: CalendarDay
    /// The entry's state (`fortune`, `stale`, `empty`, `failed`), or `nosign`. A good
    /// fortune is `fortune` or `stale` even when the last refresh failed; `failed` is a
    /// failure with no fortune stored.
    public let state: String
    /// The widget's one line: what `fortune` prints.
    public let line: String
    /// The fortune the line quotes, today's or an earlier day's, sanitised.
    public let text: String?
    /// That fortune's day.
    public let fortuneDay: CalendarDay?
    /// The service that wrote it.
    public let source: ModelService?
    /// The model that wrote it, one line.
    public let model: String?
    /// Why today's refresh failed, one line.
    public let failure: String?

    /// The answer for `sign` (default: the stored one) at `time`, in `language`.
    /// - Parameters:
    ///   - document: what the store holds; nil when it could not be read, and then the answer
    ///     is the one for nothing stored, naming no sign.
    ///   - charset: what the terminal shows; in ASCII the line has no emoji.
    public init(
        document: StoreDocument?, sign: Sign? = nil, language: Language, charset: TextCharset = .unicode, time: Int
    ) {
        day = CalendarDay(localTime: time)
        let sign = sign ?? document?.sign
        guard sign != nil || document == nil else {
            self.sign = nil
            state = "nosign"
            line = FortuneWidgetView.noSignSentence(on: day, language: language, charset: charset)
            (text, fortuneDay, source, model, failure) = (nil, nil, nil, nil, nil)
            return
        }
        // The entry as if shown; with nothing read, any sign's card gives the line for nothing
        // stored.
        var shown = document ?? StoreDocument()
        shown.showFortune = true
        let entry = FortuneEntry(document: shown, sign: sign ?? .rat, time: time)
        self.sign = sign
        state = entry.state.rawValue
        line = FortuneWidgetView.sentence(entry.card, language: language, charset: charset)
        text = entry.fortune.map { Sanitizer.clean($0.text) }
        fortuneDay = entry.fortune?.day
        source = entry.fortune?.source
        model = entry.fortune.map { Sanitizer.cleanLine($0.model) }
        failure = entry.failure.map(Sanitizer.cleanLine)
    }
}

public import FortuneCore

/// What the widget draws at one moment: the render layer's own input.
///
/// The widget layer makes one from its timeline entry (`FortuneEntry.card`), so rendering
/// depends on no store record and no model: the same card draws the same text anywhere.
public struct FortuneCard: Sendable, Hashable {
    /// The widget's visible states.
    public enum State: String, Sendable, Hashable, Codable, CaseIterable {
        /// Today's fortune.
        case fortune
        /// The sign's picture instead of the text (`fortune hide`).
        case hidden
        /// No fortune yet today: a hint to run `fortune refresh`.
        case empty
        /// An earlier day's fortune, marked as such, while today's is missing.
        case stale
        /// Today's refresh failed and there is nothing newer to show: the reason, one line.
        case failed
        /// Shown before anything is read: no data at all.
        case placeholder
    }

    /// The fortune on the card. Untrusted text: the view cleans it before measuring it.
    public struct Fortune: Sendable, Hashable {
        public var text: String
        /// The day the fortune was written for: today's, or an earlier day's when stale.
        public var day: CalendarDay
        public var language: Language
        /// The model that wrote it, as the JSON format reports it; may be empty.
        public var model: String

        public init(text: String, day: CalendarDay, language: Language = .english, model: String = "") {
            self.text = text
            self.day = day
            self.language = language
            self.model = model
        }
    }

    public var sign: Sign
    /// The day the card is for (today when it was made).
    public var day: CalendarDay
    public var state: State
    public var fortune: Fortune?
    /// Why the last refresh failed, one line in English; untrusted too.
    public var failure: String?
    /// The same failure as a message, said in the widget's language; nil when only the text
    /// is known. Untrusted too.
    public var failureMessage: Message?

    public init(
        sign: Sign, day: CalendarDay, state: State, fortune: Fortune? = nil, failure: String? = nil,
        failureMessage: Message? = nil
    ) {
        self.sign = sign
        self.day = day
        self.state = state
        self.fortune = fortune
        self.failure = failure
        self.failureMessage = failureMessage
    }
}

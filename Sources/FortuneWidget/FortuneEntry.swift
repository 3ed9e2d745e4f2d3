public import FortuneRender
public import FortuneCore
public import FortuneStore

/// What the fortune widget shows at one moment: the entry of its timeline.
public struct FortuneEntry: TimelineEntry, Sendable, Hashable {
    /// The widget's visible states, as the render layer draws them.
    public typealias State = FortuneCard.State

    public let date: Int
    /// The fortune shown, as the store keeps it: today's, or an earlier day's when stale.
    /// Untrusted text.
    public let fortune: StoredFortune?
    /// What the view draws for this entry: the render layer's input, without the store's record.
    public let card: FortuneCard

    public var sign: Sign { card.sign }
    /// The day the entry is for (today when it was made).
    public var day: CalendarDay { card.day }
    public var state: State { card.state }
    /// Why the last refresh failed, when it failed today for this sign, in English, as JSON
    /// reports it. A good fortune stored (today's or an earlier day's) is still the one shown,
    /// marked with the failure; the state is `failed` only when there is none.
    public var failure: String? { card.failure }

    /// An entry; `failureMessage` is the failure as a message, to be said in the widget's
    /// language, when more than its English text is known.
    public init(
        date: Int, sign: Sign, day: CalendarDay, state: State, fortune: StoredFortune? = nil, failure: String? = nil,
        failureMessage: Message? = nil
    ) {
        self.date = date
        self.fortune = fortune
        card = FortuneCard(
            sign: sign, day: day, state: state,
            fortune: fortune.map {
                FortuneCard.Fortune(text: $0.text, day: $0.day, language: $0.language, model: $0.model)
            },
            failure: failure, failureMessage: failureMessage)
    }

    /// The entry for `sign` at `time` given what the store holds.
    ///
    /// Only `sign`'s fortunes are considered, never another sign's: the app this ports kept
    /// showing the old sign's fortune after the sign was changed.
    public init(document: StoreDocument, sign: Sign, time: Int) {
        let today = CalendarDay(localTime: time)
        let latest = document.fortunes
            .filter { $0.sign == sign && $0.day <= today }
            .max { $0.day < $1.day }
        let lastError = document.lastError.flatMap { error in
            error.day == today && (error.sign == nil || error.sign == sign) ? error : nil
        }
        let failure = lastError?.message
        let state: State
        if !document.showFortune {
            state = .hidden
        } else if let latest, latest.day == today {
            state = .fortune
        } else if latest != nil {
            state = .stale
        } else if failure != nil {
            state = .failed
        } else {
            state = .empty
        }
        self.init(
            date: time, sign: sign, day: today, state: state, fortune: latest, failure: failure,
            failureMessage: lastError?.said)
    }
}

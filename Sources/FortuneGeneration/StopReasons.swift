import FortuneCore

/// The reasons a service gives for ending an answer, and what each means for the fortune: one
/// table, read both when an answer is put together and when its error is worded.
///
/// A reason the table does not name (a safety stop, a recitation, one invented next year) ends
/// the answer with an error at once: only an answer the service says it finished is a fortune.
public struct StopReasons: Sendable, Hashable {
    /// What a reason means for the answer.
    public enum Kind: Sendable, Hashable {
        /// The model finished its answer.
        case finished
        /// The answer was cut at its token limit: its whole sentences may still make a fortune.
        case cutShort
        /// The service stopped the model for another reason; the answer must not be shown.
        case refused
    }

    /// The reasons that end a finished answer, as the service spells them.
    public let finished: Set<String>
    /// The reasons that say the answer was cut at its token limit; the first names such a cut
    /// in messages.
    public let cutShort: [String]

    /// - Precondition: `cutShort` is not empty: every service cuts an answer somewhere.
    public init(finished: Set<String>, cutShort: [String]) {
        precondition(!cutShort.isEmpty, "a service names the reason it gives for a cut answer")
        self.finished = finished
        self.cutShort = cutShort
    }

    /// The reason a message gives for an answer cut at its token limit.
    public var cutShortReason: String { cutShort[0] }

    /// What `reason` means; any reason not in the table is a refusal.
    public func kind(of reason: String) -> Kind {
        if finished.contains(reason) { return .finished }
        if cutShort.contains(reason) { return .cutShort }
        return .refused
    }

    /// What to do when the answer ended for `reason` without a fortune.
    func remedy(for reason: String) -> Message {
        switch kind(of: reason) {
        case .cutShort: Message("error.generation.raiseTokens")
        case .finished, .refused: Message("error.generation.tryAgainOffline")
        }
    }
}

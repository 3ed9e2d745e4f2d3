import FortuneCore

/// The answer of a chat service being put together, from one response or a stream's pieces:
/// the visible text without `<think>` blocks, why the model stopped, what it cost.
///
/// Keeps a fortune within its `FortuneLength`: an answer cut at its token limit, or longer than
/// the fortune may be, keeps its whole sentences that fit, and is refused when none does.
/// Refuses what is not a fortune: one the server stopped for another reason than finishing,
/// one with no text once cleaned.
struct ChatAnswer {
    private(set) var text = ""
    private var filter = ThinkTagFilter()
    private var finishReason: String?
    private var usage: TokenUsage?
    private var modelVersion: String?
    /// Whether the model was stopped at its token limit, mid-sentence perhaps.
    private var cutShort = false
    private let service: ServiceDescriptor
    private let length: FortuneLength

    init(service: ServiceDescriptor, length: FortuneLength) {
        self.service = service
        self.length = length
    }

    /// Adds a piece of the answer and returns what it adds to the visible text: never more
    /// than the fortune's length in all, since no more of it is kept.
    mutating func add(_ piece: String) -> String {
        let visible = filter.add(piece)
        return shown(visible)
    }

    /// Adds `visible` to the text and returns the part of it within the length limit.
    private mutating func shown(_ visible: String) -> String {
        let room = max(0, length.characters - text.count)
        text += visible
        return String(visible.prefix(room))
    }

    /// Whether the text already runs past the length limit: what follows would not be kept, so
    /// a stream need not be read further.
    var isFull: Bool { text.count > length.characters }

    /// Notes why the model stopped, what the answer cost and who answered, as far as said.
    /// - Throws: `GenerationError` when the model stopped for a reason that leaves no fortune.
    mutating func note(finishReason reason: String?, usage: TokenUsage? = nil, model: String? = nil) throws {
        if let usage { self.usage = usage }
        if let model, !model.isEmpty { modelVersion = model }
        guard let reason, !reason.isEmpty else { return }
        finishReason = reason
        switch service.stopReasons.kind(of: reason) {
        case .finished: return
        case .cutShort: cutShort = true
        case .refused: throw GenerationError.stopped(finishReason: reason, service: service)
        }
    }

    /// Whether the service said why it stopped, or the text is already past its limit.
    var isFinished: Bool { finishReason != nil || isFull }

    /// Ends the text: adds what was held back as a possible tag and turned out to be text, and
    /// returns it, so that a stream shows it like any other piece.
    mutating func end() -> String {
        shown(filter.finish())
    }

    /// The finished generation, its text within the length limit.
    /// - Throws: `GenerationError` when nothing is left to show, or no whole sentence fits.
    mutating func finish() throws -> Generation {
        _ = end()
        guard !text.allSatisfy(\.isWhitespace) else {
            throw GenerationError.noText(.blank, service: service)
        }
        guard let fitted = length.fitted(text, cutShort: cutShort || isFull) else {
            if isFull { throw GenerationError.tooLong(limit: length.characters, service: service) }
            throw GenerationError.stopped(
                finishReason: finishReason ?? service.stopReasons.cutShortReason, service: service)
        }
        return Generation(text: fitted, finishReason: finishReason, modelVersion: modelVersion, usage: usage)
    }
}

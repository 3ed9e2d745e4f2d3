import FortuneCore

/// The answer of a chat service being put together, from one response or a stream's pieces:
/// the visible text without `<think>` blocks, why the model stopped, what it cost.
///
/// Refuses what is not a fortune: an answer cut at its length limit (half a sentence), one the
/// server stopped for another reason than finishing, one with no text once cleaned.
struct ChatAnswer {
    private(set) var text = ""
    private var filter = ThinkTagFilter()
    private var finishReason: String?
    private var usage: TokenUsage?
    private var modelVersion: String?
    private let service: ServiceDescriptor

    init(service: ServiceDescriptor) {
        self.service = service
    }

    /// Adds a piece of the answer and returns what it adds to the visible text.
    mutating func add(_ piece: String) -> String {
        let shown = filter.add(piece)
        text += shown
        return shown
    }

    /// Notes why the model stopped, what the answer cost and who answered, as far as said.
    /// - Throws: `GenerationError` when the model stopped for a reason that leaves no fortune.
    mutating func note(finishReason reason: String?, usage: TokenUsage? = nil, model: String? = nil) throws {
        if let usage { self.usage = usage }
        if let model, !model.isEmpty { modelVersion = model }
        guard let reason, !reason.isEmpty else { return }
        finishReason = reason
        switch reason {
        case "stop", "eos", "end_turn", "stop_sequence": return
        default: throw GenerationError.stopped(finishReason: reason, service: service)
        }
    }

    /// Whether the service said why it stopped.
    var isFinished: Bool { finishReason != nil }

    /// Ends the text: adds what was held back as a possible tag and turned out to be text, and
    /// returns it, so that a stream shows it like any other piece.
    mutating func end() -> String {
        let rest = filter.finish()
        text += rest
        return rest
    }

    /// The finished generation.
    /// - Throws: `GenerationError` when nothing is left to show.
    mutating func finish() throws -> Generation {
        _ = end()
        guard !text.allSatisfy(\.isWhitespace) else {
            throw GenerationError.noText("nothing but blanks or thinking", service: service)
        }
        return Generation(text: text, finishReason: finishReason, modelVersion: modelVersion, usage: usage)
    }
}

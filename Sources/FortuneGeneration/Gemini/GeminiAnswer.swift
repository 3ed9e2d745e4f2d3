import FoundationEssentials
import FortuneCore

/// The answer being put together from one response, or from the responses of a stream.
///
/// Decides what is shown: text parts that are not thoughts, and only while the model's finish
/// reason allows it (the row's `stopReasons`). A blocked prompt, a SAFETY or RECITATION stop (even after some text: the
/// service withdraws that text), or an answer with nothing to show is an error, never text.
/// An answer cut at MAX_TOKENS, or longer than the fortune's `FortuneLength`, keeps its whole
/// sentences that fit, and is refused when none does: half a sentence is not a fortune.
struct GeminiAnswer {
    private(set) var text = ""
    private(set) var finishReason: String?
    private var modelVersion: String?
    private var usage: TokenUsage?
    private var retirement: ModelRetirement?
    private var sawCandidate = false
    private var sawFunctionCall = false
    private var sawThought = false
    private let model: String
    private let length: FortuneLength
    /// The row whose stop reasons and name the answer is read and its errors worded with.
    private static let service = ServiceDescriptor.gemini

    /// - Parameters:
    ///   - model: the model asked for, for error messages.
    ///   - length: how long the fortune may be.
    init(model: String, length: FortuneLength) {
        self.model = model
        self.length = length
    }

    /// Whether the text already runs past the length limit: what follows is not kept.
    private var isFull: Bool { text.count > length.characters }

    /// Decodes one response body or stream event.
    ///
    /// Strict JSON first, then JSON5 for what only it accepts (trailing commas in recorded
    /// service answers). Not JSON5 alone: its parser refuses the escape `\u0000`, which is
    /// valid JSON and which a model may write; the NUL, like every other control in the text,
    /// is the sanitiser's to remove, not a reason to lose the answer. Bytes that are not UTF-8
    /// become U+FFFD before anything else is tried: the JSON5 parser stops the process on them
    /// (a fatal error in Foundation), and a stray byte in the text should not lose it either.
    static func decode(_ json: [UInt8]) throws -> GeminiWireResponse {
        if let response = try? JSONDecoder().decode(GeminiWireResponse.self, from: Data(json)) {
            return response
        }
        let text = Data(String(decoding: json, as: UTF8.self).utf8)
        if text.count != json.count || !text.elementsEqual(json),
            let response = try? JSONDecoder().decode(GeminiWireResponse.self, from: text)
        {
            return response
        }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do {
            return try decoder.decode(GeminiWireResponse.self, from: text)
        } catch {
            throw GenerationError.unreadable(Self.service)
        }
    }

    /// Adds one response and returns the text it adds to what is shown.
    /// - Parameter status: the HTTP status, for an error object in the body.
    /// - Throws: `GenerationError` when the response is an error, or says that the prompt was
    ///   blocked or that the answer must not be used.
    mutating func add(_ response: GeminiWireResponse, status: Int = 200) throws -> String {
        if let error = response.error {
            throw GenerationError.gemini(status: error.code ?? status, error: error, model: model)
        }
        if let reason = response.promptFeedback?.blockReason, !reason.isEmpty {
            throw GenerationError.promptBlocked(reason: reason)
        }
        if let version = response.modelVersion { modelVersion = version }
        if let status = response.modelStatus, let time = status.retirementTime, time.count >= 10 {
            retirement = ModelRetirement(date: String(time.prefix(10)), stage: status.modelStage)
        }
        if let metadata = response.usageMetadata { usage = metadata.tokenUsage }
        // Fortune asks for one candidate; a service that sends more has the first one shown.
        guard let candidate = response.candidates?.first(where: { ($0.index ?? 0) == 0 }) ?? response.candidates?.first
        else {
            return ""
        }
        sawCandidate = true
        if let reason = candidate.finishReason {
            finishReason = reason
            guard Self.service.stopReasons.kind(of: reason) != .refused else {
                throw GenerationError.stopped(finishReason: reason, service: Self.service)
            }
        }
        var added = ""
        for part in candidate.content?.parts ?? [] {
            if part.functionCall != nil { sawFunctionCall = true }
            if part.thought == true {
                sawThought = true
                continue
            }
            if let piece = part.text, !piece.isEmpty { added += piece }
        }
        let room = max(0, length.characters - text.count)
        text += added
        return String(added.prefix(room))
    }

    /// The finished generation.
    /// - Parameter requireFinishReason: whether the answer must say it finished, as the last
    ///   event of a complete stream always does.
    /// - Throws: `GenerationError` when there is no text to show, or the stream was cut short.
    func finish(requireFinishReason: Bool) throws -> Generation {
        let service = Self.service
        let cutShort = finishReason.map { service.stopReasons.kind(of: $0) == .cutShort } ?? false
        let cut = service.stopReasons.cutShortReason
        if text.allSatisfy(\.isWhitespace) {
            if cutShort { throw GenerationError.stopped(finishReason: cut, service: service) }
            if sawFunctionCall { throw GenerationError.noText(.functionCall, service: service) }
            if sawThought { throw GenerationError.noText(.thoughts, service: service) }
            if !sawCandidate { throw GenerationError.noText(.noCandidates, service: service) }
            if requireFinishReason, finishReason == nil { throw GenerationError.incomplete(service: service) }
            throw GenerationError.noText(.empty, service: service)
        }
        if requireFinishReason, finishReason == nil {
            throw GenerationError.incomplete(service: service)
        }
        guard let fitted = length.fitted(text, cutShort: cutShort || isFull) else {
            if isFull { throw GenerationError.tooLong(limit: length.characters, service: service) }
            throw GenerationError.stopped(finishReason: cut, service: service)
        }
        var generation = Generation(
            text: fitted, finishReason: finishReason, modelVersion: modelVersion, usage: usage)
        generation.retirement = retirement
        return generation
    }
}

public import FortuneCore

/// The built-in model: writes a fortune from phrase tables, with no network and no delay.
///
/// `fortune refresh` uses it when no API key is set, and bare `fortune` shows its text when
/// nothing is stored, so it must always answer. A fortune depends only on the sign, the day and
/// the language, never on the prompt or the process: the same day shows the same fortune in the
/// terminal, the status bar and tomorrow's history, and any other day or sign almost always shows
/// another.
public struct OfflineModel: GenerativeModel {
    /// The name stored with the fortunes this model writes, and reported as their model version.
    public static let modelName = "offline"

    public var name: String { Self.modelName }

    public var descriptor: ServiceDescriptor { .offline }

    public init() {}

    /// The fortune for `sign` on `day` in `language`: the same text in every call and process.
    public func fortune(for sign: Sign, on day: CalendarDay, in language: Language) -> String {
        var random = StableRandom(key: "\(sign.rawValue) \(day) \(language.rawValue)")
        return Self.phrases(for: language).draw(for: sign, using: &random).text
    }

    /// The fortune for the request's sign, day and language; the prompt is not read.
    public func generate(_ request: GenerationRequest) async throws -> Generation {
        generation(for: request)
    }

    /// Yields the fortune word by word (phrase by phrase in Japanese and Chinese), each piece
    /// keeping the space or punctuation that ends it, then
    /// `.finished` with the same `Generation` that `generate` returns.
    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let generation = generation(for: request)
        return AsyncThrowingStream { continuation in
            for piece in Self.pieces(of: generation.text) {
                continuation.yield(.text(piece))
            }
            continuation.yield(.finished(generation))
            continuation.finish()
        }
    }

    private func generation(for request: GenerationRequest) -> Generation {
        Generation(
            text: fortune(for: request.sign, on: request.day, in: request.language),
            finishReason: "STOP",
            modelVersion: Self.modelName
        )
    }

    static func phrases(for language: Language) -> OfflinePhrases {
        OfflinePhrases.all[language] ?? OfflinePhrases(language: language)
    }

    /// `text` cut after each space, and after each comma and full stop of Japanese and
    /// Chinese, which write no spaces, so the pieces join back to exactly `text`.
    static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if " 、。，！？".contains(character) {
                pieces.append(current)
                current = ""
            }
        }
        if !current.isEmpty {
            pieces.append(current)
        }
        return pieces
    }
}

import FortuneCore
import FortuneGeneration

/// A `GenerativeModel` that answers from a script: after an optional delay, text or an error.
struct ScriptedModel: GenerativeModel {
    enum Answer: Sendable {
        case text(String)
        case failure(any Error & Sendable)
    }

    let name: String
    /// The service it plays: recorded with the fortunes it writes, named in its errors.
    let descriptor: ServiceDescriptor
    let answer: Answer
    /// How long to wait before answering: a model that answers late.
    let delay: Duration

    init(
        name: String = "scripted", playing descriptor: ServiceDescriptor, answer: Answer, delay: Duration = .zero
    ) {
        self.name = name
        self.descriptor = descriptor
        self.answer = answer
        self.delay = delay
    }

    func generate(_ request: GenerationRequest) async throws -> Generation {
        if delay > .zero { try await Task.sleep(for: delay) }
        switch answer {
        case .text(let text): return Generation(text: text, finishReason: "STOP", modelVersion: name)
        case .failure(let error): throw error
        }
    }

    /// Streams the text word by word, then finishes (or fails).
    func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let generation = try await generate(request)
                    for word in generation.text.split(separator: " ", omittingEmptySubsequences: false) {
                        continuation.yield(.text(String(word) + " "))
                    }
                    continuation.yield(.finished(generation))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

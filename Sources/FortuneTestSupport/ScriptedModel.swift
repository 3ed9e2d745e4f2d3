import FortuneCore
public import FortuneGeneration

/// A `GenerativeModel` that answers from a script: after an optional delay, text or an error.
public struct ScriptedModel: GenerativeModel {
    public enum Answer: Sendable {
        case text(String)
        case failure(any Error & Sendable)
    }

    public let name: String
    /// The service it plays: recorded with the fortunes it writes, named in its errors.
    public let descriptor: ServiceDescriptor
    public let answer: Answer
    /// How long to wait before answering: a model that answers late.
    public let delay: Duration

    public init(
        name: String = "scripted", playing descriptor: ServiceDescriptor, answer: Answer, delay: Duration = .zero
    ) {
        self.name = name
        self.descriptor = descriptor
        self.answer = answer
        self.delay = delay
    }

    public func generate(_ request: GenerationRequest) async throws -> Generation {
        if delay > .zero { try await Task.sleep(for: delay) }
        switch answer {
        case .text(let text): return Generation(text: text, finishReason: "STOP", modelVersion: name)
        case .failure(let error): throw error
        }
    }

    /// Streams the text word by word, then finishes (or fails).
    public func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
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

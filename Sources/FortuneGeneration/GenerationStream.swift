/// The stream every model's `stream(_:)` returns: the pieces its producer yields as the text
/// arrives, then `.finished` with the generation the producer returns, or the error it throws.
///
/// The producer runs in a task of its own, cancelled as soon as the consumer stops listening,
/// so a widget that goes away never leaves a request running.
enum GenerationStream {
    typealias Continuation = AsyncThrowingStream<GenerationEvent, any Error>.Continuation

    static func make(
        _ produce: @escaping @Sendable (Continuation) async throws -> Generation
    ) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let (events, continuation) = AsyncThrowingStream<GenerationEvent, any Error>.makeStream()
        let task = Task {
            do {
                continuation.yield(.finished(try await produce(continuation)))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return events
    }
}

/// The stream every model's `stream(_:)` returns: the pieces its producer yields as the text
/// arrives, then `.finished` with the generation the producer returns, or the error it throws.
///
/// The producer runs in a task of its own, cancelled as soon as the consumer stops listening,
/// so a widget that goes away never leaves a request running.
package enum GenerationStream {
    package typealias Continuation = AsyncThrowingStream<GenerationEvent, any Error>.Continuation

    package static func make(
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

    /// Runs one streamed attempt, `body`, which passes each piece of visible text to `show`.
    ///
    /// Text already shown cannot be taken back: once `show` has yielded a piece, a failure
    /// of the attempt is wrapped in `RetryLoop.Final`, so it is neither retried nor answered
    /// by another model or thinking setting. Cancellation stays cancellation.
    package static func attempt(
        to continuation: Continuation,
        _ body: (_ show: (String) -> Void) async throws -> Generation
    ) async throws -> Generation {
        var shown = false
        do {
            return try await body { piece in
                guard !piece.isEmpty else { return }
                continuation.yield(.text(piece))
                shown = true
            }
        } catch {
            if shown, !(error is CancellationError) { throw RetryLoop.Final(error: error) }
            throw error
        }
    }
}

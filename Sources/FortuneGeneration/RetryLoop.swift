import FortuneHTTP

/// Sends one request again and again under a `RetryPolicy`, until it succeeds, the policy
/// gives up, or the next wait would pass the deadline; the same loop for every service.
///
/// `CancellationError` ends the loop at once, and so does any error once the task is
/// cancelled, whatever the transport made of the cancellation.
struct RetryLoop: Sendable {
    /// Wraps an error that must end the attempts at once, such as one after text was shown:
    /// no retry, no other thinking, no fallback model.
    struct Final: Error {
        var error: any Error
    }

    var retry: RetryPolicy
    /// The whole deadline's length, as messages name it.
    var deadline: Duration
    var service: ServiceDescriptor
    var sleep: @Sendable (Duration) async throws -> Void

    /// Runs `attempt` until it succeeds.
    /// - Parameter end: when the deadline passes.
    /// - Throws: the last failure as a `GenerationError` (transport errors wrapped, a permanent
    ///   one at once), saying when the deadline cut the attempts short; `Final` as it came, with
    ///   its error made a `GenerationError`; `CancellationError`.
    func run<T>(until end: ContinuousClock.Instant, _ attempt: () async throws -> T) async throws -> T {
        var number = 1
        while true {
            try Task.checkCancellation()
            do {
                return try await attempt()
            } catch {
                if error is CancellationError || Task.isCancelled { throw CancellationError() }
                let failure: RetryPolicy.Failure
                let giveUp: GenerationError
                switch error {
                case let final as Final:
                    // A failure no retry mends (a response over the size limit) is said as it
                    // would be before any text: the same message and status as unary.
                    let permanent = (final.error as? HTTPError).flatMap {
                        $0.isTransient ? nil : GenerationError.permanent($0, service: service)
                    }
                    throw Final(
                        error: (final.error as? GenerationError) ?? permanent
                            ?? .transport(final.error, attempts: number, service: service))
                case let error as HTTPError where !error.isTransient:
                    throw GenerationError.permanent(error, service: service)
                case let error as GenerationError:
                    guard let answered = service.failure(of: error) else { throw error }
                    failure = answered
                    giveUp = error.after(attempts: number)
                default:
                    failure = .transport
                    giveUp = .transport(error, attempts: number, service: service)
                }
                guard let delay = retry.delay(forAttempt: number, after: failure) else {
                    throw ContinuousClock.now < end ? giveUp : giveUp.pastDeadline(deadline)
                }
                guard ContinuousClock.now.advanced(by: delay) < end else {
                    throw giveUp.pastDeadline(deadline)
                }
                try await sleep(delay)
                number += 1
            }
        }
    }
}

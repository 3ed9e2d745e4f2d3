/// When to try a failed request again, and how long to wait first.
///
/// Capped exponential backoff with jitter, so that many widgets refreshing at midnight do not
/// retry in step; a delay the server asks for (`RetryInfo.retryDelay`, `Retry-After`) wins over
/// the backoff. Only failures that may pass are retried: transport errors, and the statuses the
/// service's row names (`ServiceDescriptor.retryableStatuses`, unless the day's quota is gone);
/// never one that would fail the same way again.
public struct RetryPolicy: Sendable {
    /// How the backoff is randomised (see "Exponential Backoff And Jitter", AWS Architecture Blog).
    public enum Jitter: Sendable, Hashable {
        /// No randomness: exactly the backoff. Only for tests and benchmarks.
        case none
        /// Anywhere between zero and the backoff.
        case full
        /// Half the backoff, plus up to another half.
        case equal
    }

    /// What went wrong with an attempt, as far as retrying cares.
    public enum Failure: Sendable, Hashable {
        /// The server answered with a failure that may pass (`ServiceDescriptor.failure(of:)`).
        /// - `serverDelay`: how long the server asked to wait, if it said.
        case passing(serverDelay: Duration?)
        /// The server answered with a failure that would only repeat: the request, the key, the
        /// model, or the day's quota.
        case lasting
        /// No response: the connection was refused, reset, timed out…
        case transport
    }

    /// Attempts in all, the first included; 1 means never retry.
    public var maxAttempts: Int
    /// The backoff before the first retry; it doubles with each retry.
    public var baseDelay: Duration
    /// The longest backoff.
    public var maxDelay: Duration
    /// The longest wait a server may ask for; asked for more, the request fails instead.
    public var maxServerDelay: Duration
    public var jitter: Jitter
    /// Every delay is multiplied by this; tests make it small so they run fast.
    public var delayScale: Double
    /// A number in `0..<1`, for the jitter; tests make it fixed.
    public var random: @Sendable () -> Double

    public init(
        maxAttempts: Int = 4,
        baseDelay: Duration = .seconds(1),
        maxDelay: Duration = .seconds(20),
        maxServerDelay: Duration = .seconds(60),
        jitter: Jitter = .full,
        delayScale: Double = 1,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxServerDelay = maxServerDelay
        self.jitter = jitter
        self.delayScale = delayScale
        self.random = random
    }

    /// Four attempts, backoff from 1 s to 20 s with full jitter, server delays up to 60 s.
    public static var `default`: RetryPolicy { RetryPolicy() }

    /// One attempt only.
    public static var never: RetryPolicy { RetryPolicy(maxAttempts: 1) }

    /// This policy with every delay multiplied by `factor`.
    public func scaled(by factor: Double) -> RetryPolicy {
        var copy = self
        copy.delayScale *= factor
        return copy
    }

    /// How long to wait before the attempt after `attempt`, or nil to give up.
    ///
    /// - Parameters:
    ///   - attempt: the number of the attempt that just failed, from 1.
    ///   - failure: how it failed.
    /// - Returns: nil when the attempts are used up, the failure would only repeat, or the
    ///   server asked for a longer wait than `maxServerDelay`.
    public func delay(forAttempt attempt: Int, after failure: Failure) -> Duration? {
        guard attempt < maxAttempts else { return nil }
        switch failure {
        case .transport:
            return backoff(attempt: attempt)
        case .lasting:
            return nil
        case .passing(let serverDelay):
            guard let serverDelay else { return backoff(attempt: attempt) }
            guard serverDelay <= maxServerDelay else { return nil }
            return max(serverDelay, .zero) * delayScale
        }
    }

    private func backoff(attempt: Int) -> Duration {
        let exponent = min(attempt - 1, 30)
        let ceiling = min(baseDelay * (1 << exponent), maxDelay)
        let fraction = min(max(random(), 0), 1)
        let delay: Duration =
            switch jitter {
            case .none: ceiling
            case .full: ceiling * fraction
            case .equal: ceiling / 2 + (ceiling / 2) * fraction
            }
        return delay * delayScale
    }
}

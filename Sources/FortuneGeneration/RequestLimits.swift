import FortuneHTTP

/// How long a model's requests may take: one attempt, connecting within it, and a whole
/// generation (every attempt, wait and fallback model together).
///
/// Declared once: the defaults of `Configuration` (`timeoutSeconds`, `connectTimeoutSeconds`,
/// `deadlineSeconds`) and of every service's configuration are these.
public struct RequestLimits: Sendable, Hashable {
    /// How long one attempt may take, from connecting to the last byte.
    public var timeout: Duration
    /// How long connecting may take within `timeout`.
    public var connectTimeout: Duration
    /// How long a whole generation may take. A local model that is still loading takes
    /// seconds before its first word.
    public var deadline: Duration
    /// How long a stream may send nothing once its answer has begun. Before its first byte a
    /// stream has `timeout` (a local model may be loading); a stream still sending is cut only
    /// by the deadline.
    public var idleTimeout: Duration = .seconds(15)

    public init(
        timeout: Duration = .seconds(30),
        connectTimeout: Duration = .seconds(10),
        deadline: Duration = .seconds(45)
    ) {
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.deadline = deadline
    }

    /// The defaults.
    public static let standard = RequestLimits()

    /// The limits given in seconds, as the configuration file writes them.
    public init(timeoutSeconds: Double, connectTimeoutSeconds: Double, deadlineSeconds: Double) {
        self.init(
            timeout: .seconds(timeoutSeconds), connectTimeout: .seconds(connectTimeoutSeconds),
            deadline: .seconds(deadlineSeconds))
    }

    /// `duration` in seconds, as the configuration file writes it.
    public static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// When a generation that starts now must end.
    func end(from now: ContinuousClock.Instant = .now) -> ContinuousClock.Instant {
        now.advanced(by: deadline)
    }

    /// `request` with these timeouts, ending by `end` (the transport cuts the timeouts to it).
    func bound(_ request: HTTPRequest, by end: ContinuousClock.Instant) -> HTTPRequest {
        var request = request
        request.timeout = timeout
        request.connectTimeout = connectTimeout
        request.idleTimeout = idleTimeout
        request.deadline = end
        return request
    }
}

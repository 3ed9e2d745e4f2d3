/// One HTTP request, with the policies that bound it.
///
/// A value: it can be built once and sent again on retry.
public struct HTTPRequest: Sendable, Hashable {
    public enum Method: String, Sendable, Hashable {
        case get = "GET"
        case post = "POST"
    }

    public var method: Method
    /// An `http` or `https` URL; any other scheme is refused by the transport.
    public var url: String
    /// Header fields in the order they are sent.
    public var headers: [HTTPHeader]
    public var body: [UInt8]
    /// How long the whole exchange may take, from the start of the transfer to the last byte.
    /// A stream (`HTTPTransport.stream`) is not cut by it while it is still sending: it is how
    /// long the stream may take to send its first byte of body, `idleTimeout` bounds each
    /// silence after that, and only `deadline` the whole.
    public var timeout: Duration
    /// How long a stream may send nothing once its body has begun; nil: `timeout`.
    public var idleTimeout: Duration?
    /// How long connecting (DNS, TCP, TLS) may take; capped by `timeout`.
    public var connectTimeout: Duration
    /// When the caller gives up, whatever the timeouts say: the transport cuts both to what is
    /// left before it (at least a millisecond). Nil: only the timeouts bound the exchange.
    public var deadline: ContinuousClock.Instant?
    /// The largest response body accepted; a larger one fails with `HTTPError.tooLarge`.
    public var maxResponseBytes: Int

    /// - Parameter maxResponseBytes: defaults to 4 MiB, far more than any fortune.
    public init(
        method: Method = .get,
        url: String,
        headers: [HTTPHeader] = [],
        body: [UInt8] = [],
        timeout: Duration = .seconds(60),
        connectTimeout: Duration = .seconds(10),
        deadline: ContinuousClock.Instant? = nil,
        maxResponseBytes: Int = 4 << 20
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.deadline = deadline
        self.maxResponseBytes = maxResponseBytes
        self.idleTimeout = nil
    }

    /// The timeouts a transport applies to a stream started at `now`: the whole exchange is cut
    /// only by the deadline (none without one; a silence is cut by the transport itself), and
    /// connecting by the connect timeout, each to what is left, none under 1 ms.
    public func streamLimits(at now: ContinuousClock.Instant = .now) -> (timeout: Duration, connectTimeout: Duration) {
        let whole = deadline.map { max(now.duration(to: $0), .milliseconds(1)) } ?? .seconds(86_400)
        return (whole, max(min(connectTimeout, timeout, whole), .milliseconds(1)))
    }

    /// The timeouts a transport applies when it starts the exchange at `now`: each cut to what
    /// is left before `deadline`, the connect timeout also to the whole one, none under 1 ms.
    public func limits(at now: ContinuousClock.Instant = .now) -> (timeout: Duration, connectTimeout: Duration) {
        var timeout = timeout
        if let deadline { timeout = min(timeout, now.duration(to: deadline)) }
        timeout = max(timeout, .milliseconds(1))
        return (timeout, max(min(connectTimeout, timeout), .milliseconds(1)))
    }
}

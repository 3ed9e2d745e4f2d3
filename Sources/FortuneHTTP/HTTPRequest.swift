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
    public var timeout: Duration
    /// How long connecting (DNS, TCP, TLS) may take; capped by `timeout`.
    public var connectTimeout: Duration
    /// The largest response body accepted; a larger one fails with `HTTPError.tooLarge`.
    public var maxResponseBytes: Int

    /// - Parameters:
    ///   - timeout: defaults to 60 seconds for the whole exchange.
    ///   - connectTimeout: defaults to 10 seconds.
    ///   - maxResponseBytes: defaults to 4 MiB, far more than any fortune.
    public init(
        method: Method = .get,
        url: String,
        headers: [HTTPHeader] = [],
        body: [UInt8] = [],
        timeout: Duration = .seconds(60),
        connectTimeout: Duration = .seconds(10),
        maxResponseBytes: Int = 4 << 20
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.maxResponseBytes = maxResponseBytes
    }
}

public import FortuneCore

/// Why an HTTP exchange produced no response: one line a person can act on.
///
/// A struct around a private code, so new kinds of failure never break a caller's `switch`;
/// compare with the static values (`error.kind == .timedOut`) instead.
public struct HTTPError: ReportableError, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure, for callers that decide what to do next (retry, give up).
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        fileprivate enum Code: String, Sendable, Hashable {
            case connectionRefused = "connection refused"
            case cannotResolveHost = "cannot resolve host"
            case timedOut = "timed out"
            case stalled = "stalled"
            case tls = "TLS failure"
            case tooLarge = "response too large"
            case connectionClosed = "connection closed"
            case unsupportedURL = "unsupported URL"
            case proxyRefused = "proxy refused"
            case libraryMissing = "libcurl missing"
            case other = "transfer failed"
        }

        fileprivate let code: Code

        public static let connectionRefused = Kind(code: .connectionRefused)
        public static let cannotResolveHost = Kind(code: .cannotResolveHost)
        public static let timedOut = Kind(code: .timedOut)
        /// A stream that sent nothing for too long, before its first byte or after one, or was
        /// still sending at the deadline: the server was reached and is slow, not unreachable.
        public static let stalled = Kind(code: .stalled)
        public static let tls = Kind(code: .tls)
        public static let tooLarge = Kind(code: .tooLarge)
        /// The server closed the connection before a whole response arrived.
        public static let connectionClosed = Kind(code: .connectionClosed)
        public static let unsupportedURL = Kind(code: .unsupportedURL)
        /// The proxy answered the request for a tunnel with a refusal (403, 407…).
        public static let proxyRefused = Kind(code: .proxyRefused)
        public static let libraryMissing = Kind(code: .libraryMissing)
        public static let other = Kind(code: .other)

        public var description: String { code.rawValue }
    }

    public let kind: Kind
    /// What failed, as one line in English: "cannot connect to 127.0.0.1:9: connection refused".
    public let message: String
    /// What failed, to be said in the user's language; nil for a line that came as it is (the
    /// C library's own words).
    public let said: Message?
    /// The variable naming the proxy (`HTTPS_PROXY`…) when the failure happened there: the
    /// setting to check, rather than the network or the base URL.
    public let proxyVariable: String?

    /// A failure said in `message` alone, as the C library or a test gives it.
    public init(_ kind: Kind, _ message: String, proxyVariable: String? = nil) {
        self.kind = kind
        self.message = message
        self.said = nil
        self.proxyVariable = proxyVariable
    }

    /// A failure said by `said`, in whichever language it is shown in.
    public init(_ kind: Kind, said: Message, proxyVariable: String? = nil) {
        self.kind = kind
        self.message = said.description
        self.said = said
        self.proxyVariable = proxyVariable
    }

    public var description: String { message }

    public func message(in language: Language) -> String {
        said?.text(in: language) ?? message
    }

    public var lineMessage: Message? { said }

    /// A URL the transport refuses comes from the configuration; anything else means the
    /// service could not be reached.
    public var exitStatus: ExitStatus {
        kind == .unsupportedURL ? .configuration : .unavailable
    }

    /// Whether trying the same request again later may succeed.
    public var isTransient: Bool {
        switch kind.code {
        case .connectionRefused, .cannotResolveHost, .timedOut, .stalled, .connectionClosed, .other: true
        case .tls, .tooLarge, .unsupportedURL, .proxyRefused, .libraryMissing: false
        }
    }
}

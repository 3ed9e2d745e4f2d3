public import FortuneHTTP

/// One request as the loopback server received it, byte for byte.
public struct RecordedRequest: Sendable, Hashable {
    public var method: String
    /// The request target as sent: path and query.
    public var target: String
    /// Header fields in the order they were sent, names as spelt by the client.
    public var headers: [HTTPHeader]
    /// The body after any chunked transfer coding was removed.
    public var body: [UInt8]

    /// The target without its query.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The text after `?` in the target, or nil when there is no `?`.
    public var query: String? {
        target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
    }

    /// The value of the last header field called `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.last { $0.name.lowercased() == name }?.value
    }

    /// The body decoded as UTF-8.
    public var bodyText: String {
        String(decoding: body, as: UTF8.self)
    }
}

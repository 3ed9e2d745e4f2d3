/// The status line and header fields of a response.
public struct HTTPResponseHead: Sendable, Hashable {
    public var status: Int
    /// Header fields as received; look one up with `value(of:)`.
    public var headers: [HTTPHeader]

    public init(status: Int, headers: [HTTPHeader] = []) {
        self.status = status
        self.headers = headers
    }

    /// The value of the last header field called `name` (case-insensitive), if any.
    public func value(of name: String) -> String? {
        let name = name.lowercased()
        return headers.last { $0.name.lowercased() == name }?.value
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// One header field.
public struct HTTPHeader: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A whole response: head and body.
public struct HTTPResponse: Sendable, Hashable {
    public var head: HTTPResponseHead
    public var body: [UInt8]

    public init(head: HTTPResponseHead, body: [UInt8]) {
        self.head = head
        self.body = body
    }

    public var status: Int { head.status }
}

/// A response whose body is read as it arrives.
public struct HTTPStreamingResponse: Sendable {
    public var head: HTTPResponseHead
    /// The body in the pieces the network delivered; ends with an error if the transfer fails.
    public var body: AsyncThrowingStream<[UInt8], any Error>

    public init(head: HTTPResponseHead, body: AsyncThrowingStream<[UInt8], any Error>) {
        self.head = head
        self.body = body
    }
}

public import FortuneHTTP

/// What the loopback server does with one request: a script of steps played on the connection,
/// which is closed at the end.
///
/// The factories cover what tests need (plain bodies, chunked and event streams, slow, silent,
/// dropped, truncated and huge replies); `init(steps:)` composes anything else.
public struct Reply: Sendable {
    /// One action on the connection.
    public enum Step: Sendable {
        /// The status line and `headers`, then `Connection: close` unless `headers` has a
        /// `Connection` field, then the empty line.
        case head(status: Int, headers: [HTTPHeader])
        /// Bytes written as they are.
        case bytes([UInt8])
        /// One chunk of a chunked body, framed with its size; an empty one writes nothing, as
        /// a zero-size chunk would end the body.
        case chunk([UInt8])
        /// The zero-size chunk that ends a chunked body.
        case lastChunk
        /// `count` bytes of the alphabet repeated, written 64 KiB at a time, never all in memory.
        case filler(count: Int)
        /// Waits; cut short when the server stops.
        case pause(Duration)
        /// Waits until `gate` opens or the server stops.
        case wait(Gate)
        /// Writes nothing more and keeps the connection open until the client hangs up or the
        /// server stops.
        case hang
    }

    public var steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// A complete response with a Content-Length body.
    public init(status: Int = 200, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.init(steps: [
            .head(status: status, headers: headers + [HTTPHeader(name: "Content-Length", value: String(body.count))]),
            .bytes(body),
        ])
    }

    /// A complete response with a Content-Length body of `body` in UTF-8.
    public static func status(_ status: Int, headers: [HTTPHeader] = [], body: String = "") -> Reply {
        Reply(status: status, headers: headers, body: Array(body.utf8))
    }

    /// A complete `application/json` response.
    public static func json(status: Int = 200, headers: [HTTPHeader] = [], _ text: String) -> Reply {
        .status(status, headers: [HTTPHeader(name: "Content-Type", value: "application/json")] + headers, body: text)
    }

    /// `reply`, after a wait before its head.
    public static func delayed(by delay: Duration, _ reply: Reply) -> Reply {
        Reply(steps: [.pause(delay)] + reply.steps)
    }

    /// Never answers: holds the connection open until the client hangs up or the server stops.
    public static let hang = Reply(steps: [.hang])

    /// Closes the connection without a byte of response.
    public static let drop = Reply(steps: [])

    /// A head announcing `declaredLength` body bytes, then only `body`, then the connection closes.
    public static func truncated(status: Int = 200, declaredLength: Int, body: String) -> Reply {
        precondition(declaredLength > body.utf8.count, "a truncated body must be shorter than its declared length")
        return Reply(steps: [
            .head(status: status, headers: [HTTPHeader(name: "Content-Length", value: String(declaredLength))]),
            .bytes(Array(body.utf8)),
        ])
    }

    /// A Content-Length body of `bytes` bytes, "abc…xyzabc…", streamed without being held in memory.
    public static func big(status: Int = 200, headers: [HTTPHeader] = [], bytes: Int) -> Reply {
        Reply(steps: [
            .head(status: status, headers: headers + [HTTPHeader(name: "Content-Length", value: String(bytes))]),
            .filler(count: bytes),
        ])
    }

    /// The status of the reply's head, if it has one.
    var status: Int? {
        steps.lazy.compactMap { step -> Int? in
            if case .head(let status, _) = step { status } else { nil }
        }.first
    }

    /// The byte at `offset` of a `big(bytes:)` body.
    public static func bigByte(at offset: Int) -> UInt8 {
        UInt8(ascii: "a") + UInt8(offset % 26)
    }
}

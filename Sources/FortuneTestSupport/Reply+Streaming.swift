public import FortuneHTTP

extension Reply {
    /// One piece of a streamed body.
    public enum Piece: Sendable, ExpressibleByStringLiteral {
        /// Text written as it is: lets a test choose its own event separators ("\n\n", "\r\r")
        /// or put a raw JSON error in the middle of an event stream.
        case text(String)
        /// A server-sent event: `data: <event>` and a blank line, each ended by CRLF.
        case event(String)
        case bytes([UInt8])
        /// Holds back the rest of the body until the gate opens.
        case wait(Gate)

        public init(stringLiteral text: String) {
            self = .text(text)
        }

        var data: [UInt8]? {
            switch self {
            case .text(let text): Array(text.utf8)
            case .event(let event): Array("data: \(event)\r\n\r\n".utf8)
            case .bytes(let bytes): bytes
            case .wait: nil
            }
        }
    }

    /// How a streamed body's end is marked.
    public enum Framing: Sendable {
        /// Transfer-Encoding: chunked, one chunk a piece.
        case chunked
        /// No length at all: the body ends when the connection closes.
        case untilClose
    }

    /// A body written piece by piece, each piece sent as soon as it is due.
    /// - Parameters:
    ///   - pause: the wait between two pieces that carry data; none by default.
    ///   - framing: chunked by default.
    public static func streamed(
        status: Int = 200,
        headers: [HTTPHeader] = [],
        pieces: [Piece],
        pause: Duration = .zero,
        framing: Framing = .chunked
    ) -> Reply {
        var head = headers
        if framing == .chunked { head.append(HTTPHeader(name: "Transfer-Encoding", value: "chunked")) }
        var steps: [Step] = [.head(status: status, headers: head)]
        var wroteData = false
        for piece in pieces {
            guard let data = piece.data else {
                if case .wait(let gate) = piece { steps.append(.wait(gate)) }
                continue
            }
            if wroteData, pause > .zero { steps.append(.pause(pause)) }
            steps.append(framing == .chunked ? .chunk(data) : .bytes(data))
            wroteData = true
        }
        if framing == .chunked { steps.append(.lastChunk) }
        return Reply(steps: steps)
    }

    /// A chunked body, one chunk a piece of text.
    public static func chunked(status: Int = 200, headers: [HTTPHeader] = [], pieces: [String], pause: Duration = .zero)
        -> Reply
    {
        streamed(status: status, headers: headers, pieces: pieces.map(Piece.text), pause: pause)
    }

    /// A `text/event-stream` of `events`, each written as `data: <event>` and a blank line.
    public static func sse(status: Int = 200, events: [String], pause: Duration = .zero, framing: Framing = .chunked)
        -> Reply
    {
        sse(status: status, pieces: events.map(Piece.event), pause: pause, framing: framing)
    }

    /// A `text/event-stream` of `pieces`: events, raw text and gates mixed as the test needs.
    public static func sse(status: Int = 200, pieces: [Piece], pause: Duration = .zero, framing: Framing = .chunked)
        -> Reply
    {
        streamed(
            status: status,
            headers: [HTTPHeader(name: "Content-Type", value: "text/event-stream")],
            pieces: pieces, pause: pause, framing: framing
        )
    }
}

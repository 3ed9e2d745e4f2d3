import FortuneCore
import FortuneHTTP

/// Reads one HTTP/1.1 request from a connection: head, then a body framed by Content-Length or
/// by the chunked transfer coding (RFC 9112, sections 6 and 7.1).
struct LoopbackRequestReader {
    /// Why a request could not be read.
    struct Malformed: Error {
        let reason: String
    }

    private let socket: LoopbackSocket
    private var buffer: [UInt8] = []
    /// A bound on the head, so a runaway client cannot grow the test process without end.
    private let headLimit = 1 << 20

    init(socket: LoopbackSocket) {
        self.socket = socket
    }

    /// The next request, or nil when the peer closed the connection before sending one.
    /// - Throws: `Malformed` for a request that is not HTTP/1.1; `LoopbackSocket.Interruption`.
    mutating func read() throws -> RecordedRequest? {
        guard let headBytes = try readHead() else { return nil }
        let lines = String(decoding: headBytes, as: UTF8.self).split(
            separator: "\r\n", omittingEmptySubsequences: false)
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
            throw Malformed(reason: "bad request line \"\(lines[0])\"")
        }
        var headers: [HTTPHeader] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw Malformed(reason: "bad header line \"\(line)\"") }
            headers.append(
                HTTPHeader(name: String(line[..<colon]), value: String(Self.trimmed(line[line.index(after: colon)...])))
            )
        }
        var request = RecordedRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: [])

        let chunked = request.header("Transfer-Encoding")?.lowercased().contains("chunked") ?? false
        let length = request.header("Content-Length").flatMap { Int($0) } ?? 0
        if request.header("Expect")?.lowercased() == "100-continue", chunked || length > 0 {
            try socket.send("HTTP/1.1 100 Continue\r\n\r\n")
        }
        request.body = chunked ? try readChunkedBody() : try readBytes(length)
        return request
    }

    private mutating func readHead() throws -> [UInt8]? {
        var searchFrom = 0
        while true {
            if let end = buffer[searchFrom...].firstRange(of: [13, 10, 13, 10]) {
                let head = Array(buffer[..<end.lowerBound])
                buffer.removeSubrange(..<end.upperBound)
                return head
            }
            searchFrom = max(0, buffer.count - 3)
            guard buffer.count < headLimit else { throw Malformed(reason: "request head over \(headLimit) bytes") }
            let more = try socket.receive()
            if more.isEmpty {
                if buffer.isEmpty { return nil }
                throw Malformed(reason: "connection closed inside the request head")
            }
            buffer += more
        }
    }

    private mutating func readChunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeLine = String(decoding: try readLine(), as: UTF8.self)
            let digits = Self.trimmed(sizeLine.prefix { $0 != ";" })
            guard let size = Int(digits, radix: 16), size >= 0 else {
                throw Malformed(reason: "bad chunk size \"\(sizeLine)\"")
            }
            if size == 0 {
                while !(try readLine()).isEmpty {}  // trailer fields, unused
                return body
            }
            body += try readBytes(size)
            guard try readLine().isEmpty else { throw Malformed(reason: "chunk longer than its size") }
        }
    }

    /// The bytes up to the next CRLF, which is consumed.
    private mutating func readLine() throws -> [UInt8] {
        var searchFrom = 0
        while true {
            if let end = buffer[searchFrom...].firstRange(of: [13, 10]) {
                let line = Array(buffer[..<end.lowerBound])
                buffer.removeSubrange(..<end.upperBound)
                return line
            }
            searchFrom = max(0, buffer.count - 1)
            try fill()
        }
    }

    private mutating func readBytes(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try fill() }
        let bytes = Array(buffer.prefix(count))
        buffer.removeFirst(count)
        return bytes
    }

    /// `text` without the spaces and tabs around it, the only blanks HTTP allows around a header
    /// value or a chunk size.
    private static func trimmed(_ text: Substring) -> Substring {
        text.trimming { $0 == " " || $0 == "\t" }
    }

    private mutating func fill() throws {
        let more = try socket.receive()
        guard !more.isEmpty else { throw Malformed(reason: "connection closed inside the request body") }
        buffer += more
    }
}

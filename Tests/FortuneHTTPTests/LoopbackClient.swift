#if canImport(Glibc)
import Glibc
#endif
import FortuneHTTP
import FortuneCore

/// A bare HTTP client on a TCP socket to 127.0.0.1, for tests that must see the bytes on the
/// wire (and for probing whether a port accepts connections).
///
/// Deliberately dumb: it sends what it is given and returns what arrives, so a test controls
/// framing, pacing and half-sent requests exactly.
final class LoopbackClient {
    /// Why an exchange failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A response taken apart: status, header fields and the body with any chunked coding removed.
    struct Response: Sendable {
        var status: Int
        var head: HTTPResponseHead
        var body: [UInt8]
        var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    private let descriptor: Int32
    private let timeout: Duration
    private var closed = false

    /// Connects to `port` on 127.0.0.1.
    /// - Parameter timeout: the longest any one receive waits; 10 seconds by default.
    init(port: Int, timeout: Duration = .seconds(10)) throws {
        guard let descriptor = Self.connect(port: port) else {
            throw Failure(description: "cannot connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        let (seconds, attoseconds) = timeout.components
        var limit = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        self.descriptor = descriptor
        self.timeout = timeout
    }

    deinit {
        close()
    }

    /// Whether something on 127.0.0.1 accepts connections on `port`.
    static func canConnect(port: Int) -> Bool {
        guard let descriptor = connect(port: port) else { return false }
        Glibc.close(descriptor)
        return true
    }

    func send(_ bytes: [UInt8]) throws {
        let failure = bytes.withUnsafeBytes { buffer in
            FileDescriptorWriting.writeAll(buffer) { Glibc.send(descriptor, $0, $1, Int32(MSG_NOSIGNAL)) }
        }
        if let failure {
            throw Failure(description: "send failed: \(String(cString: strerror(failure)))")
        }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// The next bytes that arrive; empty at end of stream.
    /// - Throws: `Failure` when nothing arrives within the timeout.
    func receive() throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 64 << 10)
        let count = bytes.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else {
            // A reset counts as the end: the peer is gone either way.
            if errno == ECONNRESET { return [] }
            if errno == EAGAIN { throw Failure(description: "nothing received within \(timeout)") }
            throw Failure(description: "recv failed: \(String(cString: strerror(errno)))")
        }
        return Array(bytes.prefix(count))
    }

    /// Everything received until `marker` has arrived (or the stream ended), marker included.
    func receive(until marker: String) throws -> [UInt8] {
        var received: [UInt8] = []
        while received.firstRange(of: Array(marker.utf8)) == nil {
            let more = try receive()
            if more.isEmpty { break }
            received += more
        }
        return received
    }

    /// Everything received until the peer closes the connection.
    func receiveAll() throws -> [UInt8] {
        var received: [UInt8] = []
        while true {
            let more = try receive()
            if more.isEmpty { return received }
            received += more
        }
    }

    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(descriptor)
    }

    /// Sends `request` as it is on a new connection and parses what comes back until it closes.
    static func exchange(port: Int, _ request: String) throws -> Response {
        let client = try LoopbackClient(port: port)
        try client.send(request)
        return try parse(client.receiveAll())
    }

    /// Takes apart a whole HTTP/1.1 response, skipping any `100 Continue` before it.
    static func parse(_ bytes: [UInt8]) throws -> Response {
        var rest = bytes[...]
        while true {
            guard let end = rest.firstRange(of: [13, 10, 13, 10]) else {
                throw Failure(description: "no complete response head in \(bytes.count) bytes")
            }
            let lines = String(decoding: rest[..<end.lowerBound], as: UTF8.self).split(separator: "\r\n")
            rest = rest[end.upperBound...]
            let statusLine = lines.first?.split(separator: " ") ?? []
            guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
                throw Failure(description: "bad status line \"\(lines.first ?? "")\"")
            }
            if status == 100 { continue }
            let headers = lines.dropFirst().compactMap { line -> HTTPHeader? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return HTTPHeader(
                    name: String(line[..<colon]),
                    value: String(line[line.index(after: colon)...].trimming { $0 == " " || $0 == "\t" }))
            }
            let head = HTTPResponseHead(status: status, headers: headers)
            let chunked = head.value(of: "Transfer-Encoding")?.lowercased() == "chunked"
            return Response(status: status, head: head, body: chunked ? try dechunk(Array(rest)) : Array(rest))
        }
    }

    private static func dechunk(_ bytes: [UInt8]) throws -> [UInt8] {
        var body: [UInt8] = []
        var index = 0
        while let lineEnd = bytes[index...].firstRange(of: [13, 10]) {
            let sizeText = String(decoding: bytes[index..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.prefix { $0 != ";" }, radix: 16) else {
                throw Failure(description: "bad chunk size \"\(sizeText)\"")
            }
            if size == 0 { return body }
            let start = lineEnd.upperBound
            guard start + size + 2 <= bytes.count else { throw Failure(description: "chunk cut short") }
            body += bytes[start..<start + size]
            index = start + size + 2
        }
        throw Failure(description: "chunked body without its last chunk")
    }

    private static func connect(port: Int) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            let saved = errno
            Glibc.close(descriptor)
            errno = saved
            return nil
        }
        return descriptor
    }
}

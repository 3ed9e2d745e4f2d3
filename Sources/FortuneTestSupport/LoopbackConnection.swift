#if canImport(Glibc)
import Glibc
#endif
import FortuneHTTP

/// Serves one accepted connection: reads a request, plays its reply's script, closes.
///
/// Every response says `Connection: close`, unless the server keeps connections open: one
/// request a connection keeps scripts simple, and clients must cope with servers that close
/// anyway. A server that keeps them open reads the next request after each reply, until the
/// client closes or asks to, as an HTTP/1.1 server does; its replies must then have a length.
struct LoopbackConnection {
    let socket: LoopbackSocket
    let router: LoopbackRouter
    let keepsOpen: Bool

    func serve() {
        var reader = LoopbackRequestReader(socket: socket)
        do {
            try socket.handshake()
            while let request = try reader.read() {
                let staysOpen = keepsOpen && request.header("Connection")?.lowercased() != "close"
                try play(router.reply(to: request), staysOpen: staysOpen)
                if !staysOpen { break }
            }
            socket.finish()
        } catch let malformed as LoopbackRequestReader.Malformed {
            try? play(.status(400, body: "malformed request: \(malformed.reason)\n"))
            socket.finish()
        } catch {
            // Stopped, or the client went away: nothing left to say on this connection.
            close(socket.descriptor)
        }
    }

    private func play(_ reply: Reply, staysOpen: Bool = false) throws {
        for step in reply.steps {
            switch step {
            case .head(let status, let headers):
                var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
                for header in headers { head += "\(header.name): \(header.value)\r\n" }
                if !staysOpen, !headers.contains(where: { $0.name.lowercased() == "connection" }) {
                    head += "Connection: close\r\n"
                }
                try socket.send(head + "\r\n")
            case .bytes(let bytes):
                try socket.send(bytes)
            case .chunk(let bytes) where bytes.isEmpty:
                continue
            case .chunk(let bytes):
                try socket.send(Array("\(String(bytes.count, radix: 16))\r\n".utf8) + bytes + [13, 10])
            case .lastChunk:
                try socket.send("0\r\n\r\n")
            case .filler(let count):
                let block = (0..<(64 << 10)).map(Reply.bigByte(at:))
                var sent = 0
                while sent < count {
                    // Blocks are a multiple of 26 long except the last, so the pattern runs on.
                    let size = min(block.count / 26 * 26, count - sent)
                    try socket.send(Array(block.prefix(size)))
                    sent += size
                }
            case .pause(let duration):
                try socket.pause(duration)
            case .wait(let gate):
                try socket.wait(for: gate)
            case .hang:
                socket.hold()
                throw LoopbackSocket.Interruption.stopped
            }
        }
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}

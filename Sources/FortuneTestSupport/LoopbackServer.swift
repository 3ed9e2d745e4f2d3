#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 that answers each route with a scripted `Reply`, for tests
/// of the real network path.
///
/// It listens on a port the kernel picks and serves each connection on a thread of its own, so
/// slow replies overlap. Request bodies may come with Content-Length or chunked, after
/// `Expect: 100-continue` or not; every request is recorded in `requests`. A route answers one
/// path, or every path under a prefix (a whole API, such as `GeminiRoutes`); a path with no
/// route gets 404.
///
/// ```swift
/// let server = try LoopbackServer()
/// defer { server.stop() }
/// server.route("/v1/models", .status(503), .json(#"{"ok":true}"#))
/// ```
public final class LoopbackServer: Sendable {
    /// Why the server, or its TLS, could not start.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    public let port: Int
    /// The TLS the server speaks, with its count of handshakes; nil for plain HTTP.
    public let tls: LoopbackTLS?
    private let listener: Int32
    private let router = LoopbackRouter()
    private let stopping = Gate()
    private let threads = LoopbackThreads()

    /// Starts listening on 127.0.0.1 at a port the kernel picks, and accepting connections.
    /// - Parameters:
    ///   - keepsConnectionsOpen: serve further requests on a connection after each reply, as
    ///     an HTTP/1.1 server does, instead of closing it; for tests of connection reuse.
    ///     Default false.
    ///   - tls: speak TLS with this context (`baseURL` is then https). Default nil.
    /// - Throws: `Failure` when the socket cannot be set up.
    public init(keepsConnectionsOpen: Bool = false, tls: LoopbackTLS? = nil) throws {
        (listener, port) = try Self.listen()
        self.tls = tls
        let (listener, router, stopping, threads) = (self.listener, self.router, self.stopping, self.threads)
        do {
            try threads.startAccepting {
                while let connection = Self.accept(
                    listener: listener, router: router, stopping: stopping,
                    keepsOpen: keepsConnectionsOpen, tls: tls)
                {
                    if (try? threads.startConnection({ connection.serve() })) == nil {
                        close(connection.socket.descriptor)
                    }
                }
            }
        } catch {
            close(listener)
            throw error
        }
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port>` (https with TLS), with no slash at the end.
    public var baseURL: String { "\(tls == nil ? "http" : "https")://127.0.0.1:\(port)" }

    /// How many connections the server has accepted: with `keepsConnectionsOpen`, fewer than
    /// the requests when the client reuses them.
    public var connectionCount: Int {
        threads.connectionCount
    }

    /// Answers every request for `path` (compared without the query), and for `method` if one is
    /// given, with `replies` in order; the last one repeats.
    ///
    /// A later route for the same request overrides an earlier one.
    public func route(_ path: String, method: String? = nil, _ replies: Reply...) {
        router.add(.exact(path), method: method, replies: replies)
    }

    /// Answers every request for `path` (and `method`, if given) with what `handler` makes of it.
    ///
    /// `handler` runs on the connection's own thread.
    public func route(_ path: String, method: String? = nil, handler: @escaping @Sendable (RecordedRequest) -> Reply) {
        router.add(.exact(path), method: method, handler: handler)
    }

    /// Answers every request whose path (compared without the query) starts with `prefix`, and
    /// for `method` if one is given, with `replies` in order; the last one repeats.
    ///
    /// Routes of both kinds form one list: a request gets the route added last that matches it,
    /// so an exact route added after a prefix route overrides it for its path, and the other
    /// way round.
    public func route(prefix: String, method: String? = nil, _ replies: Reply...) {
        router.add(.prefix(prefix), method: method, replies: replies)
    }

    /// Answers every request whose path starts with `prefix` (and for `method`, if given) with
    /// what `handler` makes of it: one handler for a whole API, which reads the rest of the
    /// path itself.
    ///
    /// `handler` runs on the connection's own thread.
    public func route(prefix: String, method: String? = nil, handler: @escaping @Sendable (RecordedRequest) -> Reply) {
        router.add(.prefix(prefix), method: method, handler: handler)
    }

    /// Every request received so far, in the order they were read in full.
    public var requests: [RecordedRequest] {
        router.requests
    }

    /// Closes the listener and every connection, ending every script where it stands, and waits
    /// for all of the server's threads to end. Calling it again does nothing.
    public func stop() {
        stopping.open()
        guard threads.joinAll() else { return }
        close(listener)
    }

    private static func listen() throws -> (Int32, Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("cannot make a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                Glibc.bind(descriptor, address, length) == 0 && Glibc.listen(descriptor, 128) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure("cannot listen on 127.0.0.1: \(reason)")
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// The next connection, once accepted; nil when the server stops.
    private static func accept(
        listener: Int32, router: LoopbackRouter, stopping: Gate, keepsOpen: Bool, tls: LoopbackTLS?
    ) -> LoopbackConnection? {
        while LoopbackSocket.poll([stopping.descriptor, listener], events: Int16(POLLIN), timeout: nil) == 1 {
            let descriptor = LoopbackDescriptors.accept(listener)
            guard descriptor >= 0 else { continue }
            var socket = LoopbackSocket(descriptor: descriptor, stop: stopping)
            if let tls {
                guard let session = tls.session(on: descriptor) else {
                    close(descriptor)
                    continue
                }
                socket.tls = session
            }
            return LoopbackConnection(socket: socket, router: router, keepsOpen: keepsOpen)
        }
        return nil
    }
}

import Synchronization
import FortuneHTTP

/// The loopback server's routes and the log of the requests it received, shared by its threads.
final class LoopbackRouter: Sendable {
    private enum Responder {
        /// Replies in order; the last repeats.
        case script([Reply], next: Int)
        case handler(@Sendable (RecordedRequest) -> Reply)
    }

    /// Which request paths a route answers.
    enum PathPattern: Sendable {
        /// This path and no other.
        case exact(String)
        /// Every path that starts with this text.
        case prefix(String)

        func matches(_ path: String) -> Bool {
            switch self {
            case .exact(let exact): path == exact
            case .prefix(let prefix): path.hasPrefix(prefix)
            }
        }
    }

    private struct Route {
        let pattern: PathPattern
        let method: String?
        var responder: Responder

        func matches(_ request: RecordedRequest) -> Bool {
            pattern.matches(request.path) && (method.map { $0.uppercased() == request.method } ?? true)
        }
    }

    private let routes = Mutex<[Route]>([])
    private let log = Mutex<[RecordedRequest]>([])

    func add(_ pattern: PathPattern, method: String?, replies: [Reply]) {
        precondition(!replies.isEmpty, "a route needs at least one reply")
        routes.withLock { $0.append(Route(pattern: pattern, method: method, responder: .script(replies, next: 0))) }
    }

    func add(_ pattern: PathPattern, method: String?, handler: @escaping @Sendable (RecordedRequest) -> Reply) {
        routes.withLock { $0.append(Route(pattern: pattern, method: method, responder: .handler(handler))) }
    }

    var requests: [RecordedRequest] {
        log.withLock { $0 }
    }

    /// Logs `request` and picks its reply from the route added last that matches it.
    func reply(to request: RecordedRequest) -> Reply {
        log.withLock { $0.append(request) }
        let handler: (@Sendable (RecordedRequest) -> Reply)? = routes.withLock { routes in
            guard let index = routes.lastIndex(where: { $0.matches(request) }) else {
                return { Self.notFound($0) }
            }
            switch routes[index].responder {
            case .script(let replies, let next):
                routes[index].responder = .script(replies, next: min(next + 1, replies.count - 1))
                let reply = replies[next]
                return { _ in reply }
            case .handler(let handler):
                return handler
            }
        }
        // Called outside the lock: a handler may well look at the server's requests.
        return handler!(request)
    }

    private static func notFound(_ request: RecordedRequest) -> Reply {
        .status(
            404, headers: [HTTPHeader(name: "Content-Type", value: "text/plain")],
            body: "no route for \(request.method) \(request.path)\n")
    }
}

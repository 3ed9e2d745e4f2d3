#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A joinable POSIX thread running one closure.
///
/// The server's loops block in `poll` for as long as a test scripts them to (a hanging reply
/// waits until the server stops); on Swift's cooperative pool, twenty of them would starve
/// every other task of the test process, so each gets a thread of its own.
struct LoopbackThread: Sendable {
    private let handle: pthread_t

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts a thread running `body`.
    /// - Throws: `LoopbackServer.Failure` when the system refuses another thread.
    init(_ body: @escaping @Sendable () -> Void) throws {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw LoopbackServer.Failure("cannot start a thread: \(String(cString: strerror(result)))")
        }
        self.handle = handle
    }

    /// Waits for the thread to end; does nothing when called from the thread itself, which
    /// would otherwise wait for ever.
    func join() {
        guard pthread_equal(handle, pthread_self()) == 0 else {
            pthread_detach(handle)
            return
        }
        pthread_join(handle, nil)
    }
}

/// The threads of one loopback server, joined when it stops.
final class LoopbackThreads: Sendable {
    private struct State {
        var acceptor: LoopbackThread?
        var connections: [LoopbackThread] = []
        var stopped = false
    }

    private let state = Mutex(State())

    func startAccepting(_ body: @escaping @Sendable () -> Void) throws {
        let thread = try LoopbackThread(body)
        state.withLock { $0.acceptor = thread }
    }

    /// How many connection threads were started: one per accepted connection.
    var connectionCount: Int {
        state.withLock { $0.connections.count }
    }

    func startConnection(_ body: @escaping @Sendable () -> Void) throws {
        let thread = try LoopbackThread(body)
        state.withLock { $0.connections.append(thread) }
    }

    /// Joins the accepting thread, then every connection thread.
    /// - Returns: false when another call already did.
    func joinAll() -> Bool {
        let acceptor: LoopbackThread?? = state.withLock { state in
            if state.stopped { return .none }
            state.stopped = true
            return .some(state.acceptor)
        }
        guard case .some(let accepting) = acceptor else { return false }
        // Once the acceptor has ended, no connection thread can be added.
        accepting?.join()
        for connection in state.withLock({ $0.connections }) { connection.join() }
        return true
    }
}

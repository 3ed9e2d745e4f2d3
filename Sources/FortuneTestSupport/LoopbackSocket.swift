#if canImport(Glibc)
import Glibc
#endif

/// A connected socket whose every wait also ends when the server stops.
///
/// Nothing blocks in `recv` or `send` directly: each waits in `poll` on the socket and on the
/// server's stop gate, so `stop()` frees every thread promptly, whatever its script is doing.
/// With a TLS session, the bytes go through it.
struct LoopbackSocket {
    /// Why an exchange ended early.
    enum Interruption: Error {
        case stopped
        case peerGone
    }

    let descriptor: Int32
    let stop: Gate
    var tls: LoopbackTLS.Session?

    /// Completes the TLS handshake, when the socket has a session.
    func handshake() throws {
        guard let tls else { return }
        while true {
            switch tls.accept() {
            case .done: return
            case .wait(let want): try waitFor(want)
            case .closed: throw Interruption.peerGone
            }
        }
    }

    /// The next bytes from the peer, at most `limit`; empty at end of stream or once it is gone.
    func receive(limit: Int = 64 << 10) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit)
        while true {
            switch bytes.withUnsafeMutableBytes({ buffer in
                tls?.read(into: buffer)
                    ?? Self.step(recv(descriptor, buffer.baseAddress, limit, Int32(MSG_DONTWAIT)), else: .read)
            }) {
            case .done(let count): return Array(bytes.prefix(count))
            case .wait(let want): try waitFor(want)
            case .closed: return []
            }
        }
    }

    /// Writes all of `bytes`; a peer that hung up ends the exchange instead of raising SIGPIPE.
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            switch bytes.withUnsafeBytes({ buffer in
                let rest = UnsafeRawBufferPointer(rebasing: buffer[offset...])
                return tls?.write(rest)
                    ?? Self.step(
                        Glibc.send(descriptor, rest.baseAddress, rest.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)),
                        else: .write)
            }) {
            case .done(let count): offset += count
            case .wait(let want): try waitFor(want)
            case .closed: throw Interruption.peerGone
            }
        }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// What a `recv` or `send` that returned `result` on the non-blocking socket asks next:
    /// `want` when it would have blocked.
    private static func step(_ result: Int, else want: LoopbackTLS.Session.Want) -> LoopbackTLS.Session.Step {
        if result >= 0 { return .done(result) }
        return errno == EAGAIN || errno == EINTR ? .wait(want) : .closed
    }

    /// Waits `duration`, or less if the server stops.
    func pause(_ duration: Duration) throws {
        if Self.poll([stop.descriptor], events: Int16(POLLIN), timeout: duration) != nil {
            throw Interruption.stopped
        }
    }

    /// Waits until `gate` opens or the server stops.
    func wait(for gate: Gate) throws {
        if Self.poll([stop.descriptor, gate.descriptor], events: Int16(POLLIN), timeout: nil) == 0 {
            throw Interruption.stopped
        }
    }

    /// Holds the connection open, discarding anything the peer sends, until the peer hangs up
    /// or the server stops.
    func hold() {
        while let bytes = try? receive(), !bytes.isEmpty {}
    }

    /// Ends the connection so that the peer reads everything sent before seeing end of stream.
    ///
    /// Closing a socket with unread input makes the kernel send a reset, which can make the
    /// peer drop the end of the response; so the write side is shut first and whatever the peer
    /// still sends is read away, for a little while, before closing.
    func finish() {
        tls?.shutdown()
        shutdown(descriptor, Int32(SHUT_WR))
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(2)
        while clock.now < deadline,
            Self.poll([stop.descriptor, descriptor], events: Int16(POLLIN), timeout: deadline - clock.now) == 1,
            let bytes = try? receive(), !bytes.isEmpty
        {}
        close(descriptor)
    }

    private func waitFor(_ want: LoopbackTLS.Session.Want) throws {
        let events = want == .read ? POLLIN : POLLOUT
        if Self.poll([stop.descriptor, descriptor], events: Int16(events), timeout: nil) == 0 {
            throw Interruption.stopped
        }
    }

    /// Waits for `events` on any of `descriptors` (hang-ups and errors count too).
    /// - Returns: the index of the first ready descriptor, or nil when `timeout` passed.
    static func poll(_ descriptors: [Int32], events: Int16, timeout: Duration?) -> Int? {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var entries = descriptors.map { pollfd(fd: $0, events: events, revents: 0) }
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let (seconds, attoseconds) = (deadline - clock.now).components
                milliseconds = Int32(
                    clamping: max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
            }
            let ready = Glibc.poll(&entries, nfds_t(entries.count), milliseconds)
            if ready > 0 { return entries.firstIndex { $0.revents != 0 } }
            if ready == 0 { return nil }
            if errno != EINTR { return 0 }
        }
    }
}

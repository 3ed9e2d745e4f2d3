#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// TLS for the loopback server, with the system's OpenSSL (`libssl.so.3`, which libcurl itself
/// loads), resolved by name on first use: the test support links nothing more.
///
/// It counts the handshakes it completes, and how many resumed an earlier session, which is
/// how a test sees whether a client reused its connections and sessions.
public final class LoopbackTLS: Sendable {
    /// The handshakes completed so far.
    public struct Handshakes: Sendable, Hashable {
        /// Full handshakes: a new session, with the key exchange and the certificate.
        public var full = 0
        /// Abbreviated ones that resumed a session the client kept.
        public var resumed = 0

        public init(full: Int = 0, resumed: Int = 0) {
            self.full = full
            self.resumed = resumed
        }
    }

    private let context: Pointer
    private let counts = Mutex(Handshakes())

    /// A server context presenting `certificate`.
    /// - Throws: `LoopbackServer.Failure` when libssl cannot be loaded or refuses the certificate or key.
    public init(certificate: TestCertificate) throws {
        let ssl = try OpenSSL.load()
        guard let method = ssl.serverMethod(), let context = ssl.contextNew(method) else {
            throw LoopbackServer.Failure("SSL_CTX_new failed")
        }
        guard ssl.useCertificateChain(context, certificate.certificatePath) == 1,
            ssl.usePrivateKey(context, certificate.keyPath, 1) == 1
        else {
            ssl.contextFree(context)
            throw LoopbackServer.Failure("libssl refused the test certificate or its key")
        }
        self.context = Pointer(raw: context)
    }

    deinit {
        OpenSSL.loaded?.contextFree(context.raw)
    }

    /// The handshakes completed so far.
    public var handshakes: Handshakes {
        counts.withLock { $0 }
    }

    /// A TLS session on the accepted `descriptor`, to be shaken hands on by `accept`.
    func session(on descriptor: Int32) -> Session? {
        guard let ssl = OpenSSL.loaded, let handle = ssl.new(context.raw) else { return nil }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = ssl.setFD(handle, descriptor)
        return Session(handle: Pointer(raw: handle), owner: self)
    }

    fileprivate func count(resumed: Bool) {
        counts.withLock { resumed ? ($0.resumed += 1) : ($0.full += 1) }
    }

    /// One connection's TLS state, used by that connection's thread alone.
    final class Session: Sendable {
        private let handle: Pointer
        private let owner: LoopbackTLS

        fileprivate init(handle: Pointer, owner: LoopbackTLS) {
            self.handle = handle
            self.owner = owner
        }

        deinit {
            OpenSSL.loaded?.free(handle.raw)
        }

        /// What the connection must wait for before calling again.
        enum Want {
            case read, write
        }

        /// The result of one call: done with a count, or wait for the socket.
        enum Step {
            case done(Int)
            case wait(Want)
            case closed
        }

        /// One step of the server's handshake; `.done` once it has completed, and counted.
        func accept() -> Step {
            let ssl = OpenSSL.loaded!
            let result = ssl.accept(handle.raw)
            if result == 1 {
                owner.count(resumed: ssl.sessionReused(handle.raw) == 1)
                return .done(0)
            }
            return step(after: result)
        }

        /// Reads decrypted bytes into `buffer`.
        func read(into buffer: UnsafeMutableRawBufferPointer) -> Step {
            let result = OpenSSL.loaded!.read(handle.raw, buffer.baseAddress, Int32(clamping: buffer.count))
            return result > 0 ? .done(Int(result)) : step(after: result)
        }

        /// Writes some of `bytes`.
        func write(_ bytes: UnsafeRawBufferPointer) -> Step {
            let result = OpenSSL.loaded!.write(handle.raw, bytes.baseAddress, Int32(clamping: bytes.count))
            return result > 0 ? .done(Int(result)) : step(after: result)
        }

        /// Sends the close notification, without waiting for the peer's.
        func shutdown() {
            _ = OpenSSL.loaded!.shutdown(handle.raw)
        }

        private func step(after result: Int32) -> Step {
            switch OpenSSL.loaded!.error(handle.raw, result) {
            case 2: .wait(.read)  // SSL_ERROR_WANT_READ
            case 3: .wait(.write)  // SSL_ERROR_WANT_WRITE
            default: .closed
            }
        }
    }

    /// A pointer of libssl's, owned by one object.
    fileprivate struct Pointer: @unchecked Sendable {
        let raw: UnsafeMutableRawPointer
    }
}

/// The libssl functions the loopback server uses, looked up once.
private struct OpenSSL: @unchecked Sendable {
    typealias Free = @convention(c) (UnsafeMutableRawPointer) -> Void
    typealias Call = @convention(c) (UnsafeMutableRawPointer) -> Int32

    let serverMethod: @convention(c) () -> UnsafeMutableRawPointer?
    let contextNew: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    let useCertificateChain: @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>) -> Int32
    let usePrivateKey: @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>, Int32) -> Int32
    let contextFree: Free
    let new: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    let setFD: @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
    let accept: Call
    let read: @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer?, Int32) -> Int32
    let write: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?, Int32) -> Int32
    let error: @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
    let sessionReused: Call
    let shutdown: Call
    let free: Free

    private static let state = Mutex<Result<OpenSSL, LoopbackServer.Failure>?>(nil)

    /// The functions, once loaded.
    static var loaded: OpenSSL? {
        try? state.withLock { $0 }?.get()
    }

    static func load() throws(LoopbackServer.Failure) -> OpenSSL {
        let result = state.withLock { state in
            if let state { return state }
            let loaded = Result { () throws(LoopbackServer.Failure) in try resolve() }
            state = loaded
            return loaded
        }
        return try result.get()
    }

    private static func resolve() throws(LoopbackServer.Failure) -> OpenSSL {
        guard let library = dlopen("libssl.so.3", RTLD_NOW | RTLD_LOCAL) else {
            throw LoopbackServer.Failure("cannot load libssl.so.3")
        }
        func symbol<T>(_ name: String) throws(LoopbackServer.Failure) -> T {
            guard let address = dlsym(library, name) else {
                throw LoopbackServer.Failure("libssl.so.3 lacks \(name)")
            }
            return unsafeBitCast(address, to: T.self)
        }
        return try OpenSSL(
            serverMethod: symbol("TLS_server_method"), contextNew: symbol("SSL_CTX_new"),
            useCertificateChain: symbol("SSL_CTX_use_certificate_chain_file"),
            usePrivateKey: symbol("SSL_CTX_use_PrivateKey_file"), contextFree: symbol("SSL_CTX_free"),
            new: symbol("SSL_new"), setFD: symbol("SSL_set_fd"), accept: symbol("SSL_accept"),
            read: symbol("SSL_read"), write: symbol("SSL_write"), error: symbol("SSL_get_error"),
            sessionReused: symbol("SSL_session_reused"), shutdown: symbol("SSL_shutdown"), free: symbol("SSL_free"))
    }
}

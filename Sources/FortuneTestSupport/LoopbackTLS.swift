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
    /// Why TLS could not be set up.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

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
    /// - Throws: `Failure` when libssl cannot be loaded or refuses the certificate or key.
    public init(certificate: TestCertificate) throws {
        let ssl = try OpenSSL.load()
        guard let method = ssl.serverMethod(), let context = ssl.contextNew(method) else {
            throw Failure(description: "SSL_CTX_new failed")
        }
        guard ssl.useCertificateChain(context, certificate.certificatePath) == 1,
            ssl.usePrivateKey(context, certificate.keyPath, 1) == 1
        else {
            ssl.contextFree(context)
            throw Failure(description: "libssl refused the test certificate or its key")
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
    typealias Method = @convention(c) () -> UnsafeMutableRawPointer?
    typealias ContextNew = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    typealias UseFile = @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>) -> Int32
    typealias UseTypedFile = @convention(c) (UnsafeMutableRawPointer, UnsafePointer<CChar>, Int32) -> Int32
    typealias Free = @convention(c) (UnsafeMutableRawPointer) -> Void
    typealias New = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    typealias SetFD = @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
    typealias Call = @convention(c) (UnsafeMutableRawPointer) -> Int32
    typealias Read = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer?, Int32) -> Int32
    typealias Write = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?, Int32) -> Int32
    typealias GetError = @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32

    let serverMethod: Method
    let contextNew: ContextNew
    let useCertificateChain: UseFile
    let usePrivateKey: UseTypedFile
    let contextFree: Free
    let new: New
    let setFD: SetFD
    let accept: Call
    let read: Read
    let write: Write
    let error: GetError
    let sessionReused: Call
    let shutdown: Call
    let free: Free

    private static let state = Mutex<Result<OpenSSL, LoopbackTLS.Failure>?>(nil)

    /// The functions, once loaded.
    static var loaded: OpenSSL? {
        try? state.withLock { $0 }?.get()
    }

    static func load() throws(LoopbackTLS.Failure) -> OpenSSL {
        let result = state.withLock { state in
            if let state { return state }
            let loaded = resolve()
            state = loaded
            return loaded
        }
        return try result.get()
    }

    private static func resolve() -> Result<OpenSSL, LoopbackTLS.Failure> {
        guard let library = dlopen("libssl.so.3", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(LoopbackTLS.Failure(description: "cannot load libssl.so.3"))
        }
        var missing: [String] = []
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let address = dlsym(library, name) else {
                missing.append(name)
                return nil
            }
            return unsafeBitCast(address, to: type)
        }
        let functions = (
            symbol("TLS_server_method", as: Method.self), symbol("SSL_CTX_new", as: ContextNew.self),
            symbol("SSL_CTX_use_certificate_chain_file", as: UseFile.self),
            symbol("SSL_CTX_use_PrivateKey_file", as: UseTypedFile.self), symbol("SSL_CTX_free", as: Free.self),
            symbol("SSL_new", as: New.self), symbol("SSL_set_fd", as: SetFD.self), symbol("SSL_accept", as: Call.self),
            symbol("SSL_read", as: Read.self), symbol("SSL_write", as: Write.self),
            symbol("SSL_get_error", as: GetError.self),
            symbol("SSL_session_reused", as: Call.self), symbol("SSL_shutdown", as: Call.self),
            symbol("SSL_free", as: Free.self)
        )
        guard missing.isEmpty,
            let serverMethod = functions.0, let contextNew = functions.1, let useCertificateChain = functions.2,
            let usePrivateKey = functions.3, let contextFree = functions.4, let new = functions.5,
            let setFD = functions.6, let accept = functions.7, let read = functions.8, let write = functions.9,
            let error = functions.10, let sessionReused = functions.11, let shutdown = functions.12,
            let free = functions.13
        else {
            return .failure(LoopbackTLS.Failure(description: "libssl.so.3 lacks \(missing.joined(separator: ", "))"))
        }
        return .success(
            OpenSSL(
                serverMethod: serverMethod, contextNew: contextNew, useCertificateChain: useCertificateChain,
                usePrivateKey: usePrivateKey, contextFree: contextFree, new: new, setFD: setFD, accept: accept,
                read: read, write: write, error: error, sessionReused: sessionReused, shutdown: shutdown, free: free
            ))
    }
}

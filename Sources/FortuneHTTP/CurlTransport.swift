#if canImport(Glibc)
import Glibc
#endif
import Synchronization
public import FortuneCore

/// `HTTPTransport` over libcurl, with async/await.
///
/// Each request runs on a thread of its own (`DedicatedThread`) with its own easy handle, and
/// the awaiting task is resumed when it ends. Cancelling the task wakes and aborts the transfer
/// at once and the caller gets `CancellationError`. TLS peers are always verified; libcurl's
/// own proxy variables (`HTTPS_PROXY`, `NO_PROXY`…) apply, and `SSL_CERT_FILE` /
/// `SSL_CERT_DIR` choose the trusted certificates as they do for OpenSSL.
public struct CurlTransport: HTTPTransport {
    /// Settings shared by every request of one transport.
    public struct Configuration: Sendable, Hashable {
        public var userAgent: String
        /// A PEM file of trusted certificates, instead of the system's.
        public var caBundlePath: String?
        /// A directory of trusted certificates (hashed names, as `c_rehash` makes), instead of the system's.
        public var caDirectoryPath: String?

        /// - Parameters:
        ///   - userAgent: defaults to `fortune/<version>`.
        ///   - caBundlePath: defaults to nil, the system's trusted certificates.
        public init(userAgent: String = "fortune/\(fortuneVersion)", caBundlePath: String? = nil, caDirectoryPath: String? = nil) {
            self.userAgent = userAgent
            self.caBundlePath = caBundlePath
            self.caDirectoryPath = caDirectoryPath
        }

        /// The default settings, with the certificate locations from `SSL_CERT_FILE` and
        /// `SSL_CERT_DIR` (or curl's `CURL_CA_BUNDLE`) when they are set in `environment`.
        public static func fromEnvironment(_ environment: [String: String]) -> Configuration {
            func value(_ name: String) -> String? {
                environment[name].flatMap { $0.isEmpty ? nil : $0 }
            }
            return Configuration(
                caBundlePath: value("SSL_CERT_FILE") ?? value("CURL_CA_BUNDLE"),
                caDirectoryPath: value("SSL_CERT_DIR")
            )
        }
    }

    public let configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let control = TransferControl()
        let configuration = configuration
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let started = DedicatedThread.start {
                    // Only this thread touches these: the sink's closures run inside `run()`.
                    nonisolated(unsafe) var head = HTTPResponseHead(status: 0)
                    nonisolated(unsafe) var body: [UInt8] = []
                    let sink = CurlTransfer.Sink(head: { head = $0 }, body: { body += $0 })
                    do {
                        try CurlTransfer(request: request, control: control, configuration: configuration, sink: sink).run()
                        continuation.resume(returning: HTTPResponse(head: head, body: body))
                    } catch {
                        continuation.resume(throwing: error)
                    }
                }
                if !started { continuation.resume(throwing: Self.noThread) }
            }
        } onCancel: {
            control.cancel()
        }
    }

    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let control = TransferControl()
        let configuration = configuration
        let (body, bodyContinuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        // The reader going away (or its task being cancelled) ends the transfer.
        bodyContinuation.onTermination = { _ in control.cancel() }
        let head = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponseHead, any Error>) in
                let started = DedicatedThread.start {
                    let headContinuation = Mutex<CheckedContinuation<HTTPResponseHead, any Error>?>(continuation)
                    let sink = CurlTransfer.Sink(
                        head: { head in headContinuation.withLock { $0.take() }?.resume(returning: head) },
                        body: { bodyContinuation.yield($0) }
                    )
                    do {
                        try CurlTransfer(request: request, control: control, configuration: configuration, sink: sink).run()
                        bodyContinuation.finish()
                    } catch {
                        if let waiting = headContinuation.withLock({ $0.take() }) {
                            waiting.resume(throwing: error)
                        }
                        bodyContinuation.finish(throwing: error)
                    }
                }
                if !started {
                    continuation.resume(throwing: Self.noThread)
                    bodyContinuation.finish(throwing: Self.noThread)
                }
            }
        } onCancel: {
            control.cancel()
        }
        return HTTPStreamingResponse(head: head, body: body)
    }

    private static let noThread = HTTPError(.other, "cannot start a thread for the request: the system is out of threads")
}

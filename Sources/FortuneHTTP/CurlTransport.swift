#if canImport(Glibc)
import Glibc
#endif
import Synchronization
public import FortuneCore

/// `HTTPTransport` over libcurl, with async/await.
///
/// Every request of the process runs on one libcurl multi handle, driven by one thread
/// (`CurlMultiLoop`), so requests to one host share connections and TLS sessions; the awaiting
/// task is resumed when its transfer ends. Cancelling the task wakes the loop, which aborts the
/// transfer at once, and the caller gets `CancellationError`. TLS peers are always verified; libcurl's
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
        /// The proxy variables, as libcurl reads them from the process's environment: only so
        /// that a failure at a proxy names it and its variable.
        public var proxies: ProxyEnvironment

        public init(
            userAgent: String = "fortune/\(fortuneVersion)",
            caBundlePath: String? = nil,
            caDirectoryPath: String? = nil,
            proxies: ProxyEnvironment = ProxyEnvironment()
        ) {
            self.userAgent = userAgent
            self.caBundlePath = caBundlePath
            self.caDirectoryPath = caDirectoryPath
            self.proxies = proxies
        }

        /// The default settings, with the certificate locations from `SSL_CERT_FILE` and
        /// `SSL_CERT_DIR` (or curl's `CURL_CA_BUNDLE`) when they are set in `environment`, and
        /// its proxy variables.
        public static func fromEnvironment(_ environment: [String: String]) -> Configuration {
            func value(_ name: String) -> String? {
                environment[name].flatMap { $0.isEmpty ? nil : $0 }
            }
            return Configuration(
                caBundlePath: value("SSL_CERT_FILE") ?? value("CURL_CA_BUNDLE"),
                caDirectoryPath: value("SSL_CERT_DIR"),
                proxies: ProxyEnvironment(environment)
            )
        }
    }

    public let configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await transfer(request) { continuation in
            let response = ResponseBuffer()
            return CurlTransfer.Sink(
                head: { response.head = $0 },
                body: { response.body += $0 },
                end: { error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else {
                        continuation.resume(returning: HTTPResponse(head: response.head, body: response.body))
                    }
                }
            )
        }
    }

    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let control = TransferControl()
        let (body, bodyContinuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        // The reader going away (or its task being cancelled) ends the transfer.
        bodyContinuation.onTermination = { _ in control.cancel() }
        let head = try await transfer(request, streaming: true, control: control) { continuation in
            let headContinuation = Mutex<CheckedContinuation<HTTPResponseHead, any Error>?>(continuation)
            return CurlTransfer.Sink(
                head: { head in headContinuation.withLock { $0.take() }?.resume(returning: head) },
                body: { bodyContinuation.yield($0) },
                end: { error in
                    if let error {
                        headContinuation.withLock { $0.take() }?.resume(throwing: error)
                        bodyContinuation.finish(throwing: error)
                    } else {
                        bodyContinuation.finish()
                    }
                }
            )
        }
        return HTTPStreamingResponse(head: head, body: body)
    }

    /// Hands `request` to the process's transfer loop, with the sink `sink` makes of the
    /// continuation it is to resume, and waits for it; cancelling the task cancels the transfer
    /// through `control`. The sink hears everything after, on the loop's thread, including a
    /// failure to start, which ends it at once.
    /// - Parameter streaming: whether `request` is read as a stream, bound by its first-byte and
    ///   idle timeouts and its deadline rather than by one timeout for the whole.
    private func transfer<T: Sendable>(
        _ request: HTTPRequest, streaming: Bool = false, control: TransferControl = TransferControl(),
        sink: (CheckedContinuation<T, any Error>) -> CurlTransfer.Sink
    ) async throws -> T {
        let configuration = configuration
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let sink = sink(continuation)
                do {
                    let loop = try CurlMultiLoop.shared()
                    let transfer = try CurlTransfer(
                        request: request, control: control, configuration: configuration, share: loop.shareHandle,
                        streaming: streaming, sink: sink)
                    control.attach(loop)
                    loop.start(transfer)
                } catch {
                    sink.end(error)
                }
            }
        } onCancel: {
            control.cancel()
        }
    }
}

/// The response of one `send` as it arrives, on the loop's thread only: handed to the awaiting
/// task once, when the transfer has ended.
private final class ResponseBuffer: @unchecked Sendable {
    var head = HTTPResponseHead(status: 0)
    var body: [UInt8] = []
}

internal import CCurl
import FortuneCore
#if canImport(Glibc)
import Glibc
#endif

/// One request through one libcurl easy handle, run by the process's `CurlMultiLoop`.
///
/// The owner of the handle, its header list and its error buffer: all are freed in `deinit`.
/// Deliberately not `Sendable`: it is made on the caller's thread, then handed to the loop's
/// thread, which alone touches it from then on, calls its sink and ends it. libcurl's callbacks
/// reach it through an `Unmanaged` pointer passed in the `*DATA` options.
final class CurlTransfer {
    /// What the transfer does with what arrives, on the loop's thread.
    struct Sink {
        /// Called once, when the final response head is complete.
        var head: (HTTPResponseHead) -> Void
        /// Called with each piece of the body, in order.
        var body: ([UInt8]) -> Void
        /// Called once, last: nil when the whole response arrived, else why not (`HTTPError`,
        /// or `CancellationError` when cancelled).
        var end: ((any Error)?) -> Void
    }

    private let request: HTTPRequest
    /// The request's timeouts as they stood when the transfer was made: cut by its deadline.
    private let limits: (timeout: Duration, connectTimeout: Duration)
    private let control: TransferControl
    private let sink: Sink
    /// The proxy the request goes through, as libcurl chooses it from the environment.
    private let proxy: ProxyEnvironment.Proxy?
    /// The easy handle, for the loop to add to and remove from its multi handle.
    let easy: UnsafeMutableRawPointer
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>

    private var headers: [HTTPHeader] = []
    private var headDelivered = false
    private var receivedBytes = 0
    private var exceededLimit = false
    /// Whether libcurl took `CURLOPT_QUICK_EXIT`, so that a hanging resolve cannot outlast
    /// the timeout; false with a libcurl older than 7.87.
    private(set) var quickExit = false
    /// Whether the exchange is a stream, bound by silences (`stall(at:)`) and the deadline.
    private let streaming: Bool
    /// When the transfer began, or its body last brought bytes.
    private var lastProgress = ContinuousClock.now

    /// - Parameter share: the loop's share handle, for TLS sessions and DNS.
    /// - Throws: `HTTPError` when libcurl refuses the request's options.
    init(
        request: HTTPRequest,
        control: TransferControl,
        configuration: CurlTransport.Configuration,
        share: UnsafeMutableRawPointer,
        streaming: Bool = false,
        sink: Sink
    ) throws(HTTPError) {
        guard let easy = ccurl_easy_init() else {
            throw HTTPError(.other, said: Message("error.http.noMemory"))
        }
        self.request = request
        self.streaming = streaming
        self.limits = streaming ? request.streamLimits() : request.limits()
        self.control = control
        self.sink = sink
        self.proxy = configuration.proxies.proxy(for: request.url)
        self.easy = easy
        self.errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        try configure(configuration, share: share)
    }

    deinit {
        ccurl_easy_cleanup(easy)
        ccurl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    /// Whether the caller has given up on this transfer.
    var isCancelled: Bool { control.isCancelled }

    /// Why a stream is to be ended at `now`: it sent no body within its first-byte timeout
    /// (`timeout`: a local model may still be loading), or nothing for its idle timeout since;
    /// nil while it keeps within them, and always for a request that is not a stream.
    func stall(at now: ContinuousClock.Instant) -> HTTPError? {
        guard streaming else { return nil }
        let target = URLDisplay.hostAndPort(of: request.url)
        if receivedBytes == 0 {
            guard now - lastProgress > request.timeout else { return nil }
            return HTTPError(
                .stalled,
                said: Message("error.http.noFirstByte", ["target": target], parts: ["time": .seconds(request.timeout)]))
        }
        let idle = request.idleTimeout ?? request.timeout
        guard now - lastProgress > idle else { return nil }
        return HTTPError(
            .stalled, said: Message("error.http.idle", ["target": target], parts: ["time": .seconds(idle)]))
    }

    /// Ends the transfer with `error` before libcurl did, once it is off the multi handle.
    func end(with error: HTTPError) {
        sink.end(control.isCancelled ? CancellationError() : error)
    }

    /// Ends the transfer with libcurl's `result`, once it is off the multi handle: the sink
    /// hears of the head, if it has not yet, and of the end.
    func end(with result: CURLcode) {
        if control.isCancelled {
            sink.end(CancellationError())
        } else if result == CURLE_OK {
            deliverHeadIfNeeded()
            sink.end(nil)
        } else {
            sink.end(error(for: result))
        }
    }

    /// Sets every option of the handle for `request`.
    ///
    /// An option libcurl refuses does not stop the others from being set; the first refusal is
    /// the error, once all have been tried.
    private func configure(_ configuration: CurlTransport.Configuration, share: UnsafeMutableRawPointer)
        throws(HTTPError)
    {
        try Self.requireHTTP(request.url)
        var failed: CURLcode = CURLE_OK
        func check(_ code: CURLcode) { if code != CURLE_OK && failed == CURLE_OK { failed = code } }

        check(ccurl_easy_setopt_share(easy, CURLOPT_SHARE, share))
        // Over HTTP/2, wait for a connection being set up to the same host and share it,
        // rather than open another: one handshake for a batch of concurrent requests. Only
        // for https, where the handshake's ALPN soon says whether the server multiplexes; over
        // plain http libcurl would wait for a whole HTTP/1.1 response before a second request.
        if request.url.lowercased().hasPrefix("https:") {
            check(ccurl_easy_setopt_long(easy, CURLOPT_PIPEWAIT, 1))
        }
        setConnectionOptions(configuration, check: check)
        setMethod(check: check)
        try setHeaders(check: check)
        setCallbacks(check: check)
        if failed != CURLE_OK {
            throw HTTPError(
                .other, said: Message("error.http.option", ["detail": String(cString: ccurl_easy_strerror(failed))]))
        }
    }

    /// Refuses any URL that is not http or https before libcurl sees it.
    private static func requireHTTP(_ url: String) throws(HTTPError) {
        guard let scheme = url.split(separator: ":", maxSplits: 1).first?.lowercased(),
            scheme == "http" || scheme == "https"
        else {
            // Never the whole URL: it may carry credentials, and the message may be stored.
            throw HTTPError(
                .unsupportedURL, said: Message("error.http.notHTTP", ["target": URLDisplay.hostAndPort(of: url)]))
        }
    }

    /// Where to connect and how: the URL, the protocols, limits of time and size, and whom to
    /// trust.
    private func setConnectionOptions(_ configuration: CurlTransport.Configuration, check: (CURLcode) -> Void) {
        check(ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
        check(ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url))
        // https://curl.se/libcurl/c/CURLOPT_PROTOCOLS_STR.html: nothing but http(s), even if
        // a URL or a proxy setting says otherwise.
        check(ccurl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"))
        check(ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0))
        // Threads other than the main one must not take signals for DNS timeouts.
        check(ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
        // A resolve still waiting at the timeout is left behind, not joined at cleanup, so a
        // hanging DNS server cannot hold the request past its deadline (libcurl 7.87 and
        // later; an older one refuses the option, and a request still works without it).
        quickExit = ccurl_easy_setopt_long(easy, CURLOPT_QUICK_EXIT, 1) == CURLE_OK
        check(ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, max(1, limits.timeout.milliseconds)))
        check(ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, max(1, limits.connectTimeout.milliseconds)))
        check(ccurl_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxResponseBytes)))
        check(ccurl_easy_setopt_string(easy, CURLOPT_USERAGENT, configuration.userAgent))
        check(ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""))
        if let bundle = configuration.caBundlePath {
            check(ccurl_easy_setopt_string(easy, CURLOPT_CAINFO, bundle))
        }
        if let directory = configuration.caDirectoryPath {
            check(ccurl_easy_setopt_string(easy, CURLOPT_CAPATH, directory))
        }
    }

    /// The request's method, and its body when it has one.
    private func setMethod(check: (CURLcode) -> Void) {
        switch request.method {
        case .get:
            check(ccurl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1))
        case .post:
            check(ccurl_easy_setopt_long(easy, CURLOPT_POST, 1))
            check(ccurl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.count)))
            // COPYPOSTFIELDS copies now, so the body need not outlive this call.
            var body = request.body
            body.append(0)
            body.withUnsafeMutableBytes { bytes in
                check(ccurl_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress))
            }
        }
    }

    /// The request's headers, kept in `headerList` until the handle is freed.
    private func setHeaders(check: (CURLcode) -> Void) throws(HTTPError) {
        // An empty "Expect:" stops libcurl from waiting for "100 Continue" before a large body.
        for line in request.headers.map({ "\($0.name): \($0.value)" }) + ["Expect:"] {
            guard let appended = ccurl_slist_append(headerList, line) else {
                throw HTTPError(.other, said: Message("error.http.noMemory"))
            }
            headerList = appended
        }
        check(ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList))
    }

    /// Routes the response's header lines and body pieces to this transfer.
    private func setCallbacks(check: (CURLcode) -> Void) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        check(
            ccurl_easy_setopt_write_function(easy, CURLOPT_HEADERFUNCTION) { buffer, size, count, context in
                Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
                    .receiveHeader(UnsafeRawBufferPointer(start: buffer, count: size * count))
            })
        check(ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context))
        check(
            ccurl_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION) { buffer, size, count, context in
                Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
                    .receiveBody(UnsafeRawBufferPointer(start: buffer, count: size * count))
            })
        check(ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context))
    }

    private func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Int {
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            // A new status line: an interim response (100 Continue) or a proxy's came before.
            headers.removeAll()
        } else if line == "\r\n" || line == "\n" {
            var status = 0
            ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
            if status >= 200 { deliverHeadIfNeeded() }
        } else if let colon = line.firstIndex(of: ":") {
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
                .prefix { !$0.isNewline }
            headers.append(HTTPHeader(name: name, value: String(value)))
        }
        return bytes.count
    }

    private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        receivedBytes += bytes.count
        if !bytes.isEmpty { lastProgress = .now }
        if receivedBytes > request.maxResponseBytes {
            exceededLimit = true
            return 0
        }
        deliverHeadIfNeeded()
        sink.body(Array(bytes))
        return bytes.count
    }

    private func deliverHeadIfNeeded() {
        guard !headDelivered else { return }
        headDelivered = true
        var status = 0
        ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        sink.head(HTTPResponseHead(status: status, headers: headers))
    }

    private func error(for code: CURLcode) -> HTTPError {
        var osErrno = 0
        ccurl_easy_getinfo_long(easy, CURLINFO_OS_ERRNO, &osErrno)
        let detail =
            errorBuffer.pointee != 0 ? String(cString: errorBuffer) : String(cString: ccurl_easy_strerror(code))
        if let proxy, let failure = proxyError(for: code, through: proxy, osErrno: osErrno, detail: detail) {
            return failure
        }
        let target = URLDisplay.hostAndPort(of: request.url)
        /// A failure of `kind` said by the message `key`, which is told the target and `values`.
        func failure(_ kind: HTTPError.Kind, _ key: String, _ values: [String: String] = [:]) -> HTTPError {
            HTTPError(kind, said: Message(key, values.merging(["target": target]) { own, _ in own }))
        }
        switch code {
        case CURLE_WRITE_ERROR where exceededLimit, CURLE_FILESIZE_EXCEEDED:
            return failure(.tooLarge, "error.http.tooLarge", ["count": "\(request.maxResponseBytes)"])
        case CURLE_OUT_OF_MEMORY, CURLcode(rawValue: 100):
            // libcurl refuses a header over its limit (100 KB) this way (CURLE_TOO_LARGE, 100,
            // from 8.6): not the machine's memory, and no retry brings a smaller header.
            return failure(.tooLarge, "error.http.headerTooLarge")
        case CURLE_COULDNT_CONNECT where osErrno == Int(ECONNREFUSED):
            return failure(.connectionRefused, "error.http.refused")
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return failure(.cannotResolveHost, "error.http.resolve")
        case CURLE_OPERATION_TIMEDOUT where streaming && receivedBytes > 0:
            return failure(.stalled, "error.http.stillComing")
        case CURLE_OPERATION_TIMEDOUT:
            return HTTPError(
                .timedOut,
                said: Message("error.http.timedOut", ["target": target], parts: ["time": .seconds(limits.timeout)]))
        case CURLE_SSL_CONNECT_ERROR:
            // A handshake cut short ("connection reset by peer") is a network blip, worth a
            // retry; a certificate that fails verification (below) is not.
            return failure(.connectionClosed, "error.http.handshake", ["detail": detail])
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return failure(.tls, "error.http.tls", ["detail": detail])
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE, CURLE_SEND_ERROR:
            return failure(.connectionClosed, "error.http.closed", ["detail": detail])
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return failure(.unsupportedURL, "error.http.unsupportedURL", ["detail": detail])
        default:
            return failure(.other, "error.http.failed", ["detail": detail])
        }
    }

    /// The failure of a request through `proxy` that happened at the proxy, said as such: the
    /// proxy could not be found or reached, or would not open a tunnel to the service.
    private func proxyError(for code: CURLcode, through proxy: ProxyEnvironment.Proxy, osErrno: Int, detail: String)
        -> HTTPError?
    {
        let named = Message("error.http.proxy", ["address": proxy.address, "variable": proxy.variable])
        var tunnel = 0
        ccurl_easy_getinfo_long(easy, CURLINFO_HTTP_CONNECTCODE, &tunnel)
        switch code {
        case CURLE_COULDNT_RESOLVE_PROXY:
            return HTTPError(
                .cannotResolveHost, said: Message("error.http.proxyResolve", parts: ["proxy": named]),
                proxyVariable: proxy.variable)
        case CURLE_COULDNT_CONNECT where osErrno == Int(ECONNREFUSED):
            return HTTPError(
                .connectionRefused, said: Message("error.http.proxyRefused", parts: ["proxy": named]),
                proxyVariable: proxy.variable)
        case CURLE_COULDNT_CONNECT:
            return HTTPError(
                .other, said: Message("error.http.proxyFailed", ["detail": detail], parts: ["proxy": named]),
                proxyVariable: proxy.variable)
        case _ where tunnel >= 300:
            let target = URLDisplay.hostAndPort(of: request.url)
            return HTTPError(
                tunnel >= 500 ? .other : .proxyRefused,
                said: Message("error.http.tunnel", ["target": target, "status": "\(tunnel)"], parts: ["proxy": named]),
                proxyVariable: proxy.variable
            )
        default:
            return nil
        }
    }
}

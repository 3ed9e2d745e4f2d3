import FoundationEssentials
public import FortuneHTTP

/// Google's Gemini over its REST API: `generateContent`, and `streamGenerateContent` with
/// server-sent events.
///
/// The key travels only in the `x-goog-api-key` header, never in the URL, so it cannot end up
/// in a proxy's log or an error message; every `GenerationError` thrown has it redacted too.
/// Failures that may pass are retried under `retry` (see `RetryPolicy`).
/// Reference: https://ai.google.dev/api/generate-content
public struct GeminiModel: GenerativeModel {
    public let configuration: GeminiConfiguration
    let transport: any HTTPTransport
    let retry: RetryPolicy
    let sleep: @Sendable (Duration) async throws -> Void

    /// - Parameters:
    ///   - transport: sends the requests: `CurlTransport` in the product, a stub in tests.
    ///   - retry: defaults to `RetryPolicy.default`.
    ///   - sleep: waits between attempts; defaults to `Task.sleep`. Tests record the delays
    ///     instead of waiting them out.
    public init(
        configuration: GeminiConfiguration,
        transport: any HTTPTransport,
        retry: RetryPolicy = .default,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.configuration = configuration
        self.transport = transport
        self.retry = retry
        self.sleep = sleep
    }

    public var name: String { configuration.model }

    public func generate(_ request: GenerationRequest) async throws -> Generation {
        let http = try httpRequest(for: request, streaming: false)
        return try await redactingKey {
            try await withRetries {
                let response = try await transport.send(http)
                guard response.head.isSuccess else {
                    throw serverError(response.head, body: response.body)
                }
                var answer = GeminiAnswer(model: name)
                _ = try answer.add(GeminiAnswer.decode(response.body), status: response.status)
                return try answer.finish(requireFinishReason: false)
            }
        }
    }

    // MARK: - Requests

    /// The HTTP request for `request`; the same value is sent again on each retry.
    func httpRequest(for request: GenerationRequest, streaming: Bool) throws -> HTTPRequest {
        var base = configuration.baseURL
        while base.hasSuffix("/") { base.removeLast() }
        var model = configuration.model
        if model.hasPrefix("models/") { model.removeFirst("models/".count) }
        let method = streaming ? "streamGenerateContent?alt=sse" : "generateContent"
        let url = "\(base)/v1beta/models/\(Self.percentEncoded(model)):\(method)"

        let body = GeminiWireRequest(
            contents: [.init(role: "user", parts: [.init(text: request.prompt)])],
            generationConfig: .init(
                temperature: configuration.temperature,
                maxOutputTokens: configuration.maxOutputTokens
            )
        )
        return HTTPRequest(
            method: .post,
            url: url,
            headers: [
                HTTPHeader(name: "Content-Type", value: "application/json"),
                HTTPHeader(name: "Accept", value: streaming ? "text/event-stream" : "application/json"),
                HTTPHeader(name: "x-goog-api-key", value: configuration.apiKey.secret),
            ],
            body: Array(try JSONEncoder().encode(body)),
            timeout: configuration.timeout,
            connectTimeout: configuration.connectTimeout
        )
    }

    /// `name` with every byte outside RFC 3986's unreserved set percent-encoded, so that a
    /// model name from the configuration cannot change the path or add a query.
    private static func percentEncoded(_ name: String) -> String {
        var encoded = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    func serverError(_ head: HTTPResponseHead, body: [UInt8]) -> GenerationError {
        .gemini(status: head.status, body: body, retryAfter: head.value(of: "Retry-After"), model: name)
    }

    // MARK: - Retries

    /// Wraps an error that must end the attempts at once, such as one after text was shown.
    struct Final: Error {
        var error: any Error
    }

    /// Runs `attempt` until it succeeds or `retry` says to give up.
    ///
    /// `CancellationError` ends the loop at once, and so does any error once the task is
    /// cancelled, whatever the transport made of the cancellation.
    func withRetries<T>(_ attempt: () async throws -> T) async throws -> T {
        var number = 1
        while true {
            try Task.checkCancellation()
            do {
                return try await attempt()
            } catch {
                if error is CancellationError || Task.isCancelled { throw CancellationError() }
                let failure: RetryPolicy.Failure
                let giveUp: GenerationError
                switch error {
                case let final as Final:
                    throw (final.error as? GenerationError) ?? .transport(final.error, attempts: number)
                case let error as HTTPError where !error.isTransient:
                    throw GenerationError.permanent(error)
                case let error as GenerationError:
                    guard let status = error.httpStatus else { throw error }
                    failure = .status(status, serverDelay: error.retryDelay, dailyQuota: error.category == .quotaExhausted)
                    giveUp = error.after(attempts: number)
                default:
                    failure = .transport
                    giveUp = .transport(error, attempts: number)
                }
                guard let delay = retry.delay(forAttempt: number, after: failure) else { throw giveUp }
                try await sleep(delay)
                number += 1
            }
        }
    }

    /// Runs `body`, redacting the key from any `GenerationError` it throws.
    func redactingKey<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as GenerationError {
            throw error.redacting(configuration.apiKey)
        }
    }
}

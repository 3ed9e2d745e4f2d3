import FoundationEssentials
import FortuneCore
import FortuneHTTP

/// Google's Gemini over its REST API: `generateContent`, and `streamGenerateContent` with
/// server-sent events.
///
/// The key travels only in the `x-goog-api-key` header, never in the URL, so it cannot end up
/// in a proxy's log or an error message; every `GenerationError` thrown has it redacted too.
/// Each generation asks for the least thinking the model allows (`GeminiThinking`), steps
/// down when a 400 refuses it, moves on to the fallback models when the model is gone or out
/// of quota, and retries what may pass under `retry`, all within one deadline.
/// Reference: https://ai.google.dev/api/generate-content
public struct GeminiModel: GenerativeModel {
    /// The model and its fallbacks, the endpoint, the key, the limits and what is kept between
    /// runs.
    public let setup: ModelSetup
    let sleep: @Sendable (Duration) async throws -> Void
    /// What this process learned about the models: shared by the copies of this value, so that
    /// `refresh --all` pays for a retired model once, and says so once.
    let learned = LearnedAvailability()

    /// Tried in order when the model is gone (404), its daily quota is used up, or it stays
    /// unavailable after retries: none by default, since a fixed id retires. After the model
    /// and any configured fallbacks, the models the key can use are asked for, and the newest
    /// Flash-Lite and Flash among them are tried (`discoveredFallbacks`).
    public static let defaultFallbackModels: [String] = []

    /// - Parameter sleep: waits between attempts; defaults to `Task.sleep`. Tests record the
    ///   delays instead of waiting them out.
    public init(
        _ setup: ModelSetup,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.setup = setup
        self.sleep = sleep
    }

    public var name: String { setup.model }

    public var descriptor: ServiceDescriptor { .gemini }

    public func generate(_ request: GenerationRequest) async throws -> Generation {
        try await attempting { model, thinking, deadline in
            let http = try httpRequest(
                for: request, model: model, thinking: thinking, streaming: false, deadline: deadline)
            let response = try await setup.transport.send(http)
            guard response.head.isSuccess else {
                throw serverError(response.head, body: response.body, model: model)
            }
            var answer = GeminiAnswer(model: model, length: FortuneLength(request.language))
            _ = try answer.add(GeminiAnswer.decode(response.body), status: response.status)
            return try answer.finish(requireFinishReason: false)
        }
    }

    // MARK: - Requests

    /// The HTTP request for `request` to `model`; the same value is sent again on each retry.
    /// - Parameter deadline: the transport cuts the attempt's timeouts to what is left before it.
    func httpRequest(
        for request: GenerationRequest,
        model: String,
        thinking: GeminiThinking,
        streaming: Bool,
        deadline: ContinuousClock.Instant
    ) throws -> HTTPRequest {
        let method = streaming ? "streamGenerateContent?alt=sse" : "generateContent"
        let body = GeminiWireRequest(
            instructions: request.prompt.instructions,
            prompt: request.prompt.text,
            generationConfig: .init(
                temperature: setup.temperature,
                maxOutputTokens: setup.maxOutputTokens
                    ?? FortuneLength(request.language).answerTokens + thinking.tokenAllowance(for: model),
                thinking: thinking
            )
        )
        let http = HTTPRequest(
            method: .post,
            url: setup.url("/v1beta/models/\(Self.percentEncoded(model)):\(method)"),
            headers: [
                HTTPHeader(name: "Content-Type", value: "application/json"),
                HTTPHeader(name: "Accept", value: streaming ? "text/event-stream" : "application/json"),
            ] + descriptor.headers(key: setup.key),
            body: Array(try JSONEncoder.stable().encode(body))
        )
        return setup.limits.bound(http, by: deadline)
    }

    /// `id` without a leading "models/".
    public static func bareID(_ id: String) -> String {
        id.hasPrefix("models/") ? String(id.dropFirst("models/".count)) : id
    }

    /// `name` with every byte outside RFC 3986's unreserved set percent-encoded, so that a
    /// model name from the configuration cannot change the path or add a query.
    static func percentEncoded(_ name: String) -> String {
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

    func serverError(_ head: HTTPResponseHead, body: [UInt8], model: String) -> GenerationError {
        .gemini(status: head.status, body: body, retryAfter: head.value(of: "Retry-After"), model: model)
    }
}

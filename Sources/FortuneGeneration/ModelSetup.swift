public import FortuneCore
public import FortuneHTTP

/// What a service's model is built from and works with: the endpoint and settings the
/// configuration resolved, the key, the transport and what is kept between runs. Printing it
/// never shows the key.
public struct ModelSetup: Sendable {
    /// The model's name, as in "gemini-flash-lite-latest" (Gemini tolerates a leading
    /// "models/"); empty when it is built only to list the service's models.
    public var model: String
    /// Scheme, host, optional port and path prefix (`http://localhost:8080/v1`); a trailing
    /// slash is tolerated.
    public var baseURL: String
    /// Sent in the header the service's row names; nil for the local servers that need none.
    public var key: APIKey?
    /// Sent only when set: otherwise the model's own default applies.
    public var temperature: Double?
    /// The token limit sent (`maxOutputTokens`, `max_tokens`, Ollama's `num_predict`); nil
    /// sends what the job needs: the answer's budget in the request's language
    /// (`FortuneLength`) plus what the model's thinking may spend.
    public var maxOutputTokens: Int?
    /// How much a Gemini model may think; `auto` asks for the least each model allows.
    public var thinking: ThinkingSetting
    /// The Gemini models asked, in order, when `model` cannot answer; see
    /// `GeminiModel.defaultFallbackModels`.
    public var fallbackModels: [String]
    /// How long an attempt, its connecting and a whole generation (every attempt, wait and
    /// fallback model together) may take.
    public var limits: RequestLimits
    public var retry: RetryPolicy
    /// Sends the requests: `CurlTransport` in the product, a stub in tests.
    public var transport: any HTTPTransport
    /// Where the thinking that worked is kept between runs; nil keeps nothing.
    public var thinkingMemory: (any ThinkingMemory)?
    /// Where the request rules that worked for a chat server's model are kept; nil keeps
    /// nothing.
    public var rulesMemory: (any ChatRulesMemory)?
    /// Told, as a message said in the reader's language, when a fallback model answered or a
    /// model announced its retirement.
    public var notify: @Sendable (Message) -> Void

    public init(
        model: String,
        baseURL: String,
        key: APIKey? = nil,
        temperature: Double? = nil,
        maxOutputTokens: Int? = nil,
        thinking: ThinkingSetting = .auto,
        fallbackModels: [String] = [],
        limits: RequestLimits = .standard,
        retry: RetryPolicy = .default,
        transport: any HTTPTransport,
        thinkingMemory: (any ThinkingMemory)? = nil,
        rulesMemory: (any ChatRulesMemory)? = nil,
        notify: @escaping @Sendable (Message) -> Void = { _ in }
    ) {
        self.model = model
        self.baseURL = baseURL
        self.key = key
        self.temperature = temperature
        self.maxOutputTokens = maxOutputTokens
        self.thinking = thinking
        self.fallbackModels = fallbackModels
        self.limits = limits
        self.retry = retry
        self.transport = transport
        self.thinkingMemory = thinkingMemory
        self.rulesMemory = rulesMemory
        self.notify = notify
    }

    /// The base URL without the trailing slashes it may carry.
    var base: String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// The URL of `path` under the base URL, whatever slashes the two carry.
    func url(_ path: String) -> String {
        base + (path.hasPrefix("/") ? path : "/" + path)
    }

    /// A request to `service`'s `path` that the transport ends by `deadline`, the key in the
    /// header the service's row names.
    package func request(
        _ method: HTTPRequest.Method,
        _ path: String,
        body: [UInt8] = [],
        accept: String = "application/json",
        service: ServiceDescriptor,
        deadline: ContinuousClock.Instant
    ) -> HTTPRequest {
        var headers = [HTTPHeader(name: "Accept", value: accept)]
        if !body.isEmpty { headers.append(HTTPHeader(name: "Content-Type", value: "application/json")) }
        headers += service.headers(key: key)
        return limits.bound(HTTPRequest(method: method, url: url(path), headers: headers, body: body), by: deadline)
    }

    /// Runs `body`, whose errors leave the model: a `RetryLoop.Final` unwrapped, the key
    /// redacted from a `GenerationError`.
    func redactingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            let error = (error as? RetryLoop.Final)?.error ?? error
            guard let key, let failure = error as? GenerationError else { throw error }
            throw failure.redacting(key)
        }
    }
}

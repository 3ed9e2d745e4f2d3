package import FortuneHTTP

/// What `OpenAIModel` and `OllamaModel` need to reach a chat service: where it is, which model,
/// the limits; printing it never shows the key.
public struct ChatServiceConfiguration: Sendable, Hashable {
    /// Sent in the header the service's row names; nil for the local servers that need none.
    public var apiKey: APIKey?
    public var model: String
    /// Scheme, host, optional port and path prefix (`http://localhost:8080/v1`); a trailing
    /// slash is tolerated.
    public var baseURL: String
    /// Sent only when set.
    public var temperature: Double?
    /// The most tokens the answer may use (`max_tokens`, Ollama's `num_predict`).
    public var maxOutputTokens: Int?
    /// How long an attempt, its connecting and a whole generation may take.
    public var limits: RequestLimits

    public init(
        apiKey: APIKey? = nil,
        model: String,
        baseURL: String,
        temperature: Double? = nil,
        maxOutputTokens: Int? = nil,
        limits: RequestLimits = .standard
    ) {
        self.apiKey = apiKey
        self.model = model
        self.baseURL = baseURL
        self.temperature = temperature
        self.maxOutputTokens = maxOutputTokens
        self.limits = limits
    }

    /// The URL of `path` under the base URL, whatever slashes the two carry.
    func url(_ path: String) -> String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return base + (path.hasPrefix("/") ? path : "/" + path)
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
        headers += service.headers(key: apiKey)
        return limits.bound(HTTPRequest(method: method, url: url(path), headers: headers, body: body), by: deadline)
    }
}

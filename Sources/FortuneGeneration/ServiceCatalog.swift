public import FortuneCore

/// The service table: one `ServiceDescriptor` per model service, in the order they are listed.
///
/// The product uses `standard`; a test adds a service of its own (`standard + [echo]`) and
/// selects it exactly as a real one is selected.
public struct ServiceCatalog: Sendable {
    /// Every service, in order; ids are unique.
    public let services: [ServiceDescriptor]

    public init(_ services: [ServiceDescriptor]) {
        var seen: Set<ModelService> = []
        self.services = services.filter { seen.insert($0.id).inserted }
    }

    /// The services `fortune` ships with.
    public static let standard = ServiceCatalog([.gemini, .openAI, .ollama, .offline])

    /// This table and `more` after it.
    public static func + (catalog: ServiceCatalog, more: [ServiceDescriptor]) -> ServiceCatalog {
        ServiceCatalog(catalog.services + more)
    }

    /// The ids, in order.
    public var ids: [ModelService] { services.map(\.id) }

    /// The service with `id`, if the table has it.
    public subscript(id: ModelService) -> ServiceDescriptor? {
        services.first { $0.id == id }
    }

    /// Every variable that may hold a key: what a child process such as a reload hook never
    /// gets.
    public var keyVariables: [String] { services.flatMap(\.keyVariables) }
}

// MARK: - The rows

extension ServiceDescriptor {
    /// Google's Gemini API (`GeminiModel`, `GeminiWire…`).
    public static let gemini: ServiceDescriptor = ServiceDescriptor(
        id: .gemini,
        name: .verbatim("Gemini"),
        baseURLVariable: "GOOGLE_GEMINI_BASE_URL",
        // Google's SDKs read the same two; the key goes in a header, never in the URL.
        key: ServiceKey(
            variables: ["GEMINI_API_KEY", "GOOGLE_API_KEY"], fileName: "api-key", required: true,
            header: .named("x-goog-api-key")),
        defaultBaseURL: "https://generativelanguage.googleapis.com",
        // The alias that Google repoints to its current Flash-Lite model, so a default
        // written today keeps answering as models retire.
        defaultModel: "gemini-flash-lite-latest",
        runsLocally: false,
        listing: .asked,
        capabilities: Capabilities(
            streaming: true, thinking: true, fallbackModels: true, tokenLimitField: "maxOutputTokens"),
        // Google's guidance: retry 429 and 5xx with backoff; 408 is a proxy's timeout.
        retryableStatuses: [408, 429, 500, 502, 503, 504],
        // Canonical codes that say the failure was the service's; a stream sends them with
        // codes such as 499.
        transientErrorNames: ["CANCELLED", "DEADLINE_EXCEEDED", "UNAVAILABLE", "INTERNAL", "ABORTED"],
        // SAFETY, RECITATION, BLOCKLIST, PROHIBITED_CONTENT, SPII, OTHER: refused.
        stopReasons: StopReasons(finished: ["STOP"], cutShort: ["MAX_TOKENS"]),
        unreadableAnswer: Message("error.generation.malformed.response"),
        fixedHeaders: [],
        makeModel: { setup, _ in GeminiModel(setup) }
    )

    /// Any server that speaks OpenAI's chat completions (`OpenAIModel`, `OpenAIWire`).
    public static let openAI = ServiceDescriptor(
        id: .openai,
        name: Message("service.openai"),
        baseURLVariable: "OPENAI_BASE_URL",
        // As OpenAI's SDKs read it; a local server needs none.
        key: ServiceKey(variables: ["OPENAI_API_KEY"], fileName: "openai-api-key", required: false, header: .bearer),
        // OpenAI's own API; any server that speaks its chat completions works with its own URL.
        defaultBaseURL: "https://api.openai.com/v1",
        defaultModel: nil,
        // llama-server, LM Studio, vLLM: usually on this machine, a model perhaps still loading.
        runsLocally: true,
        listing: .asked,
        capabilities: Capabilities(
            streaming: true, thinking: false, fallbackModels: false, tokenLimitField: "max_tokens"),
        retryableStatuses: [408, 429, 500, 502, 503, 504],
        transientErrorNames: [],
        // llama.cpp's server says "eos" in some versions; other imitators borrow Anthropic's words.
        stopReasons: StopReasons(
            finished: ["stop", "eos", "end_turn", "stop_sequence"], cutShort: ["length", "max_tokens"]),
        unreadableAnswer: Message("error.generation.malformed.openAI"),
        fixedHeaders: [],
        makeModel: { setup, _ in OpenAIModel(setup) }
    )

    /// Ollama's own API (`OllamaModel`, `OllamaWire`).
    public static let ollama = ServiceDescriptor(
        id: .ollama,
        name: .verbatim("Ollama"),
        baseURLVariable: "OLLAMA_HOST",
        key: nil,
        defaultBaseURL: "http://localhost:11434",
        // A small model that writes a short fortune on a laptop's CPU in seconds.
        defaultModel: "gemma3:1b",
        runsLocally: true,
        listing: .asked,
        capabilities: Capabilities(
            streaming: true, thinking: false, fallbackModels: false, tokenLimitField: "num_predict"),
        retryableStatuses: [408, 429, 500, 502, 503, 504],
        transientErrorNames: [],
        // `done_reason`; "load" and "unload" come with no text and end no generation.
        stopReasons: StopReasons(finished: ["stop"], cutShort: ["length"]),
        unreadableAnswer: Message("error.generation.malformed.ollama"),
        fixedHeaders: [],
        baseURLFromVariable: OllamaModel.baseURL(fromHost:),
        makeModel: { setup, _ in OllamaModel(setup) }
    )

    /// The built-in offline model (`OfflineModel`).
    public static let offline = ServiceDescriptor(
        id: .offline,
        name: Message("service.offline"),
        baseURLVariable: nil,
        key: nil,
        defaultBaseURL: nil,
        defaultModel: OfflineModel.modelName,
        runsLocally: false,
        listing: .builtIn,
        capabilities: Capabilities(streaming: true, thinking: false, fallbackModels: false, tokenLimitField: nil),
        // It makes no request: nothing to retry, and it always finishes.
        retryableStatuses: [],
        transientErrorNames: [],
        stopReasons: StopReasons(finished: ["STOP"], cutShort: ["length"]),
        unreadableAnswer: Message("error.generation.malformed.response"),
        fixedHeaders: [],
        makeModel: { _, _ in OfflineModel() }
    )
}

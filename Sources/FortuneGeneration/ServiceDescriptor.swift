public import FortuneCore
public import FortuneHTTP

/// Everything `fortune` knows about one model service besides its wire: how messages name it,
/// where its settings come from, its defaults, what it can do, and how its model is built.
///
/// One value per service, in the service table (`ServiceCatalog`); the configuration, the
/// commands and the error messages read it rather than branch on which service it is.
public struct ServiceDescriptor: Sendable, Hashable {
    /// What a service can do, for the settings and rows that apply only where it does.
    public struct Capabilities: Sendable, Hashable {
        /// Its model can stream text as it is written.
        public var streaming: Bool
        /// It takes the `thinking` setting.
        public var thinking: Bool
        /// It tries `fallbackModels` when its model cannot answer.
        public var fallbackModels: Bool
        /// The request field that carries `maxOutputTokens`, nil when it has none.
        public var tokenLimitField: String?

        public init(streaming: Bool, thinking: Bool, fallbackModels: Bool, tokenLimitField: String?) {
            self.streaming = streaming
            self.thinking = thinking
            self.fallbackModels = fallbackModels
            self.tokenLimitField = tokenLimitField
        }
    }

    /// How `fortune models` finds the service's models.
    public enum Listing: Sendable, Hashable {
        /// Its model asks the service for the models it serves (`ModelListing`).
        case asked
        /// It has one model, its own, built in.
        case builtIn
    }

    /// The id stored with each fortune and named by the `provider` setting.
    public let id: ModelService
    /// As a sentence names it, in the reader's language: "Gemini", "the OpenAI-compatible
    /// server" (`service.openai`), "the built-in offline model" (`service.offline`).
    public let name: Message
    /// The environment variable that sets its base URL, as the service's own tools read it.
    public let baseURLVariable: String?
    /// Where its key is read from, whether it needs one, and how it is sent; nil when it takes
    /// no key.
    public let key: ServiceKey?
    /// Where it is unless told otherwise; nil for a model with no server.
    public let defaultBaseURL: String?
    /// The model asked unless one is named; nil when it has none to offer.
    public let defaultModel: String?
    /// Whether its server usually runs on this machine, where a model may take seconds to load
    /// before its first word.
    public let runsLocally: Bool
    public let listing: Listing
    /// Whether it is the built-in model, whose one model is its own: no server, no key, no
    /// network.
    public var isBuiltIn: Bool { listing == .builtIn }
    public let capabilities: Capabilities
    /// The HTTP statuses after which the same request may succeed, so it is sent again.
    public let retryableStatuses: Set<Int>
    /// The status names inside an error object that say the failure was the service's and may
    /// pass, whatever HTTP status came with them (Gemini's `UNAVAILABLE` with a 499 in a stream).
    public let transientErrorNames: Set<String>
    /// Why its model ends an answer, and what each reason means.
    public let stopReasons: StopReasons
    /// What an answer that cannot be read is not, said in the error: "not the JSON of a chat
    /// completion".
    public let unreadableAnswer: Message
    /// Headers every request to it carries besides the key's, such as the API version it
    /// speaks; usually none.
    public let fixedHeaders: [HTTPHeader]
    /// Its base URL variable's value as a URL: the service's own tools may accept less.
    public let baseURLFromVariable: @Sendable (String) -> String
    /// Builds its model from the setup, given this row to name in any error.
    private let build: @Sendable (ModelSetup, ServiceDescriptor) throws -> any GenerativeModel

    /// Every part that decides where a key goes, whether one is needed, or how an answer is
    /// read is named by the row; only `baseURLFromVariable` has a default (the value as it is).
    public init(
        id: ModelService,
        name: Message,
        baseURLVariable: String?,
        key: ServiceKey?,
        defaultBaseURL: String?,
        defaultModel: String?,
        runsLocally: Bool,
        listing: Listing,
        capabilities: Capabilities,
        retryableStatuses: Set<Int>,
        transientErrorNames: Set<String>,
        stopReasons: StopReasons,
        unreadableAnswer: Message,
        fixedHeaders: [HTTPHeader],
        baseURLFromVariable: @escaping @Sendable (String) -> String = { $0 },
        makeModel: @escaping @Sendable (_ setup: ModelSetup, _ row: ServiceDescriptor) throws -> any GenerativeModel
    ) {
        self.id = id
        self.name = name
        self.baseURLVariable = baseURLVariable
        self.key = key
        self.defaultBaseURL = defaultBaseURL
        self.defaultModel = defaultModel
        self.runsLocally = runsLocally
        self.listing = listing
        self.capabilities = capabilities
        self.retryableStatuses = retryableStatuses
        self.transientErrorNames = transientErrorNames
        self.stopReasons = stopReasons
        self.unreadableAnswer = unreadableAnswer
        self.fixedHeaders = fixedHeaders
        self.baseURLFromVariable = baseURLFromVariable
        build = makeModel
    }

    /// Its model, built from `setup`.
    /// - Throws: `GenerationError.missingKey` for this row when it requires a key and `setup`
    ///   has none; whatever its builder throws.
    public func makeModel(_ setup: ModelSetup) throws -> any GenerativeModel {
        guard setup.key != nil || !requiresKey else { throw GenerationError.missingKey(self) }
        return try build(setup, self)
    }

    /// The environment variables read for its key, first wins; none when it takes no key.
    public var keyVariables: [String] { key?.variables ?? [] }

    /// The key file's name inside the configuration directory; nil when it takes no key.
    public var keyFileName: String? { key?.fileName }

    /// Whether it cannot be asked without a key.
    public var requiresKey: Bool { key?.required ?? false }

    /// Its key: the first of its variables that is set, then its key file in
    /// `configDirectory` (see `APIKey.resolve`); nil when it takes none or none is set.
    public func key(environment: [String: String], configDirectory: String) throws -> APIKey? {
        guard let rule = self.key else { return nil }
        return try APIKey.resolve(
            variables: rule.variables, fileName: rule.fileName, environment: environment,
            configDirectory: configDirectory)
    }

    /// The headers of its row that every request carries: its fixed ones, then the one that
    /// carries `key` (none when it takes no key or none is set).
    public func headers(key: APIKey?) -> [HTTPHeader] {
        guard let rule = self.key, let key else { return fixedHeaders }
        return fixedHeaders + [rule.header(for: key)]
    }

    /// What a failed answer means for another attempt: one that may pass when its status is
    /// one of `retryableStatuses` and no day's quota is spent; nil when the error came with no
    /// status (it is final).
    func failure(of error: GenerationError) -> RetryPolicy.Failure? {
        guard let status = error.httpStatus else { return nil }
        guard retryableStatuses.contains(status), error.category != .quotaExhausted else { return .lasting }
        return .passing(serverDelay: error.retryDelay)
    }

    /// Where its base URL is set, for messages: its variable.
    var baseURLSetting: String { baseURLVariable ?? "\"baseURL\"" }

    /// Where its key is set, for messages: its first variable.
    var keySetting: String? { key?.setting }

    /// Two descriptors are the same service when their ids are: a table holds one row per id.
    public static func == (lhs: ServiceDescriptor, rhs: ServiceDescriptor) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

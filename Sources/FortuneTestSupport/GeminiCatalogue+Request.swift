extension GeminiCatalogue {
    /// One request the catalogue received, decoded, with what it answered.
    ///
    /// Fields the client did not send, or sent with a value of the wrong type, are nil; the
    /// bytes as they arrived are in `recorded`.
    public struct Request: Sendable, Hashable {
        /// Which call a request made.
        public enum Method: String, Sendable, Hashable {
            /// `GET /v1beta/models`.
            case list
            /// `GET /v1beta/models/{id}`.
            case get
            /// `POST /v1beta/models/{id}:generateContent`.
            case generate
            /// `POST /v1beta/models/{id}:streamGenerateContent`.
            case stream
            /// Anything else under `/v1beta/models`.
            case other
        }

        public var method: Method
        /// The model id as asked in the path, percent-decoded ("gemini-flash-lite-latest");
        /// nil for `list`.
        public var model: String?
        /// The `x-goog-api-key` header sent, if any.
        public var key: String?
        /// The body of a `generate` or `stream`, read as the service reads it.
        var body: GeminiRequestBody?
        /// The text of `systemInstruction`'s parts, joined; nil when there was none.
        public var systemInstruction: String? { body?.systemInstruction }
        /// The text of the parts of the last turn in `contents`, joined: the prompt.
        public var prompt: String? { body?.prompt }
        /// `generationConfig.thinkingConfig.thinkingBudget`.
        public var thinkingBudget: Int? { body?.thinkingBudget }
        /// `generationConfig.thinkingConfig.thinkingLevel`, spelt as sent ("minimal" or "MINIMAL").
        public var thinkingLevel: String? { body?.thinkingLevel }
        /// `generationConfig.temperature`.
        public var temperature: Double? { body?.temperature }
        /// `generationConfig.maxOutputTokens`.
        public var maxOutputTokens: Int? { body?.maxOutputTokens }
        /// The names of the members of `generationConfig` sent, in lowerCamelCase, sorted.
        public var generationConfigFields: [String] { body?.generationConfigFields ?? [] }
        /// The `pageSize` query parameter of a `list`, as sent.
        public var pageSize: String?
        /// The `pageToken` query parameter of a `list`.
        public var pageToken: String?

        /// The status answered; nil when the request got no answer (`Failure.hang`).
        public var status: Int?
        /// The id of the model that answered, as given in `modelVersion`: an alias's target.
        /// Nil unless a `generate` or `stream` succeeded.
        public var answeredBy: String?
        /// Whether the answer was held back by the catalogue's `thinkingCost`, because the
        /// request left the model thinking more than the least it can be asked for.
        public var chargedThinking: Bool
        /// `usageMetadata.thoughtsTokenCount` of a success; nil when it was left out (no thinking).
        public var thoughtsTokenCount: Int?
        /// The `error.message` of a failure.
        public var errorMessage: String?
        /// The `error.status` of a failure: "INVALID_ARGUMENT", "NOT_FOUND", "RESOURCE_EXHAUSTED"…
        public var errorStatus: String?

        /// The request as it arrived.
        public var recorded: RecordedRequest

        /// Whether the request carried a `systemInstruction`.
        public var hasSystemInstruction: Bool { systemInstruction != nil }

        /// Whether the request carried a `generationConfig.thinkingConfig` with a budget or a level.
        public var hasThinkingConfig: Bool { thinkingBudget != nil || thinkingLevel != nil }

        /// The level sent, whatever its case; nil when none was sent or it names no level.
        public var level: ThinkingLevel? { body?.level }

        /// Whether the call succeeded.
        public var succeeded: Bool { status == 200 }
    }
}

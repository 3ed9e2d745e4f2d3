/// The bodies the Gemini API answers with, written member by member in the service's order.
enum GeminiReplies {
    /// A reply with what the catalogue records about it.
    struct Answer: Sendable {
        var reply: Reply
        /// Nil when the reply never gives a status.
        var status: Int?
        var errorStatus: String?
        var errorMessage: String?
        var answeredBy: String?
        var chargedThinking = false
        var thoughtsTokenCount: Int?
    }

    /// What one successful call produced.
    struct Generation: Sendable {
        var text: String
        /// The id of the model that answered.
        var modelVersion: String
        var responseID: String
        var promptTokenCount: Int
        var thoughtsTokenCount: Int?

        var candidatesTokenCount: Int { GeminiReplies.tokens(in: text) }
    }

    // MARK: - Errors

    /// Google's error object: `{"error":{"code":…,"message":…,"status":…,"details":[…]}}`.
    static func error(code: Int, status: String, message: String, details: [String] = []) -> Answer {
        let body = JSONText.object([
            (
                "error",
                JSONText.object([
                    ("code", String(code)),
                    ("message", JSONText.string(message)),
                    ("status", JSONText.string(status)),
                    ("details", details.isEmpty ? nil : JSONText.array(details)),
                ])
            )
        ])
        return Answer(reply: .json(status: code, body), status: code, errorStatus: status, errorMessage: message)
    }

    /// 400 INVALID_ARGUMENT with `message`.
    static func invalidArgument(_ message: String) -> Answer {
        error(code: 400, status: "INVALID_ARGUMENT", message: message)
    }

    /// The key sent is not the catalogue's.
    static func invalidKey() -> Answer {
        error(
            code: 400, status: "INVALID_ARGUMENT", message: "API key not valid. Please pass a valid API key.",
            details: [
                JSONText.object([
                    ("@type", JSONText.string("type.googleapis.com/google.rpc.ErrorInfo")),
                    ("reason", JSONText.string("API_KEY_INVALID")),
                    ("domain", JSONText.string("googleapis.com")),
                ])
            ])
    }

    /// No key was sent at all.
    static func missingKey() -> Answer {
        error(
            code: 403, status: "PERMISSION_DENIED",
            message:
                "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API."
        )
    }

    /// A retired model, asked for by `id`; the members come in the order the service writes
    /// them for this error.
    static func retired(_ id: String) -> Answer {
        let message =
            "This model models/\(id) is no longer available to new users. Please update your code to use a newer model for the latest features and improvements."
        let body = #"{"error":{"code":404,"status":"NOT_FOUND","message":\#(JSONText.string(message))}}"#
        return Answer(reply: .json(status: 404, body), status: 404, errorStatus: "NOT_FOUND", errorMessage: message)
    }

    /// An id that is not a model, or a model that does not generate content.
    static func notFound(_ id: String) -> Answer {
        error(
            code: 404, status: "NOT_FOUND",
            message:
                "models/\(id) is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods."
        )
    }

    /// A path under `/v1beta/models` that names no method of the API.
    static func noMethod() -> Answer {
        error(code: 404, status: "NOT_FOUND", message: "Method not found.")
    }

    /// 429 RESOURCE_EXHAUSTED for the free-tier quota `quotaID` of `model`.
    static func quota(model: String, quotaID: String, limit: Int) -> Answer {
        let metric = "generativelanguage.googleapis.com/generate_content_free_tier_requests"
        let message =
            "You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits. To monitor your current usage, head to: https://ai.dev/rate-limit. \n* Quota exceeded for metric: \(metric), limit: \(limit), model: \(model)\nPlease retry in 38.270425365s."
        return error(
            code: 429, status: "RESOURCE_EXHAUSTED", message: message,
            details: [
                JSONText.object([
                    ("@type", JSONText.string("type.googleapis.com/google.rpc.QuotaFailure")),
                    (
                        "violations",
                        JSONText.array([
                            JSONText.object([
                                ("quotaMetric", JSONText.string(metric)),
                                ("quotaId", JSONText.string(quotaID)),
                                (
                                    "quotaDimensions",
                                    JSONText.object([
                                        ("location", JSONText.string("global")),
                                        ("model", JSONText.string(model)),
                                    ])
                                ),
                                ("quotaValue", JSONText.string(String(limit))),
                            ])
                        ])
                    ),
                ]),
                JSONText.object([
                    ("@type", JSONText.string("type.googleapis.com/google.rpc.RetryInfo")),
                    ("retryDelay", JSONText.string("38s")),
                ]),
            ])
    }

    // MARK: - Answers

    /// `generateContent`'s answer: one `GenerateContentResponse`.
    static func unary(_ generation: Generation) -> Reply {
        .json(response(generation, text: generation.text, last: true))
    }

    /// `streamGenerateContent`'s answer: the text over up to three responses, the last with
    /// the finish reason and the usage; as server-sent events when `sse`, else as one JSON
    /// array, as the service does without `alt=sse`.
    static func stream(_ generation: Generation, sse: Bool) -> Reply {
        let pieces = thirds(of: generation.text)
        let events = pieces.indices.map { index in
            response(generation, text: pieces[index], last: index == pieces.count - 1)
        }
        return sse ? .sse(events: events) : .json("[" + events.joined(separator: ",\r\n") + "]")
    }

    private static func response(_ generation: Generation, text: String, last: Bool) -> String {
        let usage = JSONText.object([
            ("promptTokenCount", String(generation.promptTokenCount)),
            ("candidatesTokenCount", String(generation.candidatesTokenCount)),
            ("thoughtsTokenCount", generation.thoughtsTokenCount.map(String.init)),
            (
                "totalTokenCount",
                String(
                    generation.promptTokenCount + generation.candidatesTokenCount + (generation.thoughtsTokenCount ?? 0)
                )
            ),
        ])
        let candidate = JSONText.object([
            (
                "content",
                JSONText.object([
                    ("role", JSONText.string("model")),
                    ("parts", JSONText.array([JSONText.object([("text", JSONText.string(text))])])),
                ])
            ),
            ("finishReason", last ? JSONText.string("STOP") : nil),
            ("index", "0"),
        ])
        return JSONText.object([
            ("candidates", JSONText.array([candidate])),
            ("usageMetadata", last ? usage : nil),
            ("modelVersion", JSONText.string(generation.modelVersion)),
            ("responseId", JSONText.string(generation.responseID)),
        ])
    }

    /// `text` cut between words into at most three pieces that join back into it.
    static func thirds(of text: String) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count >= 3 else { return [text] }
        let cuts = [0, words.count / 3, words.count * 2 / 3, words.count]
        return (0..<3).map { index in
            let piece = words[cuts[index]..<cuts[index + 1]].joined(separator: " ")
            return index < 2 ? piece + " " : piece
        }
    }

    /// A rough count of the tokens in `text`: one per four bytes, at least one.
    static func tokens(in text: String) -> Int {
        max(1, (text.utf8.count + 3) / 4)
    }

    // MARK: - Models

    /// `models.list`'s answer: `entries` and the token of the next page, if there is one.
    static func list(_ entries: [String], nextPageToken: String?) -> Reply {
        .json(
            JSONText.object([
                ("models", JSONText.array(entries)),
                ("nextPageToken", nextPageToken.map(JSONText.string)),
            ]))
    }

    /// A `Model` resource: `model` under the name `models/<name>`, `name` being an alias of it
    /// or its own id.
    static func entry(
        _ model: GeminiCatalogue.Model, name: String, displayName: String? = nil, description: String? = nil
    ) -> String {
        let generative = model.generatesContent
        let thinks = model.thinking != .none
        return JSONText.object([
            ("name", JSONText.string("models/" + name)),
            ("version", JSONText.string(model.version)),
            ("displayName", JSONText.string(displayName ?? model.displayName)),
            ("description", JSONText.string(description ?? model.description)),
            ("inputTokenLimit", String(model.inputTokenLimit)),
            ("outputTokenLimit", String(model.outputTokenLimit)),
            ("supportedGenerationMethods", JSONText.array(model.supportedGenerationMethods.map(JSONText.string))),
            ("temperature", generative ? "1" : nil),
            ("topP", generative ? "0.95" : nil),
            ("topK", generative ? "64" : nil),
            ("maxTemperature", generative ? "2" : nil),
            ("thinking", thinks ? "true" : nil),
        ])
    }

    /// How the service names an alias: "gemini-flash-lite-latest" → "Gemini Flash-Lite Latest".
    static func aliasDisplayName(_ alias: String) -> String {
        alias.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
            .replacing("Flash Lite", with: "Flash-Lite")
    }
}

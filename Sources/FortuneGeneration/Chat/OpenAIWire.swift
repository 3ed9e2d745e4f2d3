import FoundationEssentials
import FortuneCore

/// The JSON of OpenAI's chat completions, as the servers that speak it send it: only the
/// fields `fortune` reads, every one optional, so a server that leaves one out still decodes.
/// Reference: https://platform.openai.com/docs/api-reference/chat
enum OpenAIWire: ChatWire {
    static let service = ServiceDescriptor.openAI

    /// A request's body; the token limit goes in the field its rules name.
    struct Request: Encodable {
        var model: String
        var messages: [ChatClient.Message]
        var tokenLimit: Int?
        var tokenField: String
        var temperature: Double?
        var reasoningEffort: String?
        var stream: Bool

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FieldName.self)
            try container.encode(model, forKey: FieldName("model"))
            try container.encode(messages, forKey: FieldName("messages"))
            try container.encodeIfPresent(tokenLimit, forKey: FieldName(tokenField))
            try container.encodeIfPresent(temperature, forKey: FieldName("temperature"))
            try container.encodeIfPresent(reasoningEffort, forKey: FieldName("reasoning_effort"))
            try container.encode(stream, forKey: FieldName("stream"))
        }
    }

    /// A whole answer, or one event of a stream (`delta` instead of `message`).
    struct Response: Decodable {
        struct Choice: Decodable {
            struct Content: Decodable {
                var content: String?
            }

            var message: Content?
            var delta: Content?
            var finish_reason: String?
        }

        /// Each count read as `UsageCount` reads one: a count that is not sane is none.
        struct Usage: Decodable {
            struct Details: Decodable {
                var reasoning_tokens: UsageCount?
            }

            var prompt_tokens: UsageCount?
            var completion_tokens: UsageCount?
            var total_tokens: UsageCount?
            @Lenient var completion_tokens_details: Details?
        }

        struct ErrorObject: Decodable {
            var message: String?
            var code: Int?
            /// The kind as a word: `type` ("invalid_request_error") or a code that is a word
            /// ("rate_limit_exceeded").
            var kinds: [String] = []

            private enum CodingKeys: String, CodingKey { case message, code, type }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                message = try? container.decodeIfPresent(String.self, forKey: .message)
                // Some servers send the code as a number, others as a word.
                code = try? container.decodeIfPresent(Int.self, forKey: .code)
                kinds = [CodingKeys.type, .code].compactMap { try? container.decodeIfPresent(String.self, forKey: $0) }
            }

            /// The HTTP status the error would have had as a response: its numeric code, else
            /// the one its kind means, so that an error inside a stream that answered 200 is
            /// classified like the same error as a status; nil when nothing says.
            var status: Int? {
                if let code, (400...599).contains(code) { return code }
                for kind in kinds {
                    switch kind {
                    case "invalid_request_error", "unsupported_parameter", "unsupported_value", "unknown_parameter":
                        return 400
                    case "authentication_error", "invalid_api_key": return 401
                    case "permission_error": return 403
                    case "not_found_error", "model_not_found": return 404
                    case "rate_limit_error", "rate_limit_exceeded", "insufficient_quota", "requests", "tokens":
                        return 429
                    case "overloaded_error": return 503
                    case "server_error", "api_error": return 500
                    default: continue
                    }
                }
                return nil
            }
        }

        var model: String?
        var choices: [Choice]?
        /// A usage of the wrong shape is none, never a reason to refuse the answer.
        @Lenient var usage: Usage?
        var error: ErrorObject?

        var tokenUsage: TokenUsage? {
            usage.map {
                TokenUsage(
                    promptTokens: $0.prompt_tokens?.value, outputTokens: $0.completion_tokens?.value,
                    thoughtsTokens: $0.completion_tokens_details?.reasoning_tokens?.value,
                    totalTokens: $0.total_tokens?.value
                )
            }
        }
    }

    /// The models a server lists at `GET /models`.
    struct ModelList: Decodable {
        struct Entry: Decodable {
            var id: String?
        }

        var data: [Entry]?
    }
}

import FoundationEssentials
import FortuneCore

/// The JSON of OpenAI's chat completions, as the servers that speak it send it: only the
/// fields `fortune` reads, every one optional, so a server that leaves one out still decodes.
/// Reference: https://platform.openai.com/docs/api-reference/chat
enum OpenAIWire: ChatWire {
    static let service = ServiceDescriptor.openAI

    static let unreadable = "not the JSON of a chat completion"

    /// A request's body; the token limit goes in the field its rules name.
    struct Request: Encodable {
        var model: String
        var messages: [ChatClient.Message]
        var tokenLimit: Int?
        var tokenField: String
        var temperature: Double?
        var reasoningEffort: String?
        var stream: Bool

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(model, forKey: Key("model"))
            try container.encode(messages, forKey: Key("messages"))
            try container.encodeIfPresent(tokenLimit, forKey: Key(tokenField))
            try container.encodeIfPresent(temperature, forKey: Key("temperature"))
            try container.encodeIfPresent(reasoningEffort, forKey: Key("reasoning_effort"))
            try container.encode(stream, forKey: Key("stream"))
        }
    }

    /// A whole answer, or one event of a stream (`delta` instead of `message`).
    struct Response: Decodable {
        struct Choice: Decodable {
            struct Content: Decodable {
                var content: String?
            }

            var index: Int?
            var message: Content?
            var delta: Content?
            var finish_reason: String?
        }

        struct Usage: Decodable {
            struct Details: Decodable {
                var reasoning_tokens: Int?
            }

            var prompt_tokens: Int?
            var completion_tokens: Int?
            var total_tokens: Int?
            var completion_tokens_details: Details?
        }

        struct ErrorObject: Decodable {
            var message: String?
            var code: Int?

            private enum CodingKeys: String, CodingKey { case message, code }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                message = try? container.decodeIfPresent(String.self, forKey: .message)
                // Some servers send the code as a number, others as a word.
                code = try? container.decodeIfPresent(Int.self, forKey: .code)
            }
        }

        var model: String?
        var choices: [Choice]?
        var usage: Usage?
        var error: ErrorObject?

        var tokenUsage: TokenUsage? {
            usage.map {
                TokenUsage(
                    promptTokens: $0.prompt_tokens, outputTokens: $0.completion_tokens,
                    thoughtsTokens: $0.completion_tokens_details?.reasoning_tokens, totalTokens: $0.total_tokens
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

import FoundationEssentials
import FortuneCore

/// The JSON of Ollama's own API: only the fields `fortune` reads, every one optional.
/// Reference: https://docs.ollama.com/api
enum OllamaWire: ChatWire {
    static let service = ServiceDescriptor.ollama

    /// The body of `POST /api/chat`.
    struct Request: Encodable {
        struct Options: Encodable {
            var num_predict: Int?
            var temperature: Double?
        }

        var model: String
        var messages: [ChatClient.Message]
        var stream: Bool
        /// False: a thinking model answers without thinking first. Nil leaves the field out,
        /// for a server too old to know it.
        var think: Bool?
        var options: Options?
    }

    /// A whole answer, or one line of a stream; the last has `done: true`.
    struct Response: Decodable {
        struct Message: Decodable {
            var content: String?
        }

        var model: String?
        var message: Message?
        var done: Bool?
        var done_reason: String?
        /// Counts that are not sane are dropped (`UsageCount`), never a reason to refuse.
        var prompt_eval_count: UsageCount?
        var eval_count: UsageCount?
        var error: String?

        var tokenUsage: TokenUsage? {
            let prompt = prompt_eval_count?.value
            let output = eval_count?.value
            guard prompt != nil || output != nil else { return nil }
            return TokenUsage(promptTokens: prompt, outputTokens: output)
        }
    }

    /// The models pulled on the server, at `GET /api/tags`.
    struct Tags: Decodable {
        struct Entry: Decodable {
            struct Details: Decodable {
                var parameter_size: String?
                var family: String?
            }

            var name: String?
            var model: String?
            var details: Details?
        }

        var models: [Entry]?
    }
}

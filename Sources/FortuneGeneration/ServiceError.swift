import FoundationEssentials
import FortuneCore

extension GenerationError {
    /// The error for an answer with `status` and `body` from a service other than Gemini: an
    /// OpenAI-compatible server or Ollama, whose statuses mean what HTTP says.
    ///
    /// 401 and 403 are the key (77), 404 the model (78, with how to list models), 429 a rate
    /// limit that `Retry-After` may time (75), 408 and 5xx the service (69 once retries are
    /// spent), any other 4xx a request the configuration made (78).
    /// - Parameters:
    ///   - retryAfter: the `Retry-After` header's value, when the response had one.
    ///   - model: the model asked for, named in the message when it was not found.
    package static func service(
        _ service: ServiceDescriptor, status: Int, body: [UInt8], retryAfter: String? = nil, model: String
    )
        -> GenerationError
    {
        FailedAnswer(
            service: service, status: status, message: errorMessage(in: body),
            delay: retryAfter.flatMap(retryAfterDelay)
        )
        .classified(model: model)
    }

    /// The message in an error body, in the shapes servers send: `{"error": {"message": …}}`
    /// (OpenAI), `{"error": "…"}` (Ollama), `{"message": …}` or `{"detail": …}`, or any of them
    /// as the first element of an array (Gemini's OpenAI-compatible route:
    /// `[{"error": {…}}]`); else the body's text when it is short and not markup or JSON.
    static func errorMessage(in body: [UInt8]) -> String? {
        if let object = try? JSONDecoder().decode(ErrorBody.self, from: Data(body)), let message = object.message {
            return message
        }
        if let objects = try? JSONDecoder().decode([ErrorBody].self, from: Data(body)),
            let message = objects.lazy.compactMap(\.message).first
        {
            return message
        }
        let text = String(decoding: body.prefix(1024), as: UTF8.self)
        guard !text.isEmpty, !text.hasPrefix("<"), !text.hasPrefix("{"), !text.hasPrefix("[") else { return nil }
        return text
    }

    /// An error object as the servers spell it.
    private struct ErrorBody: Decodable {
        var message: String?

        private enum CodingKeys: String, CodingKey { case error, message, detail }
        private struct Nested: Decodable { var message: String? }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message =
                (try? container.decode(Nested.self, forKey: .error))?.message
                ?? (try? container.decode(String.self, forKey: .error))
                ?? (try? container.decode(String.self, forKey: .message))
                ?? (try? container.decode(String.self, forKey: .detail))
        }
    }
}

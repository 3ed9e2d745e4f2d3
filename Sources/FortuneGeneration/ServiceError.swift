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
        let message = errorMessage(in: body).map { oneLine($0, limit: maxServerMessageLength) }.flatMap {
            $0.isEmpty ? nil : $0
        }
        let said = message.map { "HTTP \(status): \($0)" } ?? "HTTP \(status)"
        let delay = retryAfter.flatMap(retryAfterDelay)
        func make(_ category: Category, _ summary: String, _ remedy: String) -> GenerationError {
            GenerationError(
                category, summary, remedy: remedy, httpStatus: status, serverMessage: message, retryDelay: delay)
        }
        switch status {
        case 401, 403:
            let remedy = service.keySetting.map { "check \($0)" } ?? "check the server's access settings"
            return make(.permissionDenied, "\(service.name) refused the request (\(said))", remedy)
        case 404:
            return make(
                .modelNotFound, "model \"\(model)\" not found (\(said))",
                "run 'fortune models' to list the models the server has, then set \"model\" in config.json or FORTUNE_MODEL"
            )
        case 429:
            let when = delay.map { "in \($0.secondsDescription)" } ?? "in a minute"
            return make(.rateLimited, "rate limited by \(service.name) (\(said))", "try again \(when)")
        case 408, 500...599:
            return make(.unavailable, "\(service.name) is unavailable (\(said))", "try again later")
        case 400...499:
            return make(
                .badRequest, "\(service.name) refused the request (\(said))",
                "check \"model\" and \"maxOutputTokens\" in config.json")
        default:
            return make(
                .badRequest, "unexpected answer from \(service.name) (\(said))", "check \(service.baseURLSetting)")
        }
    }

    /// The message in an error body, in the shapes servers send: `{"error": {"message": …}}`
    /// (OpenAI), `{"error": "…"}` (Ollama), `{"message": …}` or `{"detail": …}`; else the
    /// body's text when it is short and not markup.
    static func errorMessage(in body: [UInt8]) -> String? {
        if let object = try? JSONDecoder().decode(ErrorBody.self, from: Data(body)), let message = object.message {
            return message
        }
        let text = String(decoding: body.prefix(1024), as: UTF8.self)
        guard !text.isEmpty, !text.hasPrefix("<"), !text.hasPrefix("{") else { return nil }
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

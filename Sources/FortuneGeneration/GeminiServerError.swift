import FoundationEssentials
import FortuneCore

extension GenerationError {
    /// The error for a Gemini answer with `status` and `body`, classified so that it carries one
    /// remedy and one exit status.
    ///
    /// The category follows the status first, then what the error object adds: ErrorInfo's
    /// reason tells an invalid key from another bad request, QuotaFailure a daily quota from a
    /// per-minute one, RetryInfo how long to wait.
    /// - Parameters:
    ///   - retryAfter: the `Retry-After` header's value, when the response had one.
    ///   - model: the model asked for, named in the message when it was not found.
    static func gemini(status: Int, body: [UInt8], retryAfter: String? = nil, model: String) -> GenerationError {
        let wire = (try? JSONDecoder().decode(GeminiWireError.Body.self, from: Data(body)))?.error
        return gemini(status: status, error: wire, retryAfter: retryAfter, model: model)
    }

    static func gemini(status: Int, error wire: GeminiWireError?, retryAfter: String? = nil, model: String)
        -> GenerationError
    {
        let message = wire?.message.map { oneLine($0, limit: maxServerMessageLength) }.flatMap { $0.isEmpty ? nil : $0 }
        let said = message.map { "HTTP \(status): \($0)" } ?? "HTTP \(status)"
        let serverDelay = [wire?.retryDelay, retryAfter.flatMap(Self.retryAfterDelay)].compactMap { $0 }.max()
        func make(_ category: Category, _ summary: String, _ remedy: String) -> GenerationError {
            GenerationError(
                category, summary, remedy: remedy, httpStatus: status, serverMessage: message, retryDelay: serverDelay)
        }

        let reasons = wire?.reasons ?? []
        if reasons.contains("API_KEY_INVALID") {
            return make(.permissionDenied, "invalid API key (\(said))", "check GEMINI_API_KEY")
        }
        switch status {
        case 401, 403:
            return make(
                .permissionDenied, "Gemini refused the API key (\(said))",
                "check GEMINI_API_KEY and that the key may use the Gemini API")
        case 404:
            return make(
                .modelNotFound, "model \"\(model)\" not found (\(said))",
                "run 'fortune models' to list the models this key can use, then set \"model\" in config.json or FORTUNE_MODEL"
            )
        case 429 where wire?.exceedsDailyQuota == true:
            return make(
                .quotaExhausted, "the Gemini API quota for today is used up (\(said))",
                "try again tomorrow, or use --offline")
        case 429:
            let when = serverDelay.map { "in \($0.secondsDescription)" } ?? "in a minute"
            return make(.rateLimited, "rate limited by Gemini (\(said))", "try again \(when)")
        case 408, 500...599:
            return make(.unavailable, "Gemini is unavailable (\(said))", "try again later")
        case 400...499 where Self.transientStatusNames.contains(wire?.status ?? ""):
            return make(.unavailable, "Gemini is unavailable (\(said))", "try again later")
        case 400...499:
            return make(
                .badRequest, "Gemini refused the request (\(said))",
                "check \"model\", \"temperature\" and \"maxOutputTokens\" in config.json")
        default:
            return make(.badRequest, "unexpected answer from Gemini (\(said))", "check GOOGLE_GEMINI_BASE_URL")
        }
    }

    /// Canonical codes that say the failure was the service's and may pass; the service sends
    /// them with codes such as 499 inside a stream.
    private static let transientStatusNames: Set<String> = [
        "CANCELLED", "DEADLINE_EXCEEDED", "UNAVAILABLE", "INTERNAL", "ABORTED",
    ]

    /// `Retry-After` in seconds; the HTTP-date form is not used by Google's APIs and is ignored.
    static func retryAfterDelay(_ value: String) -> Duration? {
        guard let seconds = Double(value.trimmingWhitespace), seconds.isFinite, seconds >= 0 else { return nil }
        return .seconds(seconds)
    }

}

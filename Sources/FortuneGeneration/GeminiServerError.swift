import FoundationEssentials
import FortuneCore

extension GenerationError {
    /// The error for a Gemini answer with `status` and `body`, classified so that it carries one
    /// remedy and one exit status.
    ///
    /// The category follows the status first, then what the error object adds: ErrorInfo's
    /// reason tells an invalid key from another bad request, QuotaFailure a daily quota from a
    /// per-minute one, RetryInfo how long to wait; the statuses they add nothing to are
    /// classified as for every service (`FailedAnswer`).
    /// - Parameters:
    ///   - retryAfter: the `Retry-After` header's value, when the response had one.
    ///   - model: the model asked for, named in the message when it was not found.
    static func gemini(status: Int, body: [UInt8], retryAfter: String? = nil, model: String) -> GenerationError {
        // The OpenAI-compatible route, and some proxies, wrap the error in an array.
        let wire =
            (try? JSONDecoder().decode(GeminiWireError.Body.self, from: Data(body)))?.error
            ?? (try? JSONDecoder().decode([GeminiWireError.Body].self, from: Data(body)))?.lazy.compactMap(\.error)
            .first
        return gemini(status: status, error: wire, retryAfter: retryAfter, model: model)
    }

    static func gemini(status: Int, error wire: GeminiWireError?, retryAfter: String? = nil, model: String)
        -> GenerationError
    {
        let answer = FailedAnswer(
            service: .gemini, status: status, message: wire?.message,
            delay: [wire?.retryDelay, retryAfter.flatMap(Self.retryAfterDelay)].compactMap { $0 }.max())
        if wire?.reasons.contains("API_KEY_INVALID") == true {
            return answer.make(.permissionDenied, "invalid API key (\(answer.said))", "check GEMINI_API_KEY")
        }
        switch status {
        case 401, 403:
            return answer.make(
                .permissionDenied, "Gemini refused the API key (\(answer.said))",
                "check GEMINI_API_KEY and that the key may use the Gemini API")
        case 404:
            return answer.make(
                .modelNotFound, "model \"\(model)\" not found (\(answer.said))",
                "run 'fortune models' to list the models this key can use, then set \"model\" in config.json or FORTUNE_MODEL"
            )
        case 429 where wire?.needsBilling == true:
            // Not in the project's free tier at all: no wait helps, another model may answer.
            let refused = FailedAnswer(service: .gemini, status: status, message: wire?.message, delay: nil)
            return refused.make(
                .quotaExhausted, "\(model) needs billing on this project: its free tier has no quota (\(answer.said))",
                "enable billing on the project, or set \"model\" to one the free tier serves ('fortune models')")
        case 429 where wire?.exceedsDailyQuota == true:
            return answer.make(
                .quotaExhausted, "the Gemini API quota for today is used up (\(answer.said))",
                "it resets \(QuotaReset.described(retryDelay: wire?.retryDelay)); try again then, or use --offline")
        case 400...499 where status != 429 && Self.transientStatusNames.contains(wire?.status ?? ""):
            return answer.unavailable()
        default:
            return answer.classified(
                model: model, requestSettings: "\"model\", \"temperature\" and \"maxOutputTokens\"")
        }
    }

    /// Canonical codes that say the failure was the service's and may pass; the service sends
    /// them with codes such as 499 inside a stream.
    private static let transientStatusNames: Set<String> = [
        "CANCELLED", "DEADLINE_EXCEEDED", "UNAVAILABLE", "INTERNAL", "ABORTED",
    ]

    /// `Retry-After` in seconds, at most `Duration.longestOutside`; the HTTP-date form is not
    /// used by Google's APIs and is ignored.
    static func retryAfterDelay(_ value: String) -> Duration? {
        Double(value.trimmingWhitespace).flatMap { Duration.outside(seconds: $0) }
    }

}

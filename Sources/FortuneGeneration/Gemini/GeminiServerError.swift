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
        let service = ServiceDescriptor.gemini
        let answer = FailedAnswer(
            service: service, status: status, message: wire?.message,
            delay: [wire?.retryDelay, retryAfter.flatMap(Self.retryAfterDelay)].compactMap { $0 }.max())
        if wire?.reasons.contains("API_KEY_INVALID") == true {
            return answer.make(
                .permissionDenied, "error.generation.invalidKey",
                remedy: Message("error.generation.checkSetting", ["setting": service.keySetting ?? ""]))
        }
        switch status {
        case 401, 403:
            return answer.make(
                .permissionDenied, "error.generation.keyRefused",
                remedy: Message("error.generation.checkGeminiKey", ["setting": service.keySetting ?? ""]))
        case 404:
            return answer.make(
                .modelNotFound, "error.generation.modelNotFound", ["model": model],
                remedy: Message("error.generation.listKeyModels"))
        case 429 where wire?.needsBilling == true:
            // Not in the project's free tier at all: no wait helps, another model may answer.
            let refused = FailedAnswer(service: service, status: status, message: wire?.message, delay: nil)
            return refused.make(
                .quotaExhausted, "error.generation.billing", ["model": model, "said": answer.said],
                remedy: Message("error.generation.enableBilling"))
        case 429 where wire?.exceedsDailyQuota == true:
            return answer.make(
                .quotaExhausted, "error.generation.quota",
                remedy: Message(
                    "error.generation.quotaResets", parts: ["time": QuotaReset.described(retryDelay: wire?.retryDelay)])
            )
        case 400...499 where status != 429 && service.transientErrorNames.contains(wire?.status ?? ""):
            return answer.unavailable()
        default:
            return answer.classified(
                model: model, requestSettings: "\"model\", \"temperature\" and \"maxOutputTokens\"")
        }
    }

    /// `Retry-After` in seconds, at most `Duration.longestOutside`; the HTTP-date form is not
    /// used by Google's APIs and is ignored.
    static func retryAfterDelay(_ value: String) -> Duration? {
        Double(value.trimmingWhitespace).flatMap { Duration.outside(seconds: $0) }
    }

}

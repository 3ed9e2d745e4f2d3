import FortuneCore

/// The `error` object of a failed Gemini call: a `google.rpc.Status`.
///
/// Decoded leniently all the way down: `details` may hold any number of `Any` messages of any
/// shape, and a detail that does not fit is dropped rather than failing the whole error, which
/// would hide the server's message behind "cannot decode".
/// Reference: https://ai.google.dev/gemini-api/docs/troubleshooting and
/// https://cloud.google.com/apis/design/errors#error_payloads
struct GeminiWireError: Decodable, Sendable {
    var code: Int?
    var message: String?
    /// The canonical code's name: INVALID_ARGUMENT, NOT_FOUND, RESOURCE_EXHAUSTED…
    var status: String?
    var details: [Detail]

    /// A body that is only an error: `{"error": {…}}`.
    struct Body: Decodable, Sendable {
        var error: GeminiWireError?
    }

    /// One entry of `details`; only the fields of ErrorInfo, RetryInfo and QuotaFailure are read.
    struct Detail: Decodable, Sendable {
        var type: String?
        /// ErrorInfo.reason, such as API_KEY_INVALID.
        var reason: String?
        /// RetryInfo.retryDelay, a protobuf Duration in JSON: "26s", "1.5s".
        var retryDelay: String?
        /// QuotaFailure.violations.
        var violations: [Violation]

        private enum CodingKeys: String, CodingKey {
            case type = "@type", reason, retryDelay, violations
        }

        init(from decoder: any Decoder) throws {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            type = try? container?.decodeIfPresent(String.self, forKey: .type)
            reason = try? container?.decodeIfPresent(String.self, forKey: .reason)
            retryDelay = try? container?.decodeIfPresent(String.self, forKey: .retryDelay)
            violations = (try? container?.decodeIfPresent([Violation].self, forKey: .violations)) ?? []
        }
    }

    struct Violation: Decodable, Sendable {
        var quotaId: String?
        var quotaMetric: String?
        var description: String?

        init(from decoder: any Decoder) throws {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            quotaId = try? container?.decodeIfPresent(String.self, forKey: .quotaId)
            quotaMetric = try? container?.decodeIfPresent(String.self, forKey: .quotaMetric)
            description = try? container?.decodeIfPresent(String.self, forKey: .description)
        }

        private enum CodingKeys: String, CodingKey {
            case quotaId, quotaMetric, description
        }
    }

    private enum CodingKeys: String, CodingKey {
        case code, message, status, details
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code =
            (try? container.decodeIfPresent(Int.self, forKey: .code))
            ?? (try? container.decodeIfPresent(String.self, forKey: .code)).flatMap { Int($0) }
        message = try? container.decodeIfPresent(String.self, forKey: .message)
        status = try? container.decodeIfPresent(String.self, forKey: .status)
        details = (try? container.decodeIfPresent([Detail].self, forKey: .details)) ?? []
    }

    /// The ErrorInfo reasons given, such as API_KEY_INVALID.
    var reasons: [String] { details.compactMap(\.reason) }

    /// The wait RetryInfo asks for, if any.
    var retryDelay: Duration? {
        details.lazy.compactMap { $0.retryDelay.flatMap(Self.duration) }.first
    }

    /// Whether a quota that resets daily was exceeded, which no retry within seconds can cure.
    var exceedsDailyQuota: Bool {
        let names = details.flatMap { $0.violations.flatMap { [$0.quotaId, $0.quotaMetric] } }.compactMap { $0 }
        return (names + [message ?? ""]).contains { $0.contains("PerDay") }
    }

    /// Whether the quota exceeded is one the project's free tier does not have at all
    /// ("…free_tier_requests, limit: 0, model: …"): the model needs billing, and waiting never
    /// helps.
    var needsBilling: Bool {
        guard let message, let range = message.firstRange(of: "limit: 0") else { return false }
        return message[range.upperBound...].first?.isNumber != true
    }

    /// A protobuf JSON Duration ("26s", "1.5s", "0.000001s") as a `Duration`, at most
    /// `Duration.longestOutside`.
    static func duration(_ text: String) -> Duration? {
        guard text.hasSuffix("s"), let seconds = Double(text.dropLast()) else { return nil }
        return Duration.outside(seconds: seconds)
    }
}

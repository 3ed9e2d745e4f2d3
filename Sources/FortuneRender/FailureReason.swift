/// The common reasons a refresh fails, recognised in the failure's message so the widget can
/// say them in its own language: the message itself is English, as the model layer writes it.
public enum FailureReason: Sendable, CaseIterable {
    /// The service could not be reached, or said it was unavailable.
    case network
    /// No API key, or one the service refused.
    case key
    /// The day's quota is used up, or the service asked to slow down.
    case quota
    /// No answer within the deadline or a request's timeout.
    case timeout
    /// No sign was picked.
    case noSign

    /// The reason `message` gives, or nil for any other failure.
    public init?(message: String) {
        let text = message.lowercased()
        if text.contains("no sign picked") {
            self = .noSign
        } else if text.contains("api key") {
            self = .key
        } else if text.contains("quota") || text.contains("rate limited") {
            self = .quota
        } else if text.contains("deadline") || text.contains("timed out") {
            self = .timeout
        } else if text.hasPrefix("cannot reach") || text.contains(" is unavailable") {
            self = .network
        } else {
            return nil
        }
    }
}

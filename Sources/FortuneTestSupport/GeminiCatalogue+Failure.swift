extension GeminiCatalogue {
    /// A failure the catalogue can be told to answer with, in place of a model's answer.
    public enum Failure: Sendable {
        /// 429 RESOURCE_EXHAUSTED for the free tier's requests per day for the model, with a
        /// `google.rpc.QuotaFailure` of quotaId "GenerateRequestsPerDayPerProjectPerModel-FreeTier"
        /// and a `google.rpc.RetryInfo` of retryDelay "38s", which is meaningless for a daily quota.
        case dailyQuota
        /// 429 RESOURCE_EXHAUSTED for the free tier's requests per minute for the model: quotaId
        /// "GenerateRequestsPerMinutePerProjectPerModel-FreeTier", retryDelay "38s".
        case perMinuteQuota
        /// 503 UNAVAILABLE "The model is overloaded. Please try again later."
        case unavailable
        /// Reads the request and never answers: the connection stays open until the client
        /// hangs up or the server stops.
        case hang
        /// 400 FAILED_PRECONDITION "User location is not supported for the API use."
        case regionRefused
        /// Any other answer.
        case reply(Reply)
    }
}

extension GeminiCatalogue.Failure {
    /// What the catalogue answers for a request to `model` (the id that really answers).
    func answer(model: String) -> GeminiReplies.Answer {
        switch self {
        case .dailyQuota:
            GeminiReplies.quota(model: model, quotaID: "GenerateRequestsPerDayPerProjectPerModel-FreeTier", limit: 20)
        case .perMinuteQuota:
            GeminiReplies.quota(
                model: model, quotaID: "GenerateRequestsPerMinutePerProjectPerModel-FreeTier", limit: 15)
        case .unavailable:
            GeminiReplies.error(
                code: 503, status: "UNAVAILABLE", message: "The model is overloaded. Please try again later.")
        case .hang:
            GeminiReplies.Answer(reply: .hang, status: nil)
        case .regionRefused:
            GeminiReplies.error(
                code: 400, status: "FAILED_PRECONDITION", message: "User location is not supported for the API use.")
        case .reply(let reply):
            GeminiReplies.Answer(reply: reply, status: reply.status)
        }
    }
}

extension Reply {
    /// The status of the reply's head, if it has one.
    var status: Int? {
        for step in steps {
            if case .head(let status, _) = step { return status }
        }
        return nil
    }
}

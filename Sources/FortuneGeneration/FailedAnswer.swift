import FortuneCore

/// A service's answer with a failing status, as its error is made from it: the status, the
/// server's own message and how long the server asked to wait.
///
/// `classified` gives the error that the status means in HTTP; a service whose errors say more
/// (Gemini's reasons and quotas) makes its own with `make` for those and leaves the rest to it.
struct FailedAnswer {
    let service: ServiceDescriptor
    let status: Int
    /// The server's message on one line, nil when it said nothing.
    let message: String?
    /// How long the server asked to wait, when it did.
    let delay: Duration?

    /// - Parameter message: the server's message as it came, shortened here to one line.
    init(service: ServiceDescriptor, status: Int, message: String?, delay: Duration?) {
        self.service = service
        self.status = status
        self.message = message.map { GenerationError.oneLine($0, limit: GenerationError.maxServerMessageLength) }
            .flatMap { $0.isEmpty ? nil : $0 }
        self.delay = delay
    }

    /// The status and the server's message, as a summary quotes them.
    var said: String { message.map { "HTTP \(status): \($0)" } ?? "HTTP \(status)" }

    /// The error of `category` for this answer.
    func make(_ category: GenerationError.Category, _ summary: String, _ remedy: String) -> GenerationError {
        GenerationError(
            category, summary, remedy: remedy, httpStatus: status, serverMessage: message, retryDelay: delay)
    }

    /// The service failed and may recover.
    func unavailable() -> GenerationError {
        make(.unavailable, "\(service.name) is unavailable (\(said))", "try again later")
    }

    /// The error by status: 401 and 403 the key, 404 the model, 429 a rate limit timed by
    /// `delay`, 408 and 5xx the service, any other 4xx a request the configuration made.
    /// - Parameters:
    ///   - model: the model asked for, named when it was not found.
    ///   - requestSettings: the settings a refused request points to.
    func classified(model: String, requestSettings: String = "\"model\" and \"maxOutputTokens\"") -> GenerationError {
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
        case 431:
            return make(
                .badRequest, "\(service.name) refused the request's headers as too large (\(said))",
                "check the API key: a key is tens of characters, not thousands")
        case 408, 500...599:
            return unavailable()
        case 400...499:
            return make(
                .badRequest, "\(service.name) refused the request (\(said))", "check \(requestSettings) in config.json")
        default:
            return make(
                .badRequest, "unexpected answer from \(service.name) (\(said))", "check \(service.baseURLSetting)")
        }
    }
}

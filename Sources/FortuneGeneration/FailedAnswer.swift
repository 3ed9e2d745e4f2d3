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

    /// The error of `category` for this answer: what happened, the message `summary`, is told
    /// the service's name and what it said (`{service}`, `{said}`).
    func make(
        _ category: GenerationError.Category, _ summary: String, _ values: [String: String] = [:],
        remedy: Message
    ) -> GenerationError {
        let named = values.merging(["said": said]) { first, _ in first }
        return GenerationError(
            category, Message(summary, named, parts: ["service": service.name]), remedy: remedy, httpStatus: status,
            serverMessage: message,
            retryDelay: delay)
    }

    /// The service failed and may recover.
    func unavailable() -> GenerationError {
        make(.unavailable, "error.generation.unavailable", remedy: Message("error.generation.tryLater"))
    }

    /// The error by status: 401 and 403 the key, 404 the model, 429 a rate limit timed by
    /// `delay`, 408 and 5xx the service, any other 4xx a request the configuration made.
    /// - Parameters:
    ///   - model: the model asked for, named when it was not found.
    ///   - requestSettings: the settings a refused request points to.
    func classified(model: String, requestSettings: String = "\"model\" and \"maxOutputTokens\"") -> GenerationError {
        switch status {
        case 401, 403:
            let remedy =
                service.keySetting.map { Message("error.generation.checkSetting", ["setting": $0]) }
                ?? Message("error.generation.checkAccess")
            return make(.permissionDenied, "error.generation.refused", remedy: remedy)
        case 404:
            return make(
                .modelNotFound, "error.generation.modelNotFound", ["model": model],
                remedy: Message("error.generation.listModels"))
        case 429:
            let remedy =
                delay.map { Message("error.generation.tryAgainIn", parts: ["time": .seconds($0)]) }
                ?? Message("error.generation.tryAgainInAMinute")
            return make(.rateLimited, "error.generation.rateLimited", remedy: remedy)
        case 431:
            return make(.badRequest, "error.generation.headersTooLarge", remedy: Message("error.generation.keyLength"))
        case 408, 500...599:
            return unavailable()
        case 400...499:
            return make(
                .badRequest, "error.generation.refused",
                remedy: Message("error.generation.checkRequest", ["settings": requestSettings]))
        default:
            return make(
                .badRequest, "error.generation.unexpected",
                remedy: Message("error.generation.checkSetting", ["setting": service.baseURLSetting]))
        }
    }
}

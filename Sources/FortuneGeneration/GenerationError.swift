public import FortuneCore
import FortuneHTTP

/// Why a model gave no usable text, in one line a person can act on.
///
/// A struct around a private code, so that new kinds of failure never break a caller's `switch`;
/// callers branch on `category` or `exitStatus`. Text that came from the server is cut to one
/// line, and anything shaped like a Google API key is replaced by `•••`: these messages end up
/// in terminals, status bars and the store.
public struct GenerationError: ReportableError, Sendable, Hashable, CustomStringConvertible {
    /// A family of failures with one remedy and one exit status.
    public struct Category: Sendable, Hashable, CustomStringConvertible {
        public let description: String
        /// The sysexits status a command exits with for this category.
        public let exitStatus: ExitStatus

        /// The category's name, to be said in the user's language: `error.category.missingKey`.
        public var said: Message {
            let words = description.split(separator: " ")
            let name = words.enumerated().map {
                $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
            }
            return Message("error.category." + name.joined())
        }

        private init(_ name: String, _ exitStatus: ExitStatus) {
            self.description = name
            self.exitStatus = exitStatus
        }

        /// No key is set where one is required.
        public static let missingKey = Category("missing key", .permissionDenied)
        /// The key file cannot be used: readable by others, or unreadable.
        public static let keyFile = Category("key file", .permissionDenied)
        /// The key has characters no key has: a line break, a space, a control character.
        public static let malformedKey = Category("malformed key", .permissionDenied)
        /// The service refused the key: invalid (400 `API_KEY_INVALID`), 401 or 403.
        public static let permissionDenied = Category("permission denied", .permissionDenied)
        /// The configured model does not exist or cannot generate content (404).
        public static let modelNotFound = Category("model not found", .configuration)
        /// The service refused the request as built from the configuration (400 and other 4xx).
        public static let badRequest = Category("bad request", .configuration)
        /// Too many requests for now (429); the server may say when to come back.
        public static let rateLimited = Category("rate limited", .temporaryFailure)
        /// The quota for the day is used up (429 with a per-day quota violation).
        public static let quotaExhausted = Category("quota exhausted", .temporaryFailure)
        /// The service answered 408 or 5xx on every attempt.
        public static let unavailable = Category("unavailable", .unavailable)
        /// No response could be had on any attempt: refused, timed out, reset…
        public static let transport = Category("transport", .unavailable)
        /// A request that no retry can help: libcurl missing, TLS refused, a bad base URL or a
        /// response over the size limit; each says what to change.
        public static let connection = Category("connection", .unavailable)
        /// The base URL is not one the transport accepts (http or https).
        public static let badURL = Category("bad URL", .configuration)
        /// A prompt override file cannot be used: not a regular file, too large, unreadable.
        public static let promptFile = Category("prompt file", .configuration)
        /// The prompt itself was blocked (`promptFeedback.blockReason`).
        public static let blocked = Category("blocked", .dataError)
        /// The model stopped for a reason other than finishing (SAFETY, RECITATION…).
        public static let stopped = Category("stopped", .dataError)
        /// The answer had no visible text: empty, no candidates, only function calls or thoughts.
        public static let noText = Category("no text", .dataError)
        /// A stream ended before the model said it had finished.
        public static let incomplete = Category("incomplete", .dataError)
        /// The answer was longer than a fortune may be and no whole sentence of it fits.
        public static let tooLong = Category("too long", .dataError)
        /// The response could not be decoded.
        public static let malformedResponse = Category("malformed response", .dataError)
    }

    public let category: Category
    /// The HTTP status of the response, or the `code` of an error object inside a stream.
    public let httpStatus: Int?
    /// The server's own message, on one line, with any key redacted.
    public let serverMessage: String?
    /// How long the server asked to wait before trying again, if it said.
    public let retryDelay: Duration?
    /// How many attempts were made; more than one is said in the description.
    public private(set) var attempts = 1
    /// What happened, such as "invalid API key (HTTP 400: …)".
    private var summary: Message
    /// What to do about it, such as "check GEMINI_API_KEY".
    private var remedy: Message?
    /// What else came of it, said after the attempts: what the fallback models said, the
    /// deadline that cut the attempts short.
    private var notes: [Message] = []

    public var exitStatus: ExitStatus { category.exitStatus }

    /// One line in English: what happened, after how many attempts, what else, and what to do
    /// about it. A long line is cut in what happened, never in the remedy.
    public var description: String { message(in: .english) }

    /// The line in `language`, cut as `description` is; the server's own words as it said them.
    public func message(in language: Language) -> String {
        // All but what happened, to know how much room is left for it.
        let tail = line(happened: .verbatim("")).text(in: language)
        let room = max(Self.maxLineLength / 4, Self.maxLineLength - tail.count)
        let happened = Self.oneLine(summary.text(in: language), limit: room)
        return Self.oneLine(line(happened: .verbatim(happened)).text(in: language))
    }

    /// The line as a message, said in any language as `message(in:)` says it, but not cut to
    /// length; each value on one line with anything shaped like a Google API key hidden.
    public var lineMessage: Message? {
        line(happened: summary).mappingValues { Self.oneLine($0) }
    }

    /// The line with `happened` for what happened: the attempts after it in the same clause
    /// in English and as a clause of their own elsewhere (`Message.runOn`), then the notes and
    /// the remedy, each a clause.
    private func line(happened: Message) -> Message {
        let tried =
            attempts > 1
            ? Message.runOn(happened, Message("error.generation.attempts", ["count": "\(attempts)"])) : happened
        return Message.clauses([tried] + notes + (remedy.map { [$0] } ?? []))
    }

    init(
        _ category: Category,
        _ summary: Message,
        remedy: Message? = nil,
        httpStatus: Int? = nil,
        serverMessage: String? = nil,
        retryDelay: Duration? = nil
    ) {
        self.category = category
        self.summary = summary
        self.remedy = remedy
        self.httpStatus = httpStatus
        self.serverMessage = serverMessage.map { Self.oneLine($0, limit: Self.maxServerMessageLength) }
        self.retryDelay = retryDelay
    }

    /// This error with every occurrence of `key` replaced by `•••`, including the start of a
    /// key that a length limit cut off (the text before a "…").
    ///
    /// Keys shorter than eight characters are left alone: no real key is that short, and
    /// replacing every "k" would make the message unreadable while hiding nothing.
    public func redacting(_ key: APIKey) -> GenerationError {
        let secret = key.secret
        func hide(_ message: Message) -> Message {
            message.mappingValues(hide)
        }
        func hide(_ text: String) -> String {
            guard secret.count >= 8 else { return text }
            let pieces = text.replacing(secret, with: "•••").split(separator: "…", omittingEmptySubsequences: false)
            return pieces.enumerated().map { index, piece in
                guard index < pieces.count - 1,
                    let cut = (4..<secret.count).reversed().first(where: { piece.hasSuffix(secret.prefix($0)) })
                else { return String(piece) }
                return piece.dropLast(cut) + "•••"
            }.joined(separator: "…")
        }
        var copy = GenerationError(
            category, hide(summary), remedy: remedy.map(hide),
            httpStatus: httpStatus, serverMessage: serverMessage.map(hide), retryDelay: retryDelay
        )
        copy.attempts = attempts
        copy.notes = notes.map(hide)
        return copy
    }

    /// The same error, saying how many attempts were made.
    func after(attempts: Int) -> GenerationError {
        var copy = self
        copy.attempts = attempts
        return copy
    }

    /// The same error with `note` said after the attempts, before the remedy.
    func adding(_ note: Message) -> GenerationError {
        var copy = self
        copy.notes.append(note)
        return copy
    }

    /// The same error, saying that the deadline left no time for another attempt; a failure
    /// that the service would have cured in time is still "unavailable" (exit 69).
    func pastDeadline(_ deadline: Duration) -> GenerationError {
        var copy = adding(Message("error.generation.deadline", parts: ["time": .seconds(deadline)]))
        copy.remedy = Message("error.generation.raiseDeadline")
        return copy
    }

    /// Whether the service refused the request's thinking settings (400 naming thinking), which
    /// a request with less thinking may pass.
    var refusesThinking: Bool {
        httpStatus == 400 && category == .badRequest && (serverMessage ?? "").lowercased().contains("thinking")
    }
}

// MARK: - Factories

extension GenerationError {
    /// `service` needs a key and none is set: the remedy names the row's own variable and the
    /// command that saves its key file, `fortune key set --provider ID`.
    public static func missingKey(_ service: ServiceDescriptor) -> GenerationError {
        let remedy = service.key.map {
            Message("error.generation.setKey", ["variable": $0.setting, "provider": service.id.rawValue])
        }
        return GenerationError(
            .missingKey, Message("error.generation.missingKey", parts: ["service": service.name]), remedy: remedy)
    }

    /// The key file may be read by group or others, so it is not used.
    public static func insecureKeyFile(path: String, mode: Int) -> GenerationError {
        let octal = String(mode, radix: 8)
        return GenerationError(
            .keyFile, Message("error.generation.insecureKeyFile", ["path": path, "mode": octal]),
            remedy: Message("error.generation.chmod", ["path": path])
        )
    }

    /// The key from `source` (a variable's name or a file's path) contains `problem`.
    public static func malformedKey(source: String, problem: Message) -> GenerationError {
        GenerationError(
            .malformedKey,
            Message(
                problem.key == "error.key.flaw.lineBreak"
                    ? "error.generation.malformedKeyPasted" : "error.generation.malformedKey",
                ["source": source], parts: ["problem": problem]),
            remedy: Message("error.generation.keyAlone")
        )
    }

    /// The key file exists but cannot be read, for `reason`.
    static func unreadableKeyFile(path: String, reason: Message) -> GenerationError {
        GenerationError(
            .keyFile, Message("error.generation.unreadableKeyFile", ["path": path], parts: ["reason": reason]),
            remedy: Message("error.generation.checkOwner"))
    }

    /// The transport failed on the last of `attempts` attempts. A server that was reached but
    /// went silent, or was still sending at the deadline, is said to be slow, not unreachable.
    public static func transport(_ error: any Error, attempts: Int, service: ServiceDescriptor)
        -> GenerationError
    {
        let slow = (error as? HTTPError)?.kind == .stalled
        let remedy =
            slow
            ? Message(service.runsLocally ? "error.generation.slowLocal" : "error.generation.slowRemote")
            : proxyRemedy(error) ?? Message("error.generation.checkNetwork", ["setting": service.baseURLSetting])
        return GenerationError(
            .transport,
            Message(
                slow ? "error.generation.slow" : "error.generation.unreachable",
                parts: ["service": service.name, "error": said(error)]),
            remedy: remedy
        ).after(attempts: attempts)
    }

    /// The transport failed in a way that trying again cannot mend: said at once, with what
    /// to change.
    static func permanent(_ error: HTTPError, service: ServiceDescriptor) -> GenerationError {
        let cause = said(error)
        let name = service.name
        switch error.kind {
        case .unsupportedURL:
            return GenerationError(
                .badURL, Message("error.generation.badURL", parts: ["error": cause]),
                remedy: Message("error.generation.setURL", ["setting": service.baseURLSetting]))
        case .tls:
            return GenerationError(
                .connection, Message("error.generation.insecure", parts: ["service": name, "error": cause]),
                remedy: Message("error.generation.checkCertificates"))
        case .tooLarge:
            return GenerationError(
                .malformedResponse, Message("error.generation.unreadable", parts: ["service": name, "error": cause]),
                remedy: Message(
                    "error.generation.checkURL", ["setting": service.baseURLSetting], parts: ["service": name]))
        default:
            return GenerationError(
                .connection, Message("error.generation.unreachable", parts: ["service": name, "error": cause]),
                remedy: proxyRemedy(error))
        }
    }

    /// A transport's failure as a message: an `HTTPError` in the language it is said in, any
    /// other error in its own words.
    private static func said(_ error: any Error) -> Message {
        if let error = error as? HTTPError, let said = error.said { return said }
        return Message.verbatim("\(error)")
    }

    /// What to check when `error` happened at a proxy: its variable, not the service's URL.
    private static func proxyRemedy(_ error: any Error) -> Message? {
        (error as? HTTPError)?.proxyVariable.map { Message("error.generation.checkProxy", ["variable": $0]) }
    }

    static func promptBlocked(reason: String) -> GenerationError {
        GenerationError(
            .blocked, Message("error.generation.blocked", ["reason": reason]),
            remedy: Message("error.generation.changePrompt"))
    }

    /// `service`'s model ended its answer for `finishReason` without a fortune; the remedy is
    /// the one its row's `stopReasons` gives that reason.
    static func stopped(finishReason: String, service: ServiceDescriptor) -> GenerationError {
        GenerationError(
            .stopped, Message("error.generation.stopped", ["reason": finishReason], parts: ["service": service.name]),
            remedy: service.stopReasons.remedy(for: finishReason))
    }

    /// `service`'s answer had no text to show, for the reason `lack` says.
    package static func noText(_ lack: AnswerLack, service: ServiceDescriptor) -> GenerationError {
        GenerationError(
            .noText, Message("error.generation.noText", parts: ["service": service.name, "what": lack.said]),
            remedy: Message("error.generation.tryAgainOffline"))
    }

    /// The answer ran past the fortune's length limit without one whole sentence within it.
    package static func tooLong(limit: Int, service: ServiceDescriptor) -> GenerationError {
        GenerationError(
            .tooLong, Message("error.generation.tooLong", ["count": "\(limit)"], parts: ["service": service.name]),
            remedy: Message("error.generation.lengthRule"))
    }

    package static func incomplete(service: ServiceDescriptor) -> GenerationError {
        GenerationError(
            .incomplete, Message("error.generation.incomplete", parts: ["service": service.name]),
            remedy: Message("error.generation.tryAgain"))
    }

    /// `service`'s answer could not be read: `what` says what it is not, such as the row's
    /// `unreadableAnswer`.
    package static func malformed(_ what: Message, service: ServiceDescriptor) -> GenerationError {
        GenerationError(
            .malformedResponse,
            Message("error.generation.unreadable", parts: ["service": service.name, "error": what]),
            remedy: Message("error.generation.tryAgainOffline")
        )
    }

    /// `service`'s answer was not the JSON its row expects.
    package static func unreadable(_ service: ServiceDescriptor) -> GenerationError {
        malformed(service.unreadableAnswer, service: service)
    }
}

// MARK: - One line

extension GenerationError {
    /// The longest description; long enough for a quoted server message and the remedy after it.
    static let maxLineLength = 400
    /// The longest server message kept, so that the remedy after it is never cut off.
    static let maxServerMessageLength = 200

    /// `text` on one line: sanitised as any untrusted text (`Sanitizer`), anything that looks
    /// like a Google API key `•••`, and the whole at most `limit` characters.
    static func oneLine(_ text: String, limit: Int = maxLineLength) -> String {
        let words = Sanitizer.cleanLine(text).split(separator: " ")
        var line = words.map(redactingKeyShapes).joined(separator: " ")
        if line.count > limit {
            line = String(line.prefix(limit - 1)) + "…"
        }
        return line
    }

    /// Google API keys are "AIza" and 35 more characters of `[A-Za-z0-9_-]`.
    private static func redactingKeyShapes(_ word: Substring) -> String {
        guard word.contains("AIza") else { return String(word) }
        var result = ""
        var rest = word[...]
        while let start = rest.firstRange(of: "AIza") {
            result += rest[..<start.lowerBound]
            let tail = rest[start.upperBound...].prefix {
                $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")
            }
            if tail.count >= 30 {
                result += "•••"
                rest = rest[tail.endIndex...]
            } else {
                result += "AIza"
                rest = rest[start.upperBound...]
            }
        }
        return result + rest
    }
}

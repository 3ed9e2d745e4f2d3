import FoundationEssentials
import Synchronization

/// What a `GeminiCatalogue` serves: its models, aliases and injected failures, the log of what
/// it received, and the answer to each request. Shared by the server's connection threads.
final class GeminiService: Sendable {
    struct Settings: Sendable {
        var key: String
        var thinkingCost: Duration
        var pageSize: Int
        var fortune: String
    }

    /// A failure to answer with, and how many more times (nil: until told otherwise).
    private struct Rule {
        var failure: GeminiCatalogue.Failure
        var remaining: Int?
    }

    private struct State {
        var models: [GeminiCatalogue.Model]
        var aliases: [String: String]
        var failures: [String: Rule] = [:]
        var everyModel: Rule?
        var log: [GeminiCatalogue.Request] = []
        var generations = 0
    }

    /// How a model id resolves.
    private enum Resolution {
        case model(GeminiCatalogue.Model)
        case retired
        case unknown
    }

    static let prefix = "/v1beta/models"
    let settings: Settings
    private let state: Mutex<State>

    init(settings: Settings, models: [GeminiCatalogue.Model], aliases: [String: String]) {
        self.settings = settings
        state = Mutex(State(models: models, aliases: aliases))
    }

    // MARK: - Controls

    var requests: [GeminiCatalogue.Request] {
        state.withLock { $0.log }
    }

    var models: [GeminiCatalogue.Model] {
        state.withLock { $0.models }
    }

    var aliases: [String: String] {
        state.withLock { $0.aliases }
    }

    func fail(_ model: String?, with failure: GeminiCatalogue.Failure, times: Int?) {
        precondition(times.map { $0 > 0 } ?? true, "a failure must happen at least once")
        let rule = Rule(failure: failure, remaining: times)
        state.withLock { state in
            if let model { state.failures[model] = rule } else { state.everyModel = rule }
        }
    }

    func recover(_ model: String?) {
        state.withLock { state in
            if let model {
                state.failures[model] = nil
            } else {
                state.failures = [:]
                state.everyModel = nil
            }
        }
    }

    func update(_ id: String, _ change: (inout GeminiCatalogue.Model) -> Void) {
        state.withLock { state in
            guard let index = state.models.firstIndex(where: { $0.id == id }) else {
                preconditionFailure("the catalogue has no model \(id)")
            }
            change(&state.models[index])
        }
    }

    func add(_ model: GeminiCatalogue.Model) {
        state.withLock { state in
            if let index = state.models.firstIndex(where: { $0.id == model.id }) {
                state.models[index] = model
            } else {
                state.models.append(model)
            }
        }
    }

    func point(_ alias: String, to target: String) {
        state.withLock { state in
            precondition(state.models.contains { $0.id == target }, "the catalogue has no model \(target)")
            state.aliases[alias] = target
        }
    }

    // MARK: - Answers

    /// Answers `recorded`, a request for a path under `/v1beta/models`, and logs it.
    func answer(_ recorded: RecordedRequest) -> Reply {
        let query = Self.queryItems(recorded.query)
        var request = GeminiCatalogue.Request(
            method: .other, key: recorded.header("x-goog-api-key"), chargedThinking: false, recorded: recorded)
        var action: String?
        let rest = recorded.path.dropFirst(Self.prefix.count)
        if rest.isEmpty || rest == "/" {
            if recorded.method == "GET" { request.method = .list }
            request.pageSize = query["pageSize"] ?? query["page_size"]
            request.pageToken = query["pageToken"] ?? query["page_token"]
        } else if rest.hasPrefix("/") {
            let name = Self.percentDecoded(rest.dropFirst())
            if let colon = name.lastIndex(of: ":") {
                request.model = String(name[..<colon])
                action = String(name[name.index(after: colon)...])
            } else {
                request.model = name
            }
            switch (recorded.method, action) {
            case ("POST", "generateContent"): request.method = .generate
            case ("POST", "streamGenerateContent"): request.method = .stream
            case ("GET", nil): request.method = .get
            default: break
            }
        }

        if request.method == .generate || request.method == .stream {
            request.body = GeminiRequestBody(recorded.body)
        }

        let answer = decide(request, query: query)
        request.status = answer.status
        request.answeredBy = answer.answeredBy
        request.chargedThinking = answer.chargedThinking
        request.thoughtsTokenCount = answer.thoughtsTokenCount
        request.errorMessage = answer.errorMessage
        request.errorStatus = answer.errorStatus
        state.withLock { $0.log.append(request) }
        return answer.reply
    }

    private func decide(_ request: GeminiCatalogue.Request, query: [String: String]) -> GeminiReplies.Answer {
        guard let key = request.key, !key.isEmpty else { return GeminiReplies.missingKey() }
        guard key == settings.key else { return GeminiReplies.invalidKey() }
        switch request.method {
        case .list:
            return list(pageSize: request.pageSize, pageToken: request.pageToken)
        case .get:
            return describe(request.model ?? "")
        case .generate, .stream:
            return generate(
                request.model ?? "", body: request.body ?? GeminiRequestBody([]), stream: request.method == .stream,
                sse: query["alt"] == "sse")
        case .other:
            return GeminiReplies.noMethod()
        }
    }

    private func generate(_ id: String, body: GeminiRequestBody, stream: Bool, sse: Bool) -> GeminiReplies.Answer {
        let model: GeminiCatalogue.Model
        switch resolve(id) {
        case .model(let found) where found.generatesContent: model = found
        case .retired: return GeminiReplies.retired(id)
        case .model, .unknown: return GeminiReplies.notFound(id)
        }
        if let failure = takeFailure(asked: id, answering: model.id) {
            return failure.answer(model: model.id)
        }
        if let problem = body.problem ?? Self.thinkingProblem(body, model: model) {
            return GeminiReplies.invalidArgument(problem)
        }

        let charged = model.thinking.charges(budget: body.thinkingBudget, level: body.level)
        let number = state.withLock { state in
            state.generations += 1
            return state.generations
        }
        let generation = GeminiReplies.Generation(
            text: settings.fortune,
            modelVersion: model.id,
            responseID: Self.responseID(number),
            promptTokenCount: GeminiReplies.tokens(in: (body.systemInstruction ?? "") + (body.prompt ?? "")),
            thoughtsTokenCount: charged ? GeminiCatalogue.thinkingTokenCount : nil
        )
        var reply = stream ? GeminiReplies.stream(generation, sse: sse) : GeminiReplies.unary(generation)
        if charged, settings.thinkingCost > .zero {
            reply = .delayed(by: settings.thinkingCost, reply)
        }
        return GeminiReplies.Answer(
            reply: reply, status: 200, answeredBy: model.id,
            chargedThinking: charged, thoughtsTokenCount: generation.thoughtsTokenCount
        )
    }

    /// Why `model` refuses the thinking `body` asks for, as the message of a 400
    /// INVALID_ARGUMENT; nil when it takes it.
    private static func thinkingProblem(_ body: GeminiRequestBody, model: GeminiCatalogue.Model) -> String? {
        if body.thinkingBudget != nil, body.thinkingLevel != nil {
            return "Thinking budget and thinking level cannot both be set. Use only one of them."
        }
        switch model.thinking {
        case .budget(_, let canTurnOff):
            if body.thinkingLevel != nil { return "Thinking level is not supported for this model." }
            if body.thinkingBudget == 0, !canTurnOff {
                return "Budget 0 is invalid. This model only works in thinking mode."
            }
        case .levels(let levels, _):
            if body.thinkingBudget != nil {
                return "Thinking budget is not supported for this model. Use thinkingLevel instead."
            }
            if let level = body.level, !levels.contains(level) {
                return
                    "Thinking level \(level.upperCased) is not supported for this model. Please retry with other thinking level."
            }
        case .none:
            break
        }
        return nil
    }

    private func describe(_ id: String) -> GeminiReplies.Answer {
        let aliasTarget = aliases[id]
        switch resolve(id) {
        case .model(let model):
            let entry =
                aliasTarget == nil
                ? GeminiReplies.entry(model, name: id)
                : GeminiReplies.entry(
                    model, name: id, displayName: GeminiReplies.aliasDisplayName(id),
                    description: "Latest release of \(model.displayName)")
            return GeminiReplies.Answer(reply: .json(entry), status: 200)
        case .retired:
            return GeminiReplies.retired(id)
        case .unknown:
            return GeminiReplies.notFound(id)
        }
    }

    private func list(pageSize: String?, pageToken: String?) -> GeminiReplies.Answer {
        var size = settings.pageSize
        if let pageSize, !pageSize.isEmpty {
            guard let asked = Int(pageSize) else {
                return GeminiReplies.invalidArgument("Invalid value at 'page_size' (TYPE_INT32), \"\(pageSize)\"")
            }
            if asked > 0 { size = min(asked, 1000) }
        }
        var offset = 0
        if let pageToken, !pageToken.isEmpty {
            guard let decoded = Self.unwrapped(pageToken), decoded.hasPrefix("offset="),
                let start = Int(decoded.dropFirst("offset=".count)), start >= 0
            else {
                return GeminiReplies.invalidArgument("Invalid page token.")
            }
            offset = start
        }
        let entries = listing()
        let end = min(offset + size, entries.count)
        let page = offset < end ? Array(entries[offset..<end]) : []
        let next = end < entries.count ? Self.pageToken("offset=\(end)") : nil
        return GeminiReplies.Answer(reply: GeminiReplies.list(page, nextPageToken: next), status: 200)
    }

    /// Every entry of `models.list`: the models not retired in the table's order, then the
    /// aliases whose target is served, sorted.
    private func listing() -> [String] {
        let (models, aliases) = state.withLock { ($0.models, $0.aliases) }
        let served = models.filter { !$0.isRetired }
        let aliasEntries = aliases.keys.sorted().compactMap { alias -> String? in
            guard let target = served.first(where: { $0.id == aliases[alias] }) else { return nil }
            return GeminiReplies.entry(
                target, name: alias, displayName: GeminiReplies.aliasDisplayName(alias),
                description: "Latest release of \(target.displayName)")
        }
        return served.map { GeminiReplies.entry($0, name: $0.id) } + aliasEntries
    }

    private func resolve(_ id: String) -> Resolution {
        state.withLock { state in
            let target = state.aliases[id] ?? id
            guard let model = state.models.first(where: { $0.id == target }) else { return .unknown }
            return model.isRetired ? .retired : .model(model)
        }
    }

    /// The failure set for the id asked, else for the model that answers, else for every
    /// model; counts it as used.
    private func takeFailure(asked: String, answering: String) -> GeminiCatalogue.Failure? {
        state.withLock { state in
            func take(_ rule: inout Rule?) -> GeminiCatalogue.Failure? {
                guard let current = rule else { return nil }
                if let remaining = current.remaining {
                    rule = remaining > 1 ? Rule(failure: current.failure, remaining: remaining - 1) : nil
                }
                return current.failure
            }
            for id in [asked, answering] where state.failures[id] != nil {
                return take(&state.failures[id])
            }
            return take(&state.everyModel)
        }
    }

    // MARK: - Helpers

    /// `text` as an opaque page token: URL-safe base64 without padding, so that it may go in a
    /// query as it is.
    private static func pageToken(_ text: String) -> String {
        String(
            Data(text.utf8).base64EncodedString().compactMap { character -> Character? in
                switch character {
                case "+": "-"
                case "/": "_"
                case "=": nil
                default: character
                }
            })
    }

    /// The text of a token made by `pageToken`, or nil when it is not one.
    private static func unwrapped(_ token: String) -> String? {
        var base64 = String(token.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 })
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A response id of the service's shape, different for each number.
    private static func responseID(_ number: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var seed = UInt64(number) &* 0x9E37_79B9_7F4A_7C15
        return String(
            (0..<23).map { _ in
                seed ^= seed >> 29
                seed = seed &* 0xBF58_476D_1CE4_E5B9
                return alphabet[Int(seed >> 58)]
            })
    }

    /// The query's parameters, percent-decoded; the last of a repeated name wins.
    static func queryItems(_ query: String?) -> [String: String] {
        var items: [String: String] = [:]
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? parts[1].replacing("+", with: " ") : ""
            items[percentDecoded(parts[0])] = percentDecoded(value)
        }
        return items
    }

    /// `text` with every `%XX` turned back into its byte.
    static func percentDecoded(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

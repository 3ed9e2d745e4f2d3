public import FortuneCore
import FoundationEssentials
import Synchronization

/// Google's Gemini API on a `LoopbackServer`, answering with recorded bodies: `models.list` in
/// pages, and `generateContent` and `streamGenerateContent` with the answer or the error set for
/// the model asked. Every request is logged with the status it got.
///
/// A request without the key given answers the recorded `API_KEY_INVALID` error; a generation
/// of a model that is neither listed as generating content nor given an answer, the recorded
/// 404 of an unknown model.
///
/// ```swift
/// let gemini = GeminiRoutes(server: server)
/// gemini.failing("gemini-3.5-flash-lite", with: GeminiRoutes.recorded("gemini/unary-failure-daily-quota.json"))
/// // … run the client against server.baseURL with the key "test-key" …
/// #expect(gemini.requests.map(\.model) == ["gemini-flash-lite-latest"])
/// ```
public final class GeminiRoutes: Sendable {
    /// An error set for a model, how many more times (nil: always), and for which requests.
    private struct Rule {
        var model: String?
        var reply: Reply
        var remaining: Int?
        var when: @Sendable (Request) -> Bool
    }

    private struct State {
        var answers: [String: Reply] = [:]
        var everyModel: Reply
        var rules: [Rule] = []
        var log: [Request] = []
    }

    /// The only API key accepted.
    public let key: String
    /// The server's base URL: what a client takes as the API's base.
    public let baseURL: String
    /// The `Model` resources `models.list` gives, in order.
    public let listing: [JSONValue]
    private let state: Mutex<State>

    /// Installs the routes on `server`, for every path under `/v1beta/models`.
    /// - Parameters:
    ///   - listing: the `Model` resources `models.list` gives, three to a page unless the
    ///     request asks another `pageSize`.
    ///   - answer: the body every generation answers, unless `answering` sets another.
    public init(
        server: LoopbackServer,
        key: String = "test-key",
        listing: [JSONValue] = GeminiRoutes.standardListing,
        answer: String = GeminiRoutes.recorded("gemini/unary-success-short.json")
    ) {
        self.key = key
        self.listing = listing
        baseURL = server.baseURL
        state = Mutex(State(everyModel: .json(answer)))
        server.route(prefix: "/v1beta/models") { [self] in reply(to: $0) }
    }

    /// Every request answered, in the order they were read.
    public var requests: [Request] { state.withLock { $0.log } }

    /// The ids of the listed models that generate content, aliases included.
    public var generativeIDs: [String] {
        listing.filter { $0["supportedGenerationMethods"]?.strings.contains("generateContent") == true }
            .compactMap { $0["name"]?.string.map { String($0.dropFirst("models/".count)) } }
    }

    /// Answers generations of `model`, listed or not, with `body`, a `GenerateContentResponse`
    /// as JSON: as it is to `generateContent`, as one event to `streamGenerateContent?alt=sse`,
    /// in an array without `alt=sse`.
    public func answering(_ model: String, with body: String) {
        state.withLock { $0.answers[model] = .json(body) }
    }

    /// Answers generations of `model` (of every model when nil) that `when` picks with `body`,
    /// a recorded error object whose `error.code` is the status, in place of the answer.
    /// Of the errors that apply to a request, the one set last answers.
    /// - Parameter times: how many requests fail; nil for every one.
    public func failing(
        _ model: String?, with body: String, times: Int? = nil,
        when: @escaping @Sendable (Request) -> Bool = { _ in true }
    ) {
        let code = (try? JSONDecoder().decode(JSONValue.self, from: Data(body.utf8)))?["error"]?["code"]
        guard case .number(let status)? = code else { preconditionFailure("not an error object: \(body)") }
        let rule = Rule(model: model, reply: .json(status: Int(status), body), remaining: times, when: when)
        state.withLock { $0.rules.append(rule) }
    }

    /// Answers `recorded`, a request for a path under `/v1beta/models`, and logs it.
    public func reply(to recorded: RecordedRequest) -> Reply {
        var request = Request(recorded)
        let reply = decide(request)
        request.status = reply.status
        state.withLock { $0.log.append(request) }
        return reply
    }

    private func decide(_ request: Request) -> Reply {
        guard request.recorded.header("x-goog-api-key") == key else {
            return .json(status: 400, Self.recorded("gemini/unary-failure-api-key-invalid.json"))
        }
        guard let model = request.model else { return page(request.query["pageSize"], request.query["pageToken"]) }
        guard request.isGeneration else {
            let entry = listing.first { $0["name"]?.string == "models/" + model }
            return entry.map { .json(Self.text($0)) } ?? .json(status: 404, Self.recorded(Self.unknownModel))
        }
        let answer: Reply = state.withLock { state in
            let index = state.rules.lastIndex { ($0.model == nil || $0.model == model) && $0.when(request) }
            guard let index else {
                guard state.answers[model] == nil, !generativeIDs.contains(model) else {
                    return state.answers[model] ?? state.everyModel
                }
                return .json(status: 404, Self.recorded(Self.unknownModel))
            }
            let rule = state.rules[index]
            if let remaining = rule.remaining {
                if remaining > 1 { state.rules[index].remaining = remaining - 1 } else { state.rules.remove(at: index) }
            }
            return rule.reply
        }
        guard request.action == "streamGenerateContent", answer.status == 200, case .bytes(let body) = answer.steps.last
        else { return answer }
        let lines = String(decoding: body, as: UTF8.self).split(separator: "\n").map { "data: \($0)" }
        return request.query["alt"] == "sse"
            ? .sse(pieces: [.text(lines.joined(separator: "\r\n") + "\r\n\r\n")])
            : .json("[" + String(decoding: body, as: UTF8.self) + "]")
    }

    private func page(_ size: String?, _ token: String?) -> Reply {
        let size = size.flatMap { Int($0) }.map { max(1, $0) } ?? 3
        guard let start = token.map({ Int($0.dropFirst("page-".count)) }) ?? 0 else {
            return .json(status: 400, Self.error(400, "INVALID_ARGUMENT", "Invalid page token."))
        }
        let end = min(start + size, listing.count)
        var members: [String: JSONValue] = ["models": .array(Array(listing[min(start, end)..<end]))]
        if end < listing.count { members["nextPageToken"] = .string("page-\(end)") }
        return .json(Self.text(.object(members)))
    }

    // MARK: - Bodies

    /// The recorded `Tests/FortuneGenerationTests/Fixtures/<name>`.
    public static func recorded(_ name: String) -> String {
        let path = RepositoryFiles.path("Tests/FortuneGenerationTests/Fixtures/" + name)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            preconditionFailure("the fixture \(path) cannot be read")
        }
        return text
    }

    /// The recorded 404 of a model id the service does not serve.
    public static let unknownModel = "gemini/unary-failure-unknown-model.json"

    /// Google's error object of `code`, `status` and `message`, for an error no body recorded.
    public static func error(_ code: Int, _ status: String, _ message: String) -> String {
        text(
            .object([
                "error": .object([
                    "code": .number(Double(code)), "status": .string(status), "message": .string(message),
                ])
            ]))
    }

    /// A `GenerateContentResponse` of `text`, finished, answered by `modelVersion`.
    public static func answer(_ text: String, modelVersion: String) -> String {
        #"""
        {"candidates":[{"content":{"role":"model","parts":[{"text":\#(Self.text(.string(text)))}]},"finishReason":"STOP","index":0}],
        "usageMetadata":{"promptTokenCount":96,"candidatesTokenCount":28,"totalTokenCount":124},
        "modelVersion":\#(Self.text(.string(modelVersion))),"responseId":"loopback-1"}
        """#
    }

    /// `models.list` as the service answered it in November 2026
    /// (`Fixtures/gemini-service-listing.json`), less the two models retired for new keys
    /// since, and with the two `-latest` aliases after the models, as the service lists them.
    public static let standardListing: [JSONValue] = {
        let listing = try! JSONDecoder().decode(
            JSONValue.self, from: Data(recorded("gemini-service-listing.json").utf8))
        let models = (listing["models"]?.array ?? []).filter {
            !["models/gemini-2.5-flash", "models/gemini-2.5-pro"].contains($0["name"]?.string)
        }
        let aliases = [
            ("gemini-flash-latest", "Gemini Flash Latest", "gemini-3.8-flash"),
            ("gemini-flash-lite-latest", "Gemini Flash-Lite Latest", "gemini-3.5-flash-lite"),
        ]
        return models
            + aliases.compactMap { alias, displayName, target in
                guard case .object(var entry)? = models.first(where: { $0["name"]?.string == "models/" + target })
                else {
                    return nil
                }
                entry["description"] = .string("Latest release of " + (entry["displayName"]?.string ?? target))
                entry["name"] = .string("models/" + alias)
                entry["displayName"] = .string(displayName)
                return .object(entry)
            }
    }()

    /// `value` as JSON text.
    static func text(_ value: JSONValue) -> String {
        String(decoding: (try? JSONEncoder.stable().encode(value)) ?? Data(), as: UTF8.self)
    }
}

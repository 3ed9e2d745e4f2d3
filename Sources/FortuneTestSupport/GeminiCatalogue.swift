/// Google's Gemini API as it stands in November 2026, served by a `LoopbackServer`: the models,
/// their aliases and retirements, the thinking each takes and what it costs, the errors and
/// their exact bodies, and `models.list`.
///
/// It answers, for the key it was given in the `x-goog-api-key` header:
/// - `GET /v1beta/models`, paged by `pageSize` and `pageToken`;
/// - `GET /v1beta/models/{id}`;
/// - `POST /v1beta/models/{id}:generateContent`;
/// - `POST /v1beta/models/{id}:streamGenerateContent?alt=sse` (without `alt=sse`, a JSON array).
///
/// What it answers, in the order it checks:
/// 1. No key: 403 PERMISSION_DENIED. Another key than its own: 400 INVALID_ARGUMENT with the
///    `API_KEY_INVALID` `ErrorInfo`.
/// 2. A retired model (gemini-2.5-flash, gemini-2.5-pro): 404 "This model models/{id} is no
///    longer available to new users…". Any id not in the table (gemini-1.5-flash,
///    gemini-2.0-flash, typos) or a model that does not generate content: 404 "models/{id} is
///    not found for API version v1beta, or is not supported for generateContent…".
/// 3. A failure set with `failing(_:with:times:)`.
/// 4. A body the service would refuse: not JSON, an unknown field name, a value of the wrong
///    type, no `contents`: 400 INVALID_ARGUMENT.
/// 5. Thinking the model does not take, 400 INVALID_ARGUMENT: both `thinkingBudget` and
///    `thinkingLevel`; a level to a 2.5 model ("Thinking level is not supported for this
///    model."); a budget to a 3.x model or alias; a level the model lacks ("Thinking level
///    MINIMAL is not supported for this model. Please retry with other thinking level.").
/// 6. Otherwise the fortune, with the id of the model that answered in `modelVersion` (an
///    alias's target). When the request leaves the model thinking more than the least it can
///    be asked for, the answer waits `thinkingCost` and reports `thinkingTokenCount` thought
///    tokens; with the least, it comes at once and reports none.
///
/// The least thinking: budget 0 for a 2.5 model that thinks by default, nothing for one that
/// does not (gemini-2.5-flash-lite), the least of a 3.x model's levels (minimal, or low for
/// gemini-3.8-flash). A 3.x model left to its default thinks at that default: minimal for the
/// Flash-Lite models, medium for gemini-3.6-flash and gemini-3.8-flash.
///
/// ```swift
/// let server = try LoopbackServer()
/// defer { server.stop() }
/// let catalogue = GeminiCatalogue(server: server)
/// catalogue.failing("gemini-3.5-flash-lite", with: .dailyQuota)
/// // … run the client against server.baseURL with the key "test-key" …
/// #expect(catalogue.requests.map(\.model) == ["gemini-flash-lite-latest", "gemini-3.6-flash"])
/// #expect(catalogue.requests.last?.answeredBy == "gemini-3.6-flash")
/// ```
public final class GeminiCatalogue: Sendable {
    /// The fortune every model answers with, unless the catalogue was given another.
    public static let defaultFortune =
        "A patient morning opens the door that haste would have kicked shut: finish one thing before you begin the next."

    /// The `thoughtsTokenCount` of an answer that thought more than the least.
    public static let thinkingTokenCount = 900

    /// The server's base URL, `http://127.0.0.1:<port>`: what a client takes as the API's base.
    public let baseURL: String
    private let service: GeminiService

    /// Installs the catalogue on `server`, for every path under `/v1beta/models`.
    ///
    /// - Parameters:
    ///   - server: the server to answer on; a route added to it later for one of these paths
    ///     overrides the catalogue there.
    ///   - key: the only API key accepted.
    ///   - thinkingCost: how long an answer waits when the request leaves the model thinking
    ///     more than its least; `.zero` answers at once all the same (`requests` still says it
    ///     was charged).
    ///   - pageSize: how many models a page of `models.list` holds when the request gives no
    ///     `pageSize`.
    ///   - fortune: the text every model answers with.
    ///   - models: the model table; `standardModels` by default.
    ///   - aliases: alias → model id; `standardAliases` by default.
    public init(
        server: LoopbackServer,
        key: String = "test-key",
        thinkingCost: Duration = .milliseconds(600),
        pageSize: Int = 3,
        fortune: String = GeminiCatalogue.defaultFortune,
        models: [Model] = GeminiCatalogue.standardModels,
        aliases: [String: String] = GeminiCatalogue.standardAliases
    ) {
        precondition(pageSize > 0, "a page holds at least one model")
        let service = GeminiService(
            settings: .init(key: key, thinkingCost: thinkingCost, pageSize: pageSize, fortune: fortune),
            models: models, aliases: aliases
        )
        self.service = service
        baseURL = server.baseURL
        server.route(prefix: GeminiService.prefix) { service.answer($0) }
    }

    /// The only API key accepted.
    public var key: String { service.settings.key }

    /// How long an answer that thinks more than the least waits.
    public var thinkingCost: Duration { service.settings.thinkingCost }

    /// The text every model answers with.
    public var fortune: String { service.settings.fortune }

    /// Every request the catalogue answered (or left hanging), in the order it read them.
    public var requests: [Request] { service.requests }

    /// The model table as it stands, retirements included.
    public var models: [Model] { service.models }

    /// The aliases as they stand, alias → model id.
    public var aliases: [String: String] { service.aliases }

    // MARK: - Failures

    /// Answers requests for `model` with `failure`, after the key and model checks and before
    /// the body is looked at.
    ///
    /// `model` is matched against the id asked and against the model that would answer, so
    /// failing "gemini-3.5-flash-lite" fails "gemini-flash-lite-latest" too (quotas are per
    /// model), while failing the alias leaves its target answering. A failure set for the id
    /// asked wins over one for its target, which wins over `failingEveryModel`.
    /// - Parameter times: how many requests fail, after which the model answers again; nil
    ///   (the default) until `recovering` is called.
    public func failing(_ model: String, with failure: Failure, times: Int? = nil) {
        service.fail(model, with: failure, times: times)
    }

    /// Answers requests for every model with `failure` (a failure set for a model wins):
    /// a refused region, a service that is down.
    /// - Parameter times: how many requests fail; nil (the default) until `recovering` is called.
    public func failingEveryModel(with failure: Failure, times: Int? = nil) {
        service.fail(nil, with: failure, times: times)
    }

    /// Takes back the failure set for `model`, or every failure when `model` is nil.
    public func recovering(_ model: String? = nil) {
        service.recover(model)
    }

    // MARK: - The table

    /// Retires `model`: from now on it answers 404 "no longer available to new users" and is
    /// left out of `models.list`, and so are the aliases pointing to it.
    public func retiring(_ model: String) {
        service.update(model) { $0.isRetired = true }
    }

    /// Serves `model` again, or for the first time if it was retired in the table (as keys
    /// made before its retirement still get gemini-2.5-flash).
    public func serving(_ model: String) {
        service.update(model) { $0.isRetired = false }
    }

    /// Adds `model` to the table, or replaces the model of the same id.
    public func adding(_ model: Model) {
        service.add(model)
    }

    /// Points `alias` to `model`, as Google repoints its `-latest` aliases; the alias need not
    /// exist yet, the model must.
    public func pointing(_ alias: String, to model: String) {
        service.point(alias, to: model)
    }
}

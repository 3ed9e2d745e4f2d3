import FoundationEssentials
import FortuneCore
import FortuneHTTP

/// A model the key may ask to generate content, as `GET /v1beta/models` lists it.
public struct ListedModel: Sendable, Hashable, Encodable {
    /// The id to configure, without the "models/" prefix the service lists it with.
    public var id: String
    public var displayName: String?
    public var inputTokenLimit: Int?
    public var outputTokenLimit: Int?

    public init(id: String, displayName: String? = nil, inputTokenLimit: Int? = nil, outputTokenLimit: Int? = nil) {
        self.id = id
        self.displayName = displayName
        self.inputTokenLimit = inputTokenLimit
        self.outputTokenLimit = outputTokenLimit
    }

    /// Whether Google repoints the id as models retire ("gemini-flash-lite-latest").
    public var isAlias: Bool { id.hasSuffix("-latest") }
}

extension GeminiModel {
    /// The most pages read, so that a server that always says there is more cannot keep a
    /// command waiting.
    static let maxListPages = 50

    /// Every model this key can use to generate content, in the service's order: each page of
    /// `GET /v1beta/models`, the key in the header as for a generation.
    /// Reference: https://ai.google.dev/api/models#method:-models.list
    /// - Throws: `GenerationError`, with the same categories and exit statuses as a generation.
    public func availableModels() async throws -> [ListedModel] {
        try await availableModels(until: setup.limits.end())
    }

    /// `availableModels()` within `deadline`; a refresh whose models failed asks it so, once
    /// per page (`retrying: false`), since a list that fails only ends the search.
    func availableModels(until deadline: ContinuousClock.Instant, retrying: Bool = true) async throws
        -> [ListedModel]
    {
        var listed: [ListedModel] = []
        var token: String?
        try await setup.redactingErrors {
            for _ in 0..<Self.maxListPages {
                let page =
                    retrying
                    ? try await withRetries(deadline: deadline) { try await listPage(token, deadline: deadline) }
                    : try await listPage(token, deadline: deadline)
                listed += (page.models ?? []).compactMap(\.listed)
                token = page.nextPageToken.flatMap { $0.isEmpty ? nil : $0 }
                if token == nil { break }
            }
        }
        return listed
    }

    private func listPage(_ token: String?, deadline: ContinuousClock.Instant) async throws -> ListPage {
        let path = "/v1beta/models" + (token.map { "?pageToken=" + Self.percentEncoded($0) } ?? "")
        let response = try await setup.transport.send(
            setup.request(.get, path, service: descriptor, deadline: deadline))
        guard response.head.isSuccess else {
            throw serverError(response.head, body: response.body, model: setup.model)
        }
        guard let page = try? JSONDecoder().decode(ListPage.self, from: Data(response.body)) else {
            throw GenerationError.malformed(Message("error.generation.malformed.list"), service: descriptor)
        }
        return page
    }

    /// One page of `models.list`; only the fields shown are read.
    private struct ListPage: Decodable {
        var models: [Entry]?
        var nextPageToken: String?

        struct Entry: Decodable {
            var name: String?
            var displayName: String?
            var inputTokenLimit: Int?
            var outputTokenLimit: Int?
            var supportedGenerationMethods: [String]?

            /// The model when it can generate content; nil for embedding models and the like.
            var listed: ListedModel? {
                guard let name, supportedGenerationMethods?.contains("generateContent") == true else { return nil }
                return ListedModel(
                    id: GeminiModel.bareID(name), displayName: displayName,
                    inputTokenLimit: inputTokenLimit, outputTokenLimit: outputTokenLimit
                )
            }
        }
    }
}

/// A model service that can say which models it serves: `fortune models`.
public protocol ModelListing: Sendable {
    /// The models that can write text for this service and key, in the service's order.
    func availableModels() async throws -> [ListedModel]
}

extension GeminiModel: ModelListing {}

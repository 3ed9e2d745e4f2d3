import FoundationEssentials

extension GeminiCatalogue {
    /// `GET /v1beta/models?pageSize=1000` as the service answered it in November 2026, with the
    /// two models retired since (`serviceRetired`) as it listed them before: where the model
    /// table comes from (`Tests/FortuneGenerationTests/Fixtures/gemini-service-listing.json`).
    /// Nothing here is read from the program under test.
    static let serviceListing: String = {
        let path = RepositoryFiles.path("Tests/FortuneGenerationTests/Fixtures/gemini-service-listing.json")
        guard let listing = try? String(contentsOfFile: path, encoding: .utf8) else {
            preconditionFailure("the models listing \(path) cannot be read")
        }
        return listing
    }()

    /// The models the service has retired for new keys: it answers them 404 "no longer
    /// available to new users" and leaves them out of its list.
    static let serviceRetired: Set<String> = ["gemini-2.5-flash", "gemini-2.5-pro"]

    /// What the service's thinking guide (https://ai.google.dev/gemini-api/docs/thinking) and its
    /// 400 answers say each thinking model takes; the listing only says that a model thinks.
    static let serviceThinking: [String: Thinking] = [
        "gemini-2.5-flash": .budget(thinksByDefault: true, canTurnOff: true),
        "gemini-2.5-pro": .budget(thinksByDefault: true, canTurnOff: false),
        "gemini-2.5-flash-lite": .budget(thinksByDefault: false, canTurnOff: true),
        "gemini-3.1-flash-lite": .levels([.minimal, .low, .medium, .high], default: .minimal),
        "gemini-3.5-flash-lite": .levels([.minimal, .low, .medium, .high], default: .minimal),
        "gemini-3.6-flash": .levels([.minimal, .low, .medium, .high], default: .medium),
        "gemini-3.8-flash": .levels([.low, .medium, .high], default: .medium),
    ]

    /// The entries of a `models.list` answer, each with the thinking `thinking` gives its id
    /// (none when the entry does not say it thinks), retired when `retired` names it.
    static func models(listing: String, thinking: [String: Thinking], retired: Set<String>) -> [Model] {
        struct Listing: Decodable {
            struct Entry: Decodable {
                var name: String
                var version: String
                var displayName: String
                var description: String
                var inputTokenLimit: Int
                var outputTokenLimit: Int
                var supportedGenerationMethods: [String]
                var thinking: Bool?
            }
            var models: [Entry]
        }
        let entries = try! JSONDecoder().decode(Listing.self, from: Data(listing.utf8)).models
        return entries.map { entry in
            let id = String(entry.name.dropFirst("models/".count))
            precondition((entry.thinking == true) == (thinking[id] != nil), "\(id): the listing and the guide disagree")
            return Model(
                id: id, version: entry.version, displayName: entry.displayName, description: entry.description,
                inputTokenLimit: entry.inputTokenLimit, outputTokenLimit: entry.outputTokenLimit,
                supportedGenerationMethods: entry.supportedGenerationMethods, thinking: thinking[id] ?? .none,
                isRetired: retired.contains(id))
        }
    }
}

import FoundationEssentials

extension GeminiCatalogue {
    /// `GET /v1beta/models?pageSize=1000` as the service answered it in November 2026, with the
    /// two models retired since (`serviceRetired`) as it listed them before: where the model
    /// table comes from. Nothing here is read from the program under test.
    static let serviceListing = #"""
        {
          "models": [
            {
              "name": "models/gemini-2.5-flash",
              "version": "001",
              "displayName": "Gemini 2.5 Flash",
              "description": "Stable version of Gemini 2.5 Flash, our mid-size multimodal model that supports up to 1 million tokens, released in June of 2025.",
              "inputTokenLimit": 1048576,
              "outputTokenLimit": 65536,
              "supportedGenerationMethods": [
                "generateContent",
                "countTokens",
                "createCachedContent",
                "batchGenerateContent"
              ],
              "temperature": 1,
              "topP": 0.95,
              "topK": 64,
              "maxTemperature": 2,
              "thinking": true
            },
            {
              "name": "models/gemini-2.5-pro",
              "version": "2.5",
              "displayName": "Gemini 2.5 Pro",
              "description": "Stable release (June 17th, 2025) of Gemini 2.5 Pro",
              "inputTokenLimit": 1048576,
              "outputTokenLimit": 65536,
              "supportedGenerationMethods": [
                "generateContent",
                "countTokens",
                "createCachedContent",
                "batchGenerateContent"
              ],
              "temperature": 1,
              "topP": 0.95,
              "topK": 64,
              "maxTemperature": 2,
              "thinking": true
            },
            {
              "name": "models/gemini-2.5-flash-lite",
              "version": "001",
              "displayName": "Gemini 2.5 Flash-Lite",
              "description": "Stable version of Gemini 2.5 Flash-Lite, released in July of 2025",
              "inputTokenLimit": 1048576,
              "outputTokenLimit": 65536,
              "supportedGenerationMethods": [
                "generateContent",
                "countTokens",
                "createCachedContent",
                "batchGenerateContent"
              ],
              "temperature": 1,
              "topP": 0.95,
              "topK": 64,
              "maxTemperature": 2,
              "thinking": true
            },
            {
              "name": "models/gemini-3.1-flash-lite",
              "version": "3.1",
              "displayName": "Gemini 3.1 Flash-Lite",
              "description": "Gemini 3.1 Flash-Lite, our fastest and most cost-efficient 3.1 model.",
              "inputTokenLimit": 1048576,
              "outputTokenLimit": 65536,
              "supportedGenerationMethods": [
                "generateContent",
                "countTokens",
                "createCachedContent",
                "batchGenerateContent"
              ],
              "temperature": 1,
              "topP": 0.95,
              "topK": 64,
              "maxTemperature": 2,
              "thinking": true
            },
            {
              "name": "models/gemini-3.5-flash-lite",
              "version": "3.5",
              "displayName": "Gemini 3.5 Flash-Lite",
              "description": "Gemini 3.5 Flash-Lite, a small and fast model for high-volume tasks.",
              "inputTokenLimit": 1048576,
              "outputTokenLimit": 65536,
              "supportedGenerationMethods": [
                "generateContent",
                "countTokens",
                "createCachedContent",
                "batchGenerateContent"
              ],
              "temperature": 1,
              "topP": 0.95,
              "topK": 64,
              "maxTemperature": 2,
              "thinking": true
            },
            {
              "name": "models/gemini-3.6-flash",
              "version": "3.6",
              "displayName": "Gemini 3.6 Flash",
              "description": "Gemini 3.6 Flash, our balanced model for speed and intelligence.",
              "inputTokenLimit": 1048576,
              "outputTokenLimit": 65536,
              "supportedGenerationMethods": [
                "generateContent",
                "countTokens",
                "createCachedContent",
                "batchGenerateContent"
              ],
              "temperature": 1,
              "topP": 0.95,
              "topK": 64,
              "maxTemperature": 2,
              "thinking": true
            },
            {
              "name": "models/gemini-3.8-flash",
              "version": "3.8",
              "displayName": "Gemini 3.8 Flash",
              "description": "Gemini 3.8 Flash, our most intelligent model built for speed.",
              "inputTokenLimit": 1048576,
              "outputTokenLimit": 65536,
              "supportedGenerationMethods": [
                "generateContent",
                "countTokens",
                "createCachedContent",
                "batchGenerateContent"
              ],
              "temperature": 1,
              "topP": 0.95,
              "topK": 64,
              "maxTemperature": 2,
              "thinking": true
            },
            {
              "name": "models/gemini-embedding-001",
              "version": "001",
              "displayName": "Gemini Embedding 001",
              "description": "Obtain a distributed representation of a text.",
              "inputTokenLimit": 2048,
              "outputTokenLimit": 1,
              "supportedGenerationMethods": [
                "embedContent",
                "countTextTokens",
                "countTokens",
                "asyncBatchEmbedContent"
              ]
            }
          ]
        }
        """#

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

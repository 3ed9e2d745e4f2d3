extension GeminiCatalogue {
    /// A level of `thinkingLevel`, least first.
    ///
    /// Requests may spell a level in any case ("minimal", "MINIMAL"); the service's messages
    /// name it in upper case.
    public enum ThinkingLevel: String, Sendable, Hashable, CaseIterable, Comparable {
        case minimal, low, medium, high

        /// The level named by `text` in any case, or nil when there is none of that name.
        public init?(spelled text: String) {
            self.init(rawValue: text.lowercased())
        }

        /// The name as the service writes it in messages: "MINIMAL".
        public var upperCased: String { rawValue.uppercased() }

        public static func < (lhs: ThinkingLevel, rhs: ThinkingLevel) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// How a model is told how much to think.
    public enum Thinking: Sendable, Hashable {
        /// By `generationConfig.thinkingConfig.thinkingBudget` only, in tokens (0 off, -1
        /// dynamic); a `thinkingLevel` is refused. The 2.5 generation.
        /// - Parameters:
        ///   - thinksByDefault: whether the model thinks when no budget is sent.
        ///   - canTurnOff: whether a budget of 0 turns thinking off; when not, 0 is refused.
        case budget(thinksByDefault: Bool, canTurnOff: Bool)
        /// By `thinkingLevel` only, among `levels` (least first), `default` when none is sent;
        /// thinking cannot be switched off and a `thinkingBudget` is refused. The 3.x generation.
        case levels([ThinkingLevel], default: ThinkingLevel)
        /// The model does not think (it does not generate text at all).
        case none
    }

    /// One model of the catalogue, as `models.list` describes it.
    public struct Model: Sendable, Hashable {
        /// The id used in request paths and answered in `modelVersion`, without "models/".
        public var id: String
        public var version: String
        public var displayName: String
        public var description: String
        public var inputTokenLimit: Int
        public var outputTokenLimit: Int
        /// The methods listed for it; a model without "generateContent" answers
        /// `generateContent` and `streamGenerateContent` as an unknown id does.
        public var supportedGenerationMethods: [String]
        public var thinking: Thinking
        /// Whether it answers 404 "no longer available to new users" and is left out of the list.
        public var isRetired: Bool

        public init(
            id: String,
            version: String,
            displayName: String,
            description: String,
            inputTokenLimit: Int = 1_048_576,
            outputTokenLimit: Int = 65_536,
            supportedGenerationMethods: [String] = Model.generativeMethods,
            thinking: Thinking,
            isRetired: Bool = false
        ) {
            self.id = id
            self.version = version
            self.displayName = displayName
            self.description = description
            self.inputTokenLimit = inputTokenLimit
            self.outputTokenLimit = outputTokenLimit
            self.supportedGenerationMethods = supportedGenerationMethods
            self.thinking = thinking
            self.isRetired = isRetired
        }

        /// The methods a text model lists.
        public static let generativeMethods = [
            "generateContent", "countTokens", "createCachedContent", "batchGenerateContent",
        ]

        /// Whether it answers `generateContent` and `streamGenerateContent`.
        public var generatesContent: Bool { supportedGenerationMethods.contains("generateContent") }
    }

    /// The models as they stand in November 2026, in the order `models.list` gives them:
    /// the two retired ones, the five served text models and an embedding model, read from the
    /// service's own listing and thinking guide (`serviceListing`, `serviceThinking`).
    ///
    /// gemini-1.5-* and gemini-2.0-* are shut down: they are not in the table, and answer 404
    /// "is not found" like any id that never existed.
    ///
    /// A picture of the service at one date, for the loopback server only: these ids need not
    /// exist later. The shipped client knows no model id of its own: it asks for the one
    /// configured, passes over a model that answers 404 to one of the key's own list, and
    /// `fortune models` reads the live list; the retired entries are here so the tests can
    /// check the passing over. Where the program's guess of a model's thinking and the table
    /// disagree, the service's 400 teaches it, as with a real model it has never seen.
    public static let standardModels: [Model] = models(
        listing: serviceListing, thinking: serviceThinking, retired: serviceRetired)

    /// The aliases as they stand in November 2026, alias → target. An alias answers as its
    /// target does, with the target's id in `modelVersion`; `models.list` shows it after the
    /// models, sorted.
    public static let standardAliases: [String: String] = [
        "gemini-flash-latest": "gemini-3.8-flash",
        "gemini-flash-lite-latest": "gemini-3.5-flash-lite",
    ]
}

extension GeminiCatalogue.Thinking {
    /// The thinking a request leaves the model doing, from what it sent (already checked
    /// against the model), and whether that is more than the least the model can be asked for.
    func charges(budget: Int?, level: GeminiCatalogue.ThinkingLevel?) -> Bool {
        switch self {
        case .budget(let thinksByDefault, let canTurnOff):
            let effective = budget ?? (thinksByDefault ? -1 : 0)
            return canTurnOff ? effective != 0 : true
        case .levels(let levels, let standard):
            return (level ?? standard) != levels.first
        case .none:
            return false
        }
    }
}

/// How much thinking a Gemini request asks for: the `thinkingConfig` it carries, if any.
///
/// Thinking costs seconds before the first word and is billed as output, while a fortune of
/// sixty tokens needs none, so each request asks for the least its model allows. Models differ
/// in what they take: 2.5 models a `thinkingBudget` (and 2.5 Flash-Lite does not think unless
/// asked), 3.x models a `thinkingLevel` from a set that depends on the model; sending the
/// wrong field, or a level the model lacks, is answered with 400 INVALID_ARGUMENT. A request
/// never carries both fields.
/// Reference: https://ai.google.dev/gemini-api/docs/thinking
public enum GeminiThinking: Sendable, Hashable, CustomStringConvertible {
    /// No `thinkingConfig`: the model's default.
    case unset
    /// `thinkingBudget`, in tokens; 0 turns thinking off where the model allows it.
    case budget(Int)
    /// `thinkingLevel`: minimal, low, medium or high.
    case level(String)

    /// The least thinking that `model` is known to accept; `.unset` for an id that cannot be
    /// placed, which then thinks as its service decides.
    public static func least(for model: String) -> GeminiThinking {
        let id = GeminiModel.bareID(model)
        switch id {
        case "gemini-flash-lite-latest": return .level("minimal")
        case "gemini-flash-latest", "gemini-pro-latest": return .level("low")
        default: break
        }
        guard let family = Family(id) else { return .unset }
        switch (family.version.major, family.tier) {
        case (2, .flashLite): return .unset
        case (2, .flash) where family.version.minor >= 5: return .budget(0)
        case (3..., .flashLite): return .level("minimal")
        case (3..., .flash): return family.version <= (3, 6) ? .level("minimal") : .level("low")
        case (3..., .pro): return .level("low")
        default: return .unset
        }
    }

    /// The thinking to ask for after a 400 that named thinking: one step down, minimal → low →
    /// nothing; nil when nothing is left to drop.
    public var steppedDown: GeminiThinking? {
        switch self {
        case .unset: nil
        case .level("minimal"): .level("low")
        case .budget, .level: .unset
        }
    }

    /// The tokens this thinking may spend before the answer, which count against
    /// `maxOutputTokens` and so are added to the answer's own budget: none where thinking is
    /// off, more for each level up, and a default model's share where the model decides.
    public func tokenAllowance(for model: String) -> Int {
        switch self {
        case .budget(let tokens): return tokens
        case .level("minimal"): return 512
        case .level("low"): return 1024
        case .level("medium"): return 2048
        case .level: return 4096
        case .unset:
            // 2.5 Flash-Lite does not think unless asked; any other model thinks as it likes.
            let family = Family(GeminiModel.bareID(model))
            return family.map { $0.version.major == 2 && $0.tier == .flashLite } == true ? 0 : 2048
        }
    }

    /// As remembered in the state directory and shown in messages: `none`, `budget 0`, `low`.
    public var description: String {
        switch self {
        case .unset: "none"
        case .budget(let tokens): "budget \(tokens)"
        case .level(let level): level
        }
    }

    /// The value that `description` wrote; nil for anything else.
    public init?(description: String) {
        switch description {
        case "none": self = .unset
        case let text where text.hasPrefix("budget "):
            guard let tokens = Int(text.dropFirst("budget ".count)) else { return nil }
            self = .budget(tokens)
        case "minimal", "low", "medium", "high": self = .level(description)
        default: return nil
        }
    }

    /// A model id's family, read from ids such as `gemini-3.5-flash-lite-preview-09-2026`.
    struct Family {
        enum Tier { case flashLite, flash, pro }
        let version: (major: Int, minor: Int)
        let tier: Tier

        init?(_ id: String) {
            let words = id.split(separator: "-")
            guard words.count >= 3, words[0] == "gemini" else { return nil }
            let numbers = words[1].split(separator: ".", omittingEmptySubsequences: false)
            guard numbers.count <= 2, let major = Int(numbers[0]) else { return nil }
            let minor = numbers.count == 2 ? Int(numbers[1]) : 0
            guard let minor else { return nil }
            version = (major, minor)
            switch (words[2], words.count > 3 ? words[3] : nil) {
            case ("flash", "lite"): tier = .flashLite
            case ("flash", _): tier = .flash
            case ("pro", _): tier = .pro
            default: return nil
            }
        }
    }
}

/// What the user asked for in the configuration's `thinking`: `auto` (the least each model
/// allows), `none` (no `thinkingConfig` at all) or a level sent as it is.
public enum ThinkingSetting: String, Sendable, Hashable, CaseIterable {
    case auto, none, minimal, low, medium, high

    /// The thinking a request to `model` starts with.
    public func thinking(for model: String) -> GeminiThinking {
        switch self {
        case .auto: .least(for: model)
        case .none: .unset
        case .minimal, .low, .medium, .high: .level(rawValue)
        }
    }
}

/// Remembers, per model id, the thinking that worked after a 400 refused the first choice, so
/// the next refresh asks right the first time. The state directory keeps it between runs.
public protocol ThinkingMemory: Sendable {
    func thinking(for model: String) -> GeminiThinking?
    func remember(_ thinking: GeminiThinking, for model: String)
}

/// A model's announced retirement: the day it stops answering (`modelStatus.retirementTime`),
/// its stage, and what `fortune` will ask after it.
public struct ModelRetirement: Sendable, Hashable {
    /// The day, as "2026-12-01".
    public var date: String
    /// As the service said: DEPRECATED, LEGACY…
    public var stage: String?
    /// The model asked once it is gone: the next of the configured fallbacks, or nil for the
    /// newest Flash-Lite or Flash model the key can use. (Earlier versions kept it in words:
    /// a text with a space.)
    public var after: String?

    public init(date: String, stage: String? = nil, after: String? = nil) {
        self.date = date
        self.stage = stage
        self.after = after
    }
}

/// Keeps the retirements the service announced, so that each is said once a day, not at every
/// refresh, and `status` and `doctor` can name them.
public protocol RetirementMemory: Sendable {
    /// Records `retirement` of `model`; returns whether it was not yet said on `today`.
    func note(_ retirement: ModelRetirement, of model: String, today: String) -> Bool
    /// The retirement recorded for `model`, if any.
    func retirement(of model: String) -> ModelRetirement?
}

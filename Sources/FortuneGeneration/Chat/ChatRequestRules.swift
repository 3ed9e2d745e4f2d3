import FortuneCore

/// How a request to one OpenAI-compatible model is written: which field carries the token
/// limit, whether a temperature may be sent, and the least `reasoning_effort` it accepts.
///
/// Servers disagree and say so only with a 400: OpenAI's reasoning models refuse `max_tokens`
/// ("Unsupported parameter: 'max_tokens' … Use 'max_completion_tokens' instead.") and any
/// temperature but 1 ("Unsupported value: 'temperature' …"); older servers refuse
/// `max_completion_tokens` ("Unknown parameter: 'max_completion_tokens'."); a model that lacks
/// an effort refuses it ("Unsupported value: 'reasoning_effort' …"). Each of those exact 400s
/// changes one rule (`adjusted(after:)`), the request is sent again at once, and the rules that
/// worked are remembered per base URL and model (`ChatRulesMemory`, `thinking.json`).
/// Reference: https://platform.openai.com/docs/api-reference/chat/create
public struct ChatRequestRules: Sendable, Hashable, CustomStringConvertible {
    /// The field that carries the token limit.
    public var tokenField: String
    /// Whether the configured temperature is sent.
    public var sendsTemperature: Bool
    /// The `reasoning_effort` sent; nil sends none.
    public var effort: String?

    public static let maxTokens = "max_tokens"
    public static let maxCompletionTokens = "max_completion_tokens"

    /// Efforts from the least, as OpenAI names them; a model takes some of them only.
    static let efforts = ["none", "minimal", "low", "medium"]

    /// What a request to `model` starts with, before any server said otherwise: for a reasoning
    /// model (`OpenAIReasoning`), the new field and its least effort; for any other the field
    /// every older server knows.
    public static func initial(for model: String) -> ChatRequestRules {
        guard let effort = OpenAIReasoning.leastEffort(for: model) else {
            return ChatRequestRules(tokenField: maxTokens, sendsTemperature: true, effort: nil)
        }
        return ChatRequestRules(tokenField: maxCompletionTokens, sendsTemperature: true, effort: effort)
    }

    public init(tokenField: String, sendsTemperature: Bool, effort: String?) {
        self.tokenField = tokenField
        self.sendsTemperature = sendsTemperature
        self.effort = effort
    }

    /// The rules after a 400 whose message is `message`: one rule changed, or nil when the
    /// message names none of them (or nothing is left to change).
    func adjusted(after message: String) -> ChatRequestRules? {
        var next = self
        if message.contains("Unsupported parameter: 'max_tokens'") && tokenField == Self.maxTokens {
            next.tokenField = Self.maxCompletionTokens
        } else if message.contains("Unknown parameter: 'max_completion_tokens'")
            || message.contains("Unsupported parameter: 'max_completion_tokens'"),
            tokenField == Self.maxCompletionTokens
        {
            next.tokenField = Self.maxTokens
        } else if message.contains("'temperature'") && sendsTemperature {
            next.sendsTemperature = false
        } else if message.contains("'reasoning_effort'") || message.contains("reasoning_effort"), let effort {
            let index = Self.efforts.firstIndex(of: effort).map { $0 + 1 } ?? Self.efforts.count
            next.effort = index < Self.efforts.count ? Self.efforts[index] : nil
            if message.contains("Unknown parameter") || message.contains("Unrecognized request argument") {
                next.effort = nil
            }
        } else {
            return nil
        }
        return next
    }

    /// The token limit to send for an answer of `answerTokens`: the reasoning the effort may
    /// spend counts in `max_completion_tokens`.
    func tokenLimit(answerTokens: Int) -> Int {
        answerTokens + OpenAIReasoning.tokenAllowance(effort: effort)
    }

    /// As remembered: "max_completion_tokens, no temperature, effort minimal".
    public var description: String {
        var words = [tokenField]
        if !sendsTemperature { words.append("no temperature") }
        if let effort { words.append("effort " + effort) }
        return words.joined(separator: ", ")
    }

    /// The value `description` wrote; nil for anything else.
    public init?(description: String) {
        let words = description.split(separator: ",").map { String($0.trimmingWhitespace) }
        guard let field = words.first, [Self.maxTokens, Self.maxCompletionTokens].contains(field) else { return nil }
        self.init(tokenField: field, sendsTemperature: true, effort: nil)
        for word in words.dropFirst() {
            if word == "no temperature" {
                sendsTemperature = false
            } else if word.hasPrefix("effort "), Self.efforts.contains(String(word.dropFirst("effort ".count))) {
                effort = String(word.dropFirst("effort ".count))
            } else {
                return nil
            }
        }
    }
}

/// OpenAI's reasoning models by family: which reason before they answer, the least effort each
/// family accepts, and what that effort may spend (counted in `max_completion_tokens`).
public enum OpenAIReasoning {
    /// The least `reasoning_effort` `model`'s family takes; nil for a model that does not reason
    /// (or one no rule names), which is sent none.
    public static func leastEffort(for model: String) -> String? {
        let id = model.lowercased().split(separator: "/").last.map(String.init) ?? ""
        if id.hasPrefix("gpt-5") {
            // gpt-5.1 and later take "none"; gpt-5 itself starts at "minimal".
            let rest = id.dropFirst("gpt-5".count)
            return rest.hasPrefix(".") ? "none" : "minimal"
        }
        if id.hasPrefix("o1") || id.hasPrefix("o3") || id.hasPrefix("o4") || id.hasPrefix("gpt-oss") { return "low" }
        return nil
    }

    /// The reasoning tokens `effort` may spend.
    static func tokenAllowance(effort: String?) -> Int {
        switch effort {
        case nil, "none": 0
        case "minimal": 512
        case "low": 1024
        default: 2048
        }
    }
}

/// Remembers, per base URL and model, the request rules that worked after a 400 refused the
/// first ones. The state directory keeps them between runs, beside the thinking that worked.
public protocol ChatRulesMemory: Sendable {
    func rules(for key: String) -> ChatRequestRules?
    func remember(_ rules: ChatRequestRules, for key: String)
}

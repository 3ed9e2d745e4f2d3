/// Token counts reported by the service.
public struct TokenUsage: Sendable, Hashable, Codable {
    public var promptTokens: Int?
    /// The answer's tokens, thoughts not included.
    public var outputTokens: Int?
    /// What thinking cost; billed as output.
    public var thoughtsTokens: Int?
    public var totalTokens: Int?

    public init(promptTokens: Int? = nil, outputTokens: Int? = nil, thoughtsTokens: Int? = nil, totalTokens: Int? = nil)
    {
        self.promptTokens = promptTokens
        self.outputTokens = outputTokens
        self.thoughtsTokens = thoughtsTokens
        self.totalTokens = totalTokens
    }
}

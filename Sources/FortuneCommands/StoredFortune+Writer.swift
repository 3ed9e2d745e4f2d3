import FortuneCore
import FortuneStore

extension StoredFortune {
    /// Who wrote the fortune and what it cost, as `status` and `history` say it:
    /// "gemini-flash-lite-latest as gemini-3.5-flash-lite, 61 tokens, 0 thinking".
    var writer: String {
        var parts = [Sanitizer.cleanLine(model)]
        if let modelVersion, modelVersion != model {
            parts[0] += " as " + Sanitizer.cleanLine(modelVersion)
        }
        if let output = usage?.outputTokens { parts.append("\(output) tokens") }
        if let thoughts = usage?.thoughtsTokens { parts.append("\(thoughts) thinking") }
        return parts.joined(separator: ", ")
    }
}

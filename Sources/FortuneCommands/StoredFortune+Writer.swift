import FortuneCore
import FortuneStore

extension StoredFortune {
    /// Who wrote the fortune and what it cost, as `status` and `history` say it in `language`:
    /// "gemini-flash-lite-latest as gemini-3.5-flash-lite, 61 tokens, 0 thinking".
    func writer(in language: Language) -> String {
        let model = Sanitizer.cleanLine(model)
        var parts = [model]
        if let modelVersion, modelVersion != self.model {
            parts[0] = Message("writer.as", ["model": model, "version": Sanitizer.cleanLine(modelVersion)])
                .text(in: language)
        }
        if let output = usage?.outputTokens {
            parts.append(Message("writer.tokens", ["count": "\(output)"]).text(in: language))
        }
        if let thoughts = usage?.thoughtsTokens {
            parts.append(Message("writer.thinking", ["count": "\(thoughts)"]).text(in: language))
        }
        return parts.joined(separator: language.listSeparator)
    }
}

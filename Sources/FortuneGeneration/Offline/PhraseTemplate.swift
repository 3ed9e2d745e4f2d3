/// One template of the offline model's tables, parsed once: literal text and `{slot}`s, each
/// slot perhaps with a Korean particle pair (`{trait:을/를}`).
///
/// The tables are read from their files once; parsing the templates then, not at
/// every fortune, keeps filling a template to a few concatenations.
struct PhraseTemplate: Sendable, ExpressibleByStringLiteral {
    enum Part: Sendable {
        case text(String)
        /// A slot's name, and the particles after a final consonant and after a vowel.
        case slot(String, particles: (consonant: String, vowel: String)?)
    }

    let parts: [Part]

    /// Parses `template`: `{name}` and `{name:A/B}` are slots, anything else is text; an
    /// unclosed brace is text.
    init(_ template: String) {
        var parts: [Part] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            let slot = rest[rest.index(after: open)..<close].split(
                separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let pair =
                slot.count == 2 ? slot[1].split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false) : []
            let particles =
                pair.count == 2
                ? (String(pair[0]), String(pair[1])) : slot.count == 2 ? (String(slot[1]), String(slot[1])) : nil
            parts.append(.slot(String(slot.first ?? ""), particles: particles.map { (consonant: $0.0, vowel: $0.1) }))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
    }

    init(stringLiteral template: String) {
        self.init(template)
    }

    /// The template with each slot replaced by its word in `words` (nothing when it has none),
    /// followed by the particle that agrees with that word.
    func fill(_ words: [String: String]) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .text(let text):
                result += text
            case .slot(let name, let particles):
                let word = words[name] ?? ""
                result += word
                if let particles {
                    result += OfflinePhrases.endsInConsonant(word) ? particles.consonant : particles.vowel
                }
            }
        }
        return result
    }
}

import FortuneCore

extension OfflinePhrases {
    /// The tables of every language, each read from its file in `Phrases/` the first time the
    /// offline model writes a fortune.
    static let all: [Language: OfflinePhrases] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0, OfflinePhrases(language: $0)) }
    )

    /// The tables of `language`, from `Phrases/offline.<code>.txt`, compiled into the binary.
    ///
    /// The file is a list of sections, each a line `== NAME` followed by its entries, one a line:
    /// `openings`; `leads AREA` and `advice AREA` for each area of life; one section of
    /// templates for each other kind of sentence (`counsel`, `praise`, `tip`, `luck`); `shapes`,
    /// each a line of sentence kinds (`opening counsel luck`); `unlucky`, the numbers never
    /// named as lucky (perhaps none); `colours`, `directions`; and `traits SIGN` for each of
    /// the twelve signs, each trait written `AREA AREA | text` with the areas it suits. Lines
    /// starting with `#` and blank lines are left out; an entry keeps its text exactly.
    /// - Important: the files are part of the program; one that lacks a section or a sign, or
    ///   tags a trait with an area it has not, is a mistake in the program, and stops it here
    ///   (the offline model's tests read every one).
    init(language: Language) {
        let name = "offline.\(language.rawValue).txt"
        guard let text = EmbeddedPhrases.files[name] else { preconditionFailure("no Phrases/\(name)") }
        var sections: [String: [String]] = [:]
        var order: [String] = []
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("== ") {
                let title = String(line.dropFirst(3))
                current = title
                if sections[title] == nil { order.append(title) }
                sections[title, default: []] += []
            } else if let current {
                sections[current, default: []].append(String(line))
            }
        }
        func entries(_ title: String) -> [String] {
            guard let entries = sections[title], !entries.isEmpty else {
                preconditionFailure("Phrases/\(name) has no entries under '== \(title)'")
            }
            return entries
        }
        let areaNames = order.filter { $0.hasPrefix("leads ") }.map { String($0.dropFirst("leads ".count)) }
        func trait(_ line: String) -> Trait {
            let parts = line.split(separator: " | ", maxSplits: 1)
            let tags = parts.count == 2 ? parts[0].split(separator: " ").map(String.init) : []
            let indices = tags.compactMap { areaNames.firstIndex(of: $0) }
            guard parts.count == 2, !tags.isEmpty, indices.count == tags.count else {
                preconditionFailure("Phrases/\(name): a trait needs the areas it suits: '\(line)'")
            }
            return Trait(text: String(parts[1]), areas: indices)
        }
        let shapes = entries("shapes").map { line in
            line.split(separator: " ").map { word in
                guard let kind = Sentence(rawValue: String(word)) else {
                    preconditionFailure("Phrases/\(name): no sentence kind '\(word)'")
                }
                return kind
            }
        }
        let unlucky = Set((sections["unlucky"] ?? []).compactMap { Int($0) })
        var templates: [Sentence: [PhraseTemplate]] = [:]
        for kind in Sentence.allCases where kind != .opening {
            templates[kind] = entries(kind.rawValue).map { PhraseTemplate($0) }
        }
        self.init(
            language: language,
            signTraits: Dictionary(
                uniqueKeysWithValues: Sign.allCases.map { ($0, entries("traits \($0.rawValue)").map(trait)) }),
            openings: entries("openings"),
            areas: areaNames.map { Area(name: $0, leads: entries("leads \($0)"), advice: entries("advice \($0)")) },
            templates: templates,
            shapes: shapes,
            colours: entries("colours"),
            directions: entries("directions"),
            numbers: Self.numberRange.filter { !unlucky.contains($0) }
        )
    }
}

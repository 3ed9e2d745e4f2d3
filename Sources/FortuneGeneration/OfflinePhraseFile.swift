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
    /// `openings`, `leads AREA` and `advice AREA` for each area of life (in the order the areas
    /// first appear), `counsel`, `luck`, `colours`, `directions` and `traits SIGN` for each of
    /// the twelve signs. Lines starting with `#` and blank lines are left out; an entry keeps
    /// its text exactly, as no entry starts or ends with a space.
    /// - Important: the files are part of the program; one that lacks a section or a sign is
    ///   a mistake in the program, and stops it here (the offline model's tests read every one).
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
        self.init(
            language: language,
            signTraits: Dictionary(uniqueKeysWithValues: Sign.allCases.map { ($0, entries("traits \($0.rawValue)")) }),
            openings: entries("openings"),
            areas: areaNames.map { Area(leads: entries("leads \($0)"), advice: entries("advice \($0)")) },
            counsel: entries("counsel").map { PhraseTemplate($0) },
            luck: entries("luck").map { PhraseTemplate($0) },
            colours: entries("colours"),
            directions: entries("directions")
        )
    }
}

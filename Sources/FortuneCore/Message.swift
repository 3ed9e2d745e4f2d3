/// Something the program says to its user, kept as a key and the values it names, so that it
/// is written out in the user's language only where it is shown: an error made deep in the
/// HTTP layer is printed by the command in the language of the configuration.
///
/// The texts are in `Messages/<area>.<code>.txt`, a file per area and language
/// (`MessageCatalog`): `Message("error.store.cannot.moveAside", ["path": path, "reason": why])`
/// reads the line `error.store.cannot.moveAside: cannot move aside {path}: {reason}` of
/// `errors.en.txt`, and its like in each other language's `errors.<code>.txt`.
public struct Message: Sendable, Hashable, CustomStringConvertible {
    /// The line's key in every catalog: `error.store.cannot.moveAside`.
    public let key: String
    /// What the text's `{name}` placeholders stand for.
    public let values: [String: String]
    /// Placeholders that stand for other messages, said in the same language as this one: the
    /// failure an error wraps, a duration with its unit.
    public let parts: [String: Message]

    public init(_ key: String, _ values: [String: String] = [:], parts: [String: Message] = [:]) {
        self.key = key
        self.values = values
        self.parts = parts
    }

    /// The text in `language`; in English where that catalog lacks the key (the catalog tests
    /// keep every language complete), and the key itself where English lacks it too.
    public func text(in language: Language) -> String {
        let template = MessageCatalog.of(language).texts[key] ?? MessageCatalog.of(.english).texts[key] ?? key
        var filled = values
        if !parts.isEmpty { filled.merge(parts.mapValues { $0.text(in: language) }) { $1 } }
        if template.contains(";}") || template.contains("{,}") {
            filled.merge(Self.punctuation(in: language)) { $1 }
        }
        return MessageCatalog.fill(template, with: filled, in: language)
    }

    /// The English text, as logs and tests read it.
    public var description: String { text(in: .english) }
}

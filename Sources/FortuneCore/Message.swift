/// Something the program says to its user, kept as a key and the values it names, so that it
/// is written out in the user's language only where it is shown: an error made deep in the
/// HTTP layer is printed by the command in the language of the configuration.
///
/// The texts are in `Messages/<code>.txt`, one file per language (`MessageCatalog`):
/// `Message("store.corrupt", ["path": path])` reads the line `store.corrupt: …{path}…`.
public struct Message: Sendable, Hashable, CustomStringConvertible {
    /// The line's key in every catalog: `store.corrupt`.
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
        guard !parts.isEmpty else { return MessageCatalog.fill(template, with: values, in: language) }
        let filled = values.merging(parts.mapValues { $0.text(in: language) }) { $1 }
        return MessageCatalog.fill(template, with: filled, in: language)
    }

    /// The English text, as logs and tests read it.
    public var description: String { text(in: .english) }
}

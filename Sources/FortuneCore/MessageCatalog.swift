import Synchronization

/// The texts of one language, read from its files in `Messages/`, `<area>.<code>.txt`
/// (`errors.ko.txt`; compiled in by EmbedTexts), the first time the program says something in
/// that language. A key stands in one area's file only.
///
/// A file holds one message a line, `key: text`, the text with `{name}` placeholders. A text is
/// a paragraph, wrapped where it is shown (to the terminal's width), so it is written without
/// line breaks. A line that starts with two spaces carries the message above it on within its
/// paragraph (`joiningContinuation`); one that starts with four or more is a line of its own,
/// indented by two spaces fewer, such as an example command to type. Lines starting with `#`
/// and blank lines are left out.
public struct MessageCatalog: Sendable {
    /// Each message's text, by key.
    public let texts: [String: String]

    /// The catalog of `language`, read the first time it is asked for.
    public static func of(_ language: Language) -> MessageCatalog {
        read.withLock { catalogs in
            if let catalog = catalogs[language] { return catalog }
            let catalog = MessageCatalog(language: language)
            catalogs[language] = catalog
            return catalog
        }
    }

    /// The catalogs read so far.
    private static let read = Mutex<[Language: MessageCatalog]>([:])

    private init(language: Language) {
        let suffix = ".\(language.rawValue).txt"
        let files = EmbeddedMessages.files.filter { $0.key.hasSuffix(suffix) }
        self.init(parsing: files.keys.sorted().map { files[$0, default: ""] }.joined(separator: "\n"))
    }

    /// The keys of each file in `Messages/` for `language`, by file name, for the tests that
    /// keep the files apart and complete.
    public static func keysByFile(of language: Language) -> [String: Set<String>] {
        let suffix = ".\(language.rawValue).txt"
        return EmbeddedMessages.files.filter { $0.key.hasSuffix(suffix) }.mapValues {
            Set(MessageCatalog(parsing: $0).texts.keys)
        }
    }

    /// The catalog a file's text holds.
    public init(parsing file: String) {
        var texts: [String: String] = [:]
        var last: String?
        for line in file.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
            if line.hasPrefix("    "), let key = last {
                texts[key, default: ""] += "\n" + line.dropFirst(2)
            } else if line.hasPrefix("  "), let key = last {
                texts[key] = Self.joiningContinuation(texts[key, default: ""], line.drop { $0 == " " })
            } else if let colon = line.firstIndex(of: ":") {
                let key = String(line[..<colon])
                texts[key] = String(line[line.index(after: colon)...].drop { $0 == " " })
                last = key
            }
        }
        self.texts = texts
    }

    /// `line` carried on from `text` within one paragraph: after a space, as English and Korean
    /// words are, and as a Latin word or a number stands beside Japanese or Chinese; without
    /// one between two kana or kanji, next to full-width punctuation (`、` `。` `「` `）`), or
    /// between a kana or kanji and a curly quote, as Japanese and Chinese are written.
    static func joiningContinuation(_ text: String, _ line: Substring) -> String {
        guard let before = text.last, let after = line.first else { return text + line }
        let tight =
            before.isFullWidthPunctuation || after.isFullWidthPunctuation
            || (before.isKanaOrKanji && (after.isKanaOrKanji || after.isCurlyQuote))
            || (before.isCurlyQuote && after.isKanaOrKanji)
        return text + (tight ? "" : " ") + line
    }

    /// The names of the `{name}` placeholders in `template`, in order.
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.append(String(name)) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// `template` with each `{name}` that `values` names replaced by its value; a value is
    /// put in as it is, never read for placeholders of its own.
    ///
    /// Japanese puts a space between a half-width word and kana or kanji, never between two
    /// of those: in `.japanese`, the space a template keeps beside a placeholder for a name
    /// such as "Gemini" is dropped where the name it is given is written in kana or kanji
    /// ("内蔵のオフラインモデルは", not "内蔵のオフラインモデル は"). In Japanese and Chinese, such
    /// a space is dropped too where the value ends or starts with full-width punctuation, which
    /// holds its own space: "（GET /models）または Ollama", "（GET /models）或 Ollama".
    static func fill(_ template: String, with values: [String: String], in language: Language? = nil) -> String {
        let joins = language == .japanese
        let hugsPunctuation = language?.writesWithoutSpaces == true
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                if result.hasSuffix(" "),
                    (joins && value.first?.isKanaOrKanji == true && result.dropLast().last?.isKanaOrKanji == true)
                        || (hugsPunctuation && value.first?.isFullWidthPunctuation == true)
                {
                    result.removeLast()
                }
                result += value
                rest = after[after.index(after: close)...]
                if rest.first == " ",
                    (joins && value.last?.isKanaOrKanji == true && rest.dropFirst().first?.isKanaOrKanji == true)
                        || (hugsPunctuation && value.last?.isFullWidthPunctuation == true)
                {
                    rest = rest.dropFirst()
                }
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}

extension Character {
    /// Whether the character is kana or a CJK ideograph: Japanese and Chinese words.
    fileprivate var isKanaOrKanji: Bool {
        unicodeScalars.first.map { scalar in
            (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
                || (0x4E00...0x9FFF).contains(scalar.value)
        } ?? false
    }

    /// Whether the character is CJK or full-width punctuation: `、` `。` `「` `」` `（` `）` `：`.
    fileprivate var isFullWidthPunctuation: Bool {
        unicodeScalars.first.map { scalar in
            (0x3000...0x303F).contains(scalar.value) || (0xFE30...0xFE4F).contains(scalar.value)
                || (0xFF00...0xFF0F).contains(scalar.value) || (0xFF1A...0xFF20).contains(scalar.value)
                || (0xFF3B...0xFF40).contains(scalar.value) || (0xFF5B...0xFF65).contains(scalar.value)
        } ?? false
    }

    /// Whether the character is a curly quote, which Chinese sets against its characters.
    fileprivate var isCurlyQuote: Bool { "‘’“”".contains(self) }
}

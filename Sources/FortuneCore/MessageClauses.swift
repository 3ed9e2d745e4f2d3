extension Message {
    /// What runs the clauses of one line together in `language`: in English a semicolon
    /// ("cannot reach Gemini: …; check the network"), in Korean a space after each sentence,
    /// in Japanese and Chinese nothing, each sentence ending with its own full stop.
    public static func clauseSeparator(in language: Language) -> String {
        switch language {
        case .english: "; "
        case .korean: " "
        case .japanese, .simplifiedChinese, .traditionalChinese: ""
        }
    }

    /// `messages` said as the clauses of one line, run together as `clauseSeparator(in:)` runs
    /// them in the language the whole is said in.
    public static func clauses(_ messages: [Message]) -> Message {
        messages.count == 1 ? messages[0] : joined(messages, by: "{;}")
    }

    /// `more` said after `first` in the same clause in English ("failed after 3 attempts"),
    /// as a clause of its own in the other languages.
    public static func runOn(_ first: Message, _ more: Message) -> Message {
        Message("{0}{_;}{1}", parts: ["0": first, "1": more])
    }

    /// The placeholders a message written in code may use for punctuation that differs by
    /// language: `{;}` between clauses, `{_;}` a space in English and between clauses elsewhere,
    /// `{,}` between the items of a list (`Language.listSeparator`).
    static func punctuation(in language: Language) -> [String: String] {
        let separator = clauseSeparator(in: language)
        return [";": separator, "_;": language == .english ? " " : separator, ",": language.listSeparator]
    }

    /// `messages` as the choices of one list, said as the language lists them, the last after
    /// its word for "or" (`help.or`): "gemini, openai or ollama", "gemini、openai または ollama",
    /// "gemini、openai 或 ollama". A table's rows are named this way, so a new row changes no
    /// text in a catalog.
    public static func alternatives(_ messages: [Message]) -> Message {
        guard let last = messages.last, messages.count > 1 else { return messages.first ?? .verbatim("") }
        return Message("help.or", parts: ["first": joined(Array(messages.dropLast()), by: "{,}"), "second": last])
    }

    /// `text` as it is in every language: words from outside, such as the C library's reason
    /// for a failure or a server's message, put where a message is expected. No catalog has
    /// its key, so it is said as its key with the text filled in.
    public static func verbatim(_ text: String) -> Message {
        Message("{text}", ["text": text])
    }

    /// `messages` said one after another, each in the language the whole is said in, with
    /// ", " between them, as `verbatim` is said.
    public static func list(_ messages: [Message]) -> Message {
        joined(messages, by: ", ")
    }

    /// `messages` as the parts of one message whose text is each of them with `separator`
    /// between: "{0}, {1}".
    private static func joined(_ messages: [Message], by separator: String) -> Message {
        let parts = Dictionary(uniqueKeysWithValues: messages.enumerated().map { ("\($0.offset)", $0.element) })
        return Message(messages.indices.map { "{\($0)}" }.joined(separator: separator), parts: parts)
    }

    /// This message with `transform` applied to each of its values and those of its parts,
    /// as the API key is hidden in an error.
    public func mappingValues(_ transform: (String) -> String) -> Message {
        Message(key, values.mapValues(transform), parts: parts.mapValues { $0.mappingValues(transform) })
    }

    /// A duration as messages say it, to a tenth of a second at most: "38s", "38초", "38秒".
    package static func seconds(_ duration: Duration) -> Message {
        Message("error.seconds", ["count": duration.secondsNumber])
    }
}

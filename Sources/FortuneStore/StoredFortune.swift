public import FortuneCore

/// One fortune as the store keeps it: what was written, for whom, on which day, and by what.
public struct StoredFortune: Sendable, Hashable, Codable {
    public var sign: Sign
    /// The local day the fortune is for.
    public var day: CalendarDay
    /// The model's text, sanitised before it was saved, and again whenever it is shown (the
    /// file may have been edited by hand).
    public var text: String
    public var language: Language
    /// The model asked that answered: the configured one or a fallback ("offline" for the
    /// built-in model).
    public var model: String
    /// The exact model that answered, as the service named it: an alias answers with the id it
    /// points to. Nil when the service did not say.
    public var modelVersion: String?
    /// What the answer cost in tokens, when the service said.
    public var usage: TokenUsage?
    /// Which kind of service wrote the fortune.
    public var source: ModelService
    /// When the fortune was written, in seconds since the epoch.
    public var createdAt: Int

    public init(
        sign: Sign,
        day: CalendarDay,
        text: String,
        language: Language,
        model: String,
        modelVersion: String? = nil,
        usage: TokenUsage? = nil,
        source: ModelService,
        createdAt: Int
    ) {
        self.sign = sign
        self.day = day
        self.text = text
        self.language = language
        self.model = model
        self.modelVersion = modelVersion
        self.usage = usage
        self.source = source
        self.createdAt = createdAt
    }

    /// The fields, as written in the store (`knownFields`).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case sign, day, text, language, model, modelVersion, usage, source, createdAt
    }

    /// Decodes a fortune; only the sign, the day and the text are required.
    ///
    /// A record written by a build that knew other languages or sources still reads, with the
    /// defaults, rather than costing the user the whole store.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sign = try container.decode(Sign.self, forKey: .sign)
        day = try container.decode(CalendarDay.self, forKey: .day)
        text = try container.decode(String.self, forKey: .text)
        language = container.lenient(Language.self, forKey: .language, in: decoder) ?? .english
        model = container.lenient(String.self, forKey: .model, in: decoder) ?? ""
        modelVersion = container.lenient(String.self, forKey: .modelVersion, in: decoder)
        usage = container.lenient(TokenUsage.self, forKey: .usage, in: decoder)
        source = container.lenient(ModelService.self, forKey: .source, in: decoder) ?? .gemini
        createdAt = container.lenient(Int.self, forKey: .createdAt, in: decoder) ?? 0
    }
}

/// The last refresh that failed, kept so the widget can say why in one line.
public struct RefreshFailure: Sendable, Hashable, Codable {
    /// One line a person can act on, in English, as logs and older builds read it.
    public var message: String
    /// The same line as a message, to be said in the reader's language; nil in a store
    /// written before it was kept, or when the failure was known only as text.
    public var said: Message?
    /// The local day the refresh was for.
    public var day: CalendarDay
    /// When it failed, in seconds since the epoch.
    public var time: Int
    /// The sign the refresh was for; nil when none was selected.
    public var sign: Sign?

    public init(message: String, said: Message? = nil, day: CalendarDay, time: Int, sign: Sign?) {
        self.message = message
        self.said = said
        self.day = day
        self.time = time
        self.sign = sign
    }

    /// The fields, as written in the store (`knownFields`).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case message, said, day, time, sign
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = try container.decode(String.self, forKey: .message)
        said = container.lenient(Message.self, forKey: .said, in: decoder)
        day = try container.decode(CalendarDay.self, forKey: .day)
        time = container.lenient(Int.self, forKey: .time, in: decoder) ?? 0
        sign = container.lenient(Sign.self, forKey: .sign, in: decoder)
    }

    /// The failure in `language`, one line: from the message when there is one, else (and in
    /// English) the text as kept.
    public func text(in language: Language) -> String {
        Message.kept(message, said?.cleanedLine, in: language)
    }

    /// The failure as a message to put in another: the kept one, cleaned, or the English text
    /// as it is.
    public var saying: Message {
        said?.cleanedLine ?? .verbatim(Sanitizer.cleanLine(message))
    }
}

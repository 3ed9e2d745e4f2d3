/// A message as a file keeps it, to be said later in whichever language reads it: the store
/// keeps the last failure this way. `{"key": …, "values": {…}, "parts": {…}}`, the values and
/// parts left out when there are none; a part is a message of the same shape.
extension Message: Codable {
    private enum CodingKeys: String, CodingKey {
        case key, values, parts
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .key),
            try container.decodeIfPresent([String: String].self, forKey: .values) ?? [:],
            parts: try container.decodeIfPresent([String: Message].self, forKey: .parts) ?? [:]
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        if !values.isEmpty { try container.encode(values, forKey: .values) }
        if !parts.isEmpty { try container.encode(parts, forKey: .parts) }
    }
}

extension Message {
    /// A message read back from a file, cleaned as any untrusted line (`Sanitizer.cleanLine`):
    /// its key, which is its text where no catalog has it, its values and its parts.
    public var cleanedLine: Message {
        Message(
            Sanitizer.cleanLine(key), values.mapValues(Sanitizer.cleanLine),
            parts: parts.mapValues(\.cleanedLine))
    }

    /// What a file kept of something said: its English text and, when kept too, the message
    /// it says. In English the text as kept, so no catalog is read; in another language the
    /// message, else the English text. One line, cleaned as untrusted text.
    public static func kept(_ english: String, _ message: Message?, in language: Language) -> String {
        guard language != .english, let message else { return Sanitizer.cleanLine(english) }
        return Sanitizer.cleanLine(message.text(in: language))
    }
}

public import FortuneCore

/// Everything `fortune` remembers: the selected sign, whether the fortune is shown, the recent
/// fortunes and the last failure. The App Group suite's keys, as one JSON document.
///
/// Decoding is lenient: a missing field takes its default, an unknown field is ignored and a
/// fortune that cannot be read is dropped, so a store written by an older or newer build of the
/// same schema version still opens.
public struct StoreDocument: Sendable, Hashable, Codable {
    /// The schema this build writes and the newest it can read.
    public static let currentSchemaVersion = 1
    /// How many days of fortunes are kept for each sign.
    public static let daysKeptPerSign = 3
    /// How many fortunes `history` keeps.
    public static let historyLimit = 100

    public var schemaVersion: Int
    /// The sign chosen with `fortune pick`; nil until one is.
    public var sign: Sign?
    /// Whether the widget shows the fortune or the sign's art.
    public var showFortune: Bool
    /// At most one fortune per sign per local day, newest day first, the last
    /// `daysKeptPerSign` days of each sign.
    public var fortunes: [StoredFortune]
    /// Every fortune saved, newest first, at most `historyLimit`.
    public var history: [StoredFortune]
    public var lastError: RefreshFailure?

    public init(
        sign: Sign? = nil,
        showFortune: Bool = true,
        fortunes: [StoredFortune] = [],
        history: [StoredFortune] = [],
        lastError: RefreshFailure? = nil
    ) {
        schemaVersion = Self.currentSchemaVersion
        self.sign = sign
        self.showFortune = showFortune
        self.fortunes = fortunes
        self.history = history
        self.lastError = lastError
    }

    /// The fortune for `sign` on `day`, if one was saved.
    public func fortune(for sign: Sign, on day: CalendarDay) -> StoredFortune? {
        fortunes.first { $0.sign == sign && $0.day == day }
    }

    /// The latest fortune of each of the last days with one for `sign`, newest day first.
    ///
    /// Drawn from `history`, so it reaches further back than `fortunes`; a day that was
    /// refreshed twice appears once, with its later text.
    public func recentFortunes(for sign: Sign, limit: Int) -> [StoredFortune] {
        var seenDays = Set<CalendarDay>()
        let latestOfEachDay = history.filter { $0.sign == sign && seenDays.insert($0.day).inserted }
        return Array(latestOfEachDay.sorted { $0.day > $1.day }.prefix(max(0, limit)))
    }

    /// Keeps `fortune` as the one for its sign and day, replacing an earlier one, and records it
    /// in the history; then drops what is beyond the limits.
    public mutating func save(_ fortune: StoredFortune) {
        fortunes.removeAll { $0.sign == fortune.sign && $0.day == fortune.day }
        fortunes.append(fortune)
        history.insert(fortune, at: 0)
        trim()
    }

    /// Applies the limits: one fortune per sign per day, the last `daysKeptPerSign` days of each
    /// sign, and at most `historyLimit` history entries.
    public mutating func trim() {
        var kept: [StoredFortune] = []
        var daysPerSign: [Sign: Int] = [:]
        var seen = Set<SignDay>()
        // Newest day first; for a repeated day the later entry wins, as `save` appends it last.
        let ordered = fortunes.enumerated().sorted { lhs, rhs in
            if lhs.element.day != rhs.element.day { return lhs.element.day > rhs.element.day }
            return lhs.offset > rhs.offset
        }
        for (_, fortune) in ordered {
            guard seen.insert(SignDay(sign: fortune.sign, day: fortune.day)).inserted,
                  daysPerSign[fortune.sign, default: 0] < Self.daysKeptPerSign
            else { continue }
            daysPerSign[fortune.sign, default: 0] += 1
            kept.append(fortune)
        }
        fortunes = kept
        if history.count > Self.historyLimit {
            history.removeLast(history.count - Self.historyLimit)
        }
    }

    private struct SignDay: Hashable {
        let sign: Sign
        let day: CalendarDay
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, sign, showFortune, fortunes, history, lastError
    }

    /// Set to `true` in a decoder's `userInfo` to leave `history` empty: the widget and the
    /// other read-only commands never look at it, and decoding a hundred records is most of
    /// their start-up time.
    static let skipsHistory = CodingUserInfoKey(rawValue: "fortune.skipsHistory")!

    /// A document whose `schemaVersion` is newer than this build knows: its other fields are
    /// not even read, so a change of their meaning cannot be misread.
    struct NewerSchema: Error {
        let version: Int
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? Self.currentSchemaVersion
        guard schemaVersion <= Self.currentSchemaVersion else { throw NewerSchema(version: schemaVersion) }
        sign = container.lenient(Sign.self, forKey: .sign, in: decoder)
        showFortune = try container.decodeIfPresent(Bool.self, forKey: .showFortune) ?? true
        fortunes = try container.decodeIfPresent([Lossy<StoredFortune>].self, forKey: .fortunes)?
            .compactMap(\.value) ?? []
        history = decoder.userInfo[Self.skipsHistory] as? Bool == true
            ? []
            : try container.decodeIfPresent([Lossy<StoredFortune>].self, forKey: .history)?.compactMap(\.value) ?? []
        lastError = container.lenient(RefreshFailure.self, forKey: .lastError, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encodeIfPresent(sign, forKey: .sign)
        try container.encode(showFortune, forKey: .showFortune)
        try container.encode(fortunes, forKey: .fortunes)
        try container.encode(history, forKey: .history)
        try container.encodeIfPresent(lastError, forKey: .lastError)
    }
}

/// An element that decodes to nil instead of failing the whole array.
private struct Lossy<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        do {
            value = try Value(from: decoder)
        } catch {
            decoder.recordLoss()
            value = nil
        }
    }
}

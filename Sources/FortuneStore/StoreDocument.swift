public import FortuneCore

/// Everything `fortune` remembers: the selected sign, whether the fortune is shown, the recent
/// fortunes and the last failure. The App Group suite's keys, as one JSON document.
///
/// Decoding is lenient: a missing field takes its default, a field or a fortune that cannot be
/// read is dropped alone (and counted, so the store can keep a copy of the file before writing
/// over it), and a field this build does not know, in the document or in one of its records, is
/// kept and written back as it was. So a store written by an older or newer build of the same
/// schema version opens, and survives this build's writes.
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

    /// The document's own fields this build does not know.
    private var unknownFields = UnknownFields()
    /// The fields this build does not know of each record read from the file, by record: a
    /// record this build changes or makes has none.
    private var unknownRecordFields: [StoredFortune: UnknownFields] = [:]
    private var unknownFailureFields: [RefreshFailure: UnknownFields] = [:]

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

    /// `history` as `fortune history` lists it: newest day first; within a day, the fortunes
    /// of `leading` (the picked sign) first, then the other signs' in the cycle's order; one
    /// sign's fortunes of one day newest first. `refresh --all` saves the signs in the order
    /// their answers came, which says nothing to the reader.
    public func historyByDay(leading: Sign?) -> [StoredFortune] {
        func rank(_ sign: Sign) -> Int { sign == leading ? -1 : Sign.allCases.firstIndex(of: sign) ?? 0 }
        return history.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element, rhs.element)
            if left.day != right.day { return left.day > right.day }
            if left.sign != right.sign { return rank(left.sign) < rank(right.sign) }
            return lhs.offset < rhs.offset
        }.map(\.element)
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
        // Newest day first; for a repeated day the later entry wins, as `save` appends it last.
        let ordered = fortunes.enumerated().sorted { lhs, rhs in
            if lhs.element.day != rhs.element.day { return lhs.element.day > rhs.element.day }
            return lhs.offset > rhs.offset
        }
        var keptDays: [Sign: Set<CalendarDay>] = [:]
        fortunes = ordered.map(\.element).filter { fortune in
            keptDays[fortune.sign, default: []].count < Self.daysKeptPerSign
                && keptDays[fortune.sign, default: []].insert(fortune.day).inserted
        }
        if history.count > Self.historyLimit {
            history.removeLast(history.count - Self.historyLimit)
        }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
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

    /// Decodes a document; only a newer schema version fails it (`NewerSchema`), read before
    /// anything else. Every other field that cannot be read takes its default alone.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = container.lenient(Int.self, forKey: .schemaVersion, in: decoder) ?? Self.currentSchemaVersion
        guard schemaVersion <= Self.currentSchemaVersion else { throw NewerSchema(version: schemaVersion) }
        sign = container.lenient(Sign.self, forKey: .sign, in: decoder)
        showFortune = container.lenient(Bool.self, forKey: .showFortune, in: decoder) ?? true
        let fortunes = Self.records(in: container, forKey: .fortunes, decoder: decoder)
        let history =
            decoder.userInfo[Self.skipsHistory] as? Bool == true
            ? [] : Self.records(in: container, forKey: .history, decoder: decoder)
        self.fortunes = fortunes.map(\.record)
        self.history = history.map(\.record)
        for kept in fortunes + history where !kept.unknown.isEmpty {
            unknownRecordFields[kept.record] = kept.unknown
        }
        let lastError = container.lenient(KeptRecord<RefreshFailure>.self, forKey: .lastError, in: decoder)
        self.lastError = lastError?.record
        if let lastError, !lastError.unknown.isEmpty {
            unknownFailureFields[lastError.record] = lastError.unknown
        }
        unknownFields = UnknownFields(from: decoder, known: Set(CodingKeys.allCases.map(\.rawValue)))
    }

    /// The readable records of the array at `key`; an array that is not one counts as a loss.
    private static func records(
        in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys, decoder: any Decoder
    ) -> [KeptRecord<StoredFortune>] {
        container.lenient([Lossy<KeptRecord<StoredFortune>>].self, forKey: key, in: decoder)?.compactMap(\.value) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encodeIfPresent(sign, forKey: .sign)
        try container.encode(showFortune, forKey: .showFortune)
        try container.encode(fortunes.map(kept), forKey: .fortunes)
        try container.encode(history.map(kept), forKey: .history)
        if let lastError {
            try container.encode(
                KeptRecord(lastError, unknown: unknownFailureFields[lastError] ?? UnknownFields()), forKey: .lastError)
        }
        try unknownFields.encode(to: encoder)
    }

    /// `fortune` with the unknown fields it was read with, if it was read from the file.
    private func kept(_ fortune: StoredFortune) -> KeptRecord<StoredFortune> {
        KeptRecord(fortune, unknown: unknownRecordFields[fortune] ?? UnknownFields())
    }
}

extension StoreDocument {
    /// The picked sign alone, for the one reader that needs nothing else: the schema version,
    /// then the sign, as the document reads them; no record is decoded.
    struct PickedSign: Decodable {
        let sign: Sign?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let version = container.lenient(Int.self, forKey: .schemaVersion, in: decoder) ?? currentSchemaVersion
            guard version <= currentSchemaVersion else { throw NewerSchema(version: version) }
            sign = container.lenient(Sign.self, forKey: .sign, in: decoder)
        }
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

import FortuneCore

/// A record of the store whose unknown fields are kept: a fortune, the last failure.
protocol StoreRecord: Codable, Hashable, Sendable {
    /// The names of the fields this build reads and writes.
    static var knownFields: Set<String> { get }
}

extension StoreRecord {
    /// The stored properties of `sample`, which are the record's fields: its coding keys are
    /// its properties' names.
    static func fieldNames(of sample: Self) -> Set<String> {
        Set(Mirror(reflecting: sample).children.compactMap(\.label))
    }
}

extension StoredFortune: StoreRecord {
    static let knownFields = fieldNames(
        of: StoredFortune(
            sign: .rat, day: CalendarDay(year: 2000, month: 1, day: 1)!, text: "", language: .english,
            model: "", source: .offline, createdAt: 0
        ))
}

extension RefreshFailure: StoreRecord {
    static let knownFields = fieldNames(
        of: RefreshFailure(
            message: "", day: CalendarDay(year: 2000, month: 1, day: 1)!, time: 0, sign: nil
        ))
}

/// A record as read from the file, with the fields this build does not know.
struct KeptRecord<Record: StoreRecord>: Codable {
    var record: Record
    var unknown: UnknownFields

    init(_ record: Record, unknown: UnknownFields) {
        self.record = record
        self.unknown = unknown
    }

    init(from decoder: any Decoder) throws {
        record = try Record(from: decoder)
        unknown = UnknownFields(from: decoder, known: Record.knownFields)
    }

    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        try unknown.encode(to: encoder)
    }
}

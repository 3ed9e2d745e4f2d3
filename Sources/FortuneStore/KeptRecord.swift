import FortuneCore

/// A record of the store whose unknown fields are kept: a fortune, the last failure.
protocol StoreRecord: Codable, Hashable, Sendable {
    /// The names of the fields this build reads and writes.
    static var knownFields: Set<String> { get }
}

// The fields are the coding keys' names, listed where they are decoded. (Reflecting a sample
// record with Mirror found the same names at a fifth of the instructions of a bar's
// `fortune widget`: bench/startup.md.)
extension StoredFortune: StoreRecord {
    static let knownFields = Set(CodingKeys.allCases.map(\.rawValue))
}

extension RefreshFailure: StoreRecord {
    static let knownFields = Set(CodingKeys.allCases.map(\.rawValue))
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

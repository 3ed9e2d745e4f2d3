/// A token count as a service reports it in its usage, read so that it can never refuse an
/// answer: usage is informative, and kept only when sane.
///
/// A whole number from 0 to `largest` is kept; anything else (`1.5`, `1e20`, `"12"`, `-7`, an
/// object) decodes without error as no count. The objects that hold the counts are `Lenient`:
/// a usage of the wrong shape is no usage, never an unreadable answer.
struct UsageCount: Decodable, Sendable, Hashable {
    /// The largest count kept: far above any real answer, far below any overflow.
    static let largest = 1_000_000_000_000

    /// The count, or nil when what was sent is not a sane one.
    let value: Int?

    init(from decoder: any Decoder) {
        let count = (try? decoder.singleValueContainer()).flatMap { $0.decodeNil() ? nil : try? $0.decode(Int.self) }
        value = count.flatMap { (0...Self.largest).contains($0) ? $0 : nil }
    }
}

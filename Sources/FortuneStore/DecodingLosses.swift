import Synchronization

/// Counts what lenient decoding left out: values that were present in the file but unreadable.
///
/// The store's decoding forgives a record it cannot read rather than lose the whole file; but
/// the next write would then drop that record for good, so the store counts such losses and
/// keeps a copy of the original before writing over it.
final class DecodingLosses: Sendable {
    static let key = CodingUserInfoKey(rawValue: "fortune.decodingLosses")!

    private let count = Mutex(0)

    var total: Int { count.withLock { $0 } }

    func record() {
        count.withLock { $0 += 1 }
    }
}

extension Decoder {
    /// Notes a present but unreadable value, when the decoding counts losses.
    func recordLoss() {
        (userInfo[DecodingLosses.key] as? DecodingLosses)?.record()
    }
}

extension KeyedDecodingContainer {
    /// The value for `key`; nil when it is absent, and nil too (counted as a loss) when it is
    /// present but cannot be read.
    func lenient<T: Decodable>(_ type: T.Type, forKey key: Key, in decoder: any Decoder) -> T? {
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch {
            decoder.recordLoss()
            return nil
        }
    }
}

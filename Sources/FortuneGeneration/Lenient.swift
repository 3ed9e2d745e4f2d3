/// A field of an answer that is informative only, such as its token usage: read when it has the
/// shape expected, absent otherwise, and never a reason to refuse the answer around it.
@propertyWrapper
struct Lenient<Value: Decodable>: Decodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) {
        wrappedValue = try? Value(from: decoder)
    }
}

extension Lenient: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// A lenient field that is left out is absent, as an optional one is.
    func decode<Value>(_ type: Lenient<Value>.Type, forKey key: Key) throws -> Lenient<Value> {
        try decodeIfPresent(type, forKey: key) ?? Lenient(wrappedValue: nil)
    }
}

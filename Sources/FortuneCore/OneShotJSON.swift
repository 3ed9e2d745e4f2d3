import FoundationEssentials

/// The JSON of every one-shot `--json`: one line, keys sorted, slashes as they are
/// (`JSONEncoder.stable`), and every key written, `null` for an absent value, so a script
/// reads `.model` without first asking whether the key is there.
///
/// `Encodable`'s synthesized code leaves out a nil optional (`encodeIfPresent`); this encoder
/// writes it as `null` instead, for every value it is given and every value inside it, so no
/// type has to spell out its keys to get them all. The value is built as a `JSONValue`, which
/// `JSONEncoder` then writes.
package enum OneShotJSON {
    /// `value` as one line of JSON.
    package static func encode(_ value: some Encodable) throws -> String {
        let root = Slot(codingPath: [])
        try root.encode(value)
        return String(decoding: try JSONEncoder.stable().encode(root.value), as: UTF8.self)
    }
}

/// A JSON value as it is built, and the encoder that builds it. An object's members and an
/// array's elements are slots of their own, so that a container handed out (`nestedContainer`,
/// `superEncoder`) still writes into its place after it is returned.
private final class Slot: Encoder, SingleValueEncodingContainer {
    private enum Content {
        case value(JSONValue)
        case object([String: Slot])
        case array([Slot])
    }

    private var content = Content.value(.null)
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// The finished value.
    var value: JSONValue {
        switch content {
        case .value(let value): value
        case .object(let members): .object(members.mapValues(\.value))
        case .array(let elements): .array(elements.map(\.value))
        }
    }

    func encodeNil() {
        content = .value(.null)
    }

    /// Writes `value`: a string, number or boolean as it is, anything else through its own
    /// `encode(to:)`.
    func encode(_ value: some Encodable) throws {
        switch value {
        case let text as String: content = .value(.string(text))
        case let flag as Bool: content = .value(.bool(flag))
        case let number as any BinaryInteger:
            content = .value(Int(exactly: number).map(JSONValue.integer) ?? .number(Double(number)))
        case let number as any BinaryFloatingPoint: content = .value(.number(Double(number)))
        default: try value.encode(to: self)
        }
    }

    /// An object's container; a second one of the same object adds to it.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = content {} else { content = .object([:]) }
        return KeyedEncodingContainer(KeyedContainer(slot: self))
    }

    /// An array's container; a second one of the same array adds to it.
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = content {} else { content = .array([]) }
        return UnkeyedContainer(slot: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The slot for `key` of this object, replacing what the key held.
    func member(_ key: any CodingKey) -> Slot {
        guard case .object(var members) = content else { preconditionFailure("not an object") }
        let slot = Slot(codingPath: codingPath + [key])
        members[key.stringValue] = slot
        content = .object(members)
        return slot
    }

    /// A new slot at the end of this array.
    func appended() -> Slot {
        guard case .array(var elements) = content else { preconditionFailure("not an array") }
        let slot = Slot(codingPath: codingPath)
        elements.append(slot)
        content = .array(elements)
        return slot
    }

    var count: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    var codingPath: [any CodingKey] { slot.codingPath }

    mutating func encodeNil(forKey key: Key) {
        slot.member(key).encodeNil()
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try slot.member(key).encode(value)
    }

    /// The point of this encoder: an absent value is written as `null`, not left out.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        try encodeOrNull(value, forKey: key)
    }

    private mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }

    // The protocol's own versions for these types, which leave the key out, would otherwise
    // be chosen over the generic one above.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        slot.member(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        slot.member(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { slot.member(FieldName("super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { slot.member(key) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey] { slot.codingPath }
    var count: Int { slot.count }

    mutating func encodeNil() {
        slot.appended().encodeNil()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.appended().encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        slot.appended().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { slot.appended().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { slot.appended() }
}

import FoundationEssentials

/// The JSON of every one-shot `--json`: one line, keys sorted, slashes as they are
/// (`JSONEncoder.stable`), and every key written, `null` for an absent value, so a script
/// reads `.model` without first asking whether the key is there.
///
/// `Encodable`'s synthesized code leaves out a nil optional (`encodeIfPresent`); this encoder
/// writes it as `null` instead, for every value it is given and every value inside it, so no
/// type has to spell out its keys to get them all.
package enum OneShotJSON {
    /// `value` as one line of JSON.
    package static func encode(_ value: some Encodable) throws -> String {
        let root = Slot()
        try root.encode(value, codingPath: [])
        return String(decoding: try JSONEncoder.stable().encode(root.node), as: UTF8.self)
    }
}

/// A JSON value as it is built: what `TreeEncoder` and its containers write into.
private final class Slot {
    private enum Content {
        case null
        case leaf(any Encodable)
        case object([String: Slot])
        case array([Slot])
    }

    private var content = Content.null

    /// The finished value, for `JSONEncoder` to write.
    var node: Node {
        switch content {
        case .null: .null
        case .leaf(let value): .leaf(value)
        case .object(let members): .object(members.mapValues(\.node))
        case .array(let elements): .array(elements.map(\.node))
        }
    }

    func setNull() {
        content = .null
    }

    /// Writes `value`: a string, number or boolean as it is, anything else through its own
    /// `encode(to:)`, into this slot.
    func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        if value is String || value is Bool || value is any BinaryInteger || value is any BinaryFloatingPoint {
            content = .leaf(value)
        } else {
            try value.encode(to: TreeEncoder(slot: self, codingPath: codingPath))
        }
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    /// The slot for `key`, replacing what the key held.
    func member(_ key: String) -> Slot {
        guard case .object(var members) = content else { preconditionFailure("not an object") }
        let slot = Slot()
        members[key] = slot
        content = .object(members)
        return slot
    }

    /// A new slot at the end of the array.
    func appended() -> Slot {
        guard case .array(var elements) = content else { preconditionFailure("not an array") }
        let slot = Slot()
        elements.append(slot)
        content = .array(elements)
        return slot
    }

    var count: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }
}

/// A finished JSON value; its leaves are written by `JSONEncoder` itself, numbers as it writes them.
private enum Node: Encodable {
    case null
    case leaf(any Encodable)
    case object([String: Node])
    case array([Node])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .leaf(let value): try container.encode(value)
        case .object(let members): try container.encode(members)
        case .array(let elements): try container.encode(elements)
        }
    }
}

private struct TreeEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedContainer(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeArray()
        return UnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: slot, codingPath: codingPath)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        slot.member(key.stringValue).setNull()
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try slot.member(key.stringValue).encode(value, codingPath: codingPath + [key])
    }

    /// The point of this encoder: an absent value is written as `null`, not left out.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        try encodeOrNull(value, forKey: key)
    }

    private mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
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
        TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(slot: slot.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    mutating func encodeNil() throws {
        slot.appended().setNull()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.appended().encode(value, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        TreeEncoder(slot: slot.appended(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeEncoder(slot: slot.appended(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(slot: slot.appended(), codingPath: codingPath)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        slot.setNull()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.encode(value, codingPath: codingPath)
    }
}

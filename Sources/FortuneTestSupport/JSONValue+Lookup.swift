public import FortuneCore

/// JSON values read member by member, for tests that look into a body.
extension JSONValue {
    /// The member called `name` of an object; nil for any other value.
    public subscript(name: String) -> JSONValue? {
        if case .object(let members) = self { members[name] } else { nil }
    }

    public var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    public var number: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    public var array: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The strings of an array; empty for any other value.
    public var strings: [String] {
        (array ?? []).compactMap(\.string)
    }
}

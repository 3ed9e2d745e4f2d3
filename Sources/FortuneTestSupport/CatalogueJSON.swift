import FoundationEssentials
import FortuneCore

/// JSON values read field by field, as Google's front end reads a request body: unknown names
/// and values of the wrong type are reported one by one, where a typed `Decodable` would only
/// say that the whole body failed.
extension JSONValue {
    /// `bytes` parsed as one JSON value, or nil when they are not JSON.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// The members of an object; nil for any other value.
    var members: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The member called `name` in lowerCamelCase or in its snake_case spelling, which the
    /// service accepts alike.
    subscript(field name: String) -> JSONValue? {
        guard let members else { return nil }
        return members[name] ?? members[Self.snakeCase(name)]
    }

    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    var number: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The value as a whole number, when it is a number with no fraction.
    var integer: Int? {
        guard let number, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    var array: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The value as the service quotes it in an "Invalid value" message: strings in quotes,
    /// anything else as written.
    var quoted: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): integer.map(String.init) ?? String(value)
        case .string(let value): "\"\(value)\""
        case .array: "[…]"
        case .object: "{…}"
        }
    }

    /// `name` in lowerCamelCase turned into snake_case: "thinkingConfig" → "thinking_config".
    static func snakeCase(_ name: String) -> String {
        var snake = ""
        for character in name {
            if character.isUppercase, !snake.isEmpty {
                snake += "_" + character.lowercased()
            } else {
                snake.append(character)
            }
        }
        return snake
    }

    /// `name` in snake_case turned into lowerCamelCase: "thinking_config" → "thinkingConfig".
    static func camelCase(_ name: String) -> String {
        var camel = ""
        var upperNext = false
        for character in name {
            if character == "_", !camel.isEmpty {
                upperNext = true
            } else {
                camel += upperNext ? character.uppercased() : String(character)
                upperNext = false
            }
        }
        return camel
    }
}

/// JSON text written by hand, so that members come in the order the service writes them.
enum JSONText {
    /// `text` as a JSON string literal, quotes included, escaped as the stable encoder does.
    static func string(_ text: String) -> String {
        let encoded = (try? JSONEncoder.stable().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: encoded, as: UTF8.self)
    }

    /// An object of `members` in order, each value already JSON text; members whose value is
    /// nil are left out.
    static func object(_ members: [(String, String?)]) -> String {
        let written = members.compactMap { name, value in value.map { string(name) + ":" + $0 } }
        return "{" + written.joined(separator: ",") + "}"
    }

    /// An array of `elements`, each already JSON text.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }
}

/// Any JSON value: for reading documents whose keys are checked one by one (the configuration
/// file), where a typed `Decodable` would reject the whole file at the first surprise, and for
/// writing what `OneShotJSON` builds.
public enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    /// Every number read; a number written that is not a whole number.
    case number(Double)
    /// A whole number written exactly, however large (a `Double` holds one exactly only up to
    /// 2^53, and `JSONEncoder` writes one from 10^16 in exponent form); reading gives `number`.
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try Self.number(in: container, at: decoder.codingPath) {
            self = .number(value)
        } else {
            do {
                self = .object(try container.decode([String: JSONValue].self))
            } catch DecodingError.typeMismatch(_, let context)
                where context.codingPath.count == decoder.codingPath.count
            {
                // Not an object, so an array. A value inside either that cannot be read fails
                // the whole with its own path, which says where it is.
                self = .array(try container.decode([JSONValue].self))
            }
        }
    }

    /// The number in `container`; nil when it holds something else.
    /// - Throws: `DecodingError.dataCorrupted` (`unreadableNumber`) for a number that no Double
    ///   holds, such as 1e400.
    private static func number(in container: any SingleValueDecodingContainer, at path: [any CodingKey]) throws
        -> Double?
    {
        do {
            return try container.decode(Double.self)
        } catch DecodingError.typeMismatch {
            return nil
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: unreadableNumber, underlyingError: error))
        }
    }

    /// Why a value that is valid JSON could not be read.
    public static let unreadableNumber = "is a number too large or too small to read"

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

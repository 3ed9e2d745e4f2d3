import FoundationEssentials

/// The JSON of a chat service (`OpenAIWire`, `OllamaWire`): what it needs beyond its types to
/// read an answer.
package protocol ChatWire {
    /// The service whose answers these are, named when one cannot be read.
    static var service: ServiceDescriptor { get }

    /// What an answer that does not decode is not, for the error: "not the JSON of …".
    static var unreadable: String { get }
}

extension ChatWire {
    /// `bytes` decoded as `type`.
    /// - Throws: `GenerationError.malformed` with `unreadable` when they are not its JSON.
    package static func decode<T: Decodable>(_ type: T.Type, _ bytes: [UInt8]) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch {
            throw GenerationError.malformed(unreadable, service: service)
        }
    }
}

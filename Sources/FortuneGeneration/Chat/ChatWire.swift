import FoundationEssentials

/// The JSON of a chat service (`OpenAIWire`, `OllamaWire`): what it needs beyond its types to
/// read an answer.
package protocol ChatWire {
    /// The service whose answers these are, named when one cannot be read.
    static var service: ServiceDescriptor { get }
}

extension ChatWire {
    /// `bytes` decoded as `type`.
    ///
    /// Bytes that are not UTF-8 become U+FFFD, as in Gemini's answers (`GeminiAnswer.decode`)
    /// and every stream: a stray byte in the text does not lose the answer, on any service.
    /// - Throws: `GenerationError.unreadable` for the wire's service when they are not its JSON.
    package static func decode<T: Decodable>(_ type: T.Type, _ bytes: [UInt8]) throws -> T {
        if let value = try? JSONDecoder().decode(type, from: Data(bytes)) {
            return value
        }
        let repaired = Data(String(decoding: bytes, as: UTF8.self).utf8)
        do {
            guard !repaired.elementsEqual(bytes) else { throw GenerationError.unreadable(service) }
            return try JSONDecoder().decode(type, from: repaired)
        } catch {
            throw GenerationError.unreadable(service)
        }
    }
}

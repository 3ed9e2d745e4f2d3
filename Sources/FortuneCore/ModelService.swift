/// Which service a fortune came from: the id the store records with each fortune and each model
/// says it runs on, and the name `provider` takes in the configuration.
///
/// An open set of ids, not an enum: a service is one row of the service table
/// (`ServiceCatalog` in FortuneGeneration), which says everything else about it.
public struct ModelService: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Google's Gemini API.
    public static let gemini = ModelService(rawValue: "gemini")
    /// A server that speaks OpenAI's chat completions: llama.cpp's llama-server, LM Studio,
    /// vLLM, a company gateway, Ollama's compatibility route, OpenAI itself.
    public static let openai = ModelService(rawValue: "openai")
    /// Ollama's own API.
    public static let ollama = ModelService(rawValue: "ollama")
    /// The built-in offline model.
    public static let offline = ModelService(rawValue: "offline")

    /// An id read from a file: any name but an empty one.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard !name.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no service"))
        }
        self.init(rawValue: name)
    }

    public var description: String { rawValue }
}

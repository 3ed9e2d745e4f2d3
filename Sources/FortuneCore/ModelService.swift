/// The kinds of service a fortune can come from: what the store records with each fortune and
/// what each model says it is.
public enum ModelService: String, Sendable, Hashable, Codable, CaseIterable {
    /// Google's Gemini API.
    case gemini
    /// A server that speaks OpenAI's chat completions: llama.cpp's llama-server, LM Studio,
    /// vLLM, a company gateway, Ollama's compatibility route, OpenAI itself.
    case openai
    /// Ollama's own API.
    case ollama
    /// The built-in offline model.
    case offline
}

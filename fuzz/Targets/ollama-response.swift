// Ollama's answer, whole and as newline-delimited JSON: any status, any body, cut anywhere.
// It gives text or a GenerationError in one safe line.
// seeds: fuzz/Seeds/ollama/*
// seed-prefix: 00c0
@testable import FortuneCore
@testable import FortuneGeneration

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let response = FuzzResponse(bytes)
        let configuration = ChatServiceConfiguration(model: "gemma3:1b", baseURL: "http://127.0.0.1:11434")
        let model = OllamaModel(
            configuration: configuration, transport: response.transport, retry: .never, sleep: { _ in })
        checkModel(model, key: "no key")
    }
}

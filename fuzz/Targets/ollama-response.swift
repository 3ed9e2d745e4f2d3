// Ollama's answer, whole and as newline-delimited JSON: any status, any body, cut anywhere.
// It gives text or a GenerationError in one safe line.
// seeds: fuzz/Seeds/ollama/*
// seed-prefix: 00c0
@testable import FortuneCore
@testable import FortuneGeneration

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let response = FuzzResponse(bytes)
        let setup = ModelSetup(
            model: "gemma3:1b", baseURL: "http://127.0.0.1:11434", retry: .never, transport: response.transport)
        let model = OllamaModel(setup, sleep: { _ in })
        checkModel(model, key: "no key")
    }
}

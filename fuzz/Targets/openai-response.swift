// An OpenAI-compatible server's answer, whole and as an event stream: any status, any body,
// cut anywhere. It gives text or a GenerationError in one safe line, never the key.
// seeds: fuzz/Seeds/openai/*
// seed-prefix: 00c0
@testable import FortuneCore
@testable import FortuneGeneration

enum FuzzTarget {
    static let key = APIKey("sk-fuzz-0123456789abcdefghijklmnop")!

    static func run(_ bytes: [UInt8]) {
        let response = FuzzResponse(bytes)
        let setup = ModelSetup(
            model: "llama-3.2-3b", baseURL: "http://127.0.0.1:8080/v1", key: key, retry: .never,
            transport: response.transport)
        let model = OpenAIModel(setup, sleep: { _ in })
        checkModel(model, key: key.secret)
    }
}

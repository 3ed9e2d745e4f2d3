// The Gemini client's reading of a response, whole and streamed: any status, any body, cut
// anywhere. It gives text or a GenerationError in one safe line, never the key.
// seeds: Tests/FortuneGenerationTests/Fixtures/gemini/*
// seed-prefix: 00c0
@testable import FortuneCore
@testable import FortuneGeneration

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let response = FuzzResponse(bytes)
        let setup = ModelSetup(
            model: "gemini-2.5-flash", baseURL: "https://gemini.test", key: fuzzKey, retry: .never,
            transport: response.transport)
        let model = GeminiModel(setup, sleep: { _ in })
        checkModel(model, key: fuzzKey.secret)
    }
}

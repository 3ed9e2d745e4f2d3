// The usage parsers: any JSON value as the usage of an OpenAI, Ollama or Gemini answer never
// refuses the answer's text, and every count kept is a whole number from 0 to
// `UsageCount.largest`.
// seeds: fuzz/Seeds/usage/*
import FoundationEssentials
@testable import FortuneCore
@testable import FortuneGeneration

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let value = String(decoding: bytes, as: UTF8.self)
        let openAI =
            #"{"model":"m","choices":[{"message":{"content":"Text."},"finish_reason":"stop"}],"usage":\#(value)}"#
        let details =
            #"{"choices":[{"message":{"content":"Text."}}],"usage":{"prompt_tokens":\#(value),"completion_tokens_details":\#(value)}}"#
        let ollama =
            #"{"message":{"content":"Text."},"done":true,"prompt_eval_count":\#(value),"eval_count":\#(value)}"#
        let gemini =
            #"{"candidates":[{"content":{"parts":[{"text":"Text."}]},"finishReason":"STOP"}],"usageMetadata":\#(value)}"#
        let counts =
            #"{"candidates":[{"content":{"parts":[{"text":"Text."}]}}],"usageMetadata":{"promptTokenCount":\#(value),"totalTokenCount":\#(value)}}"#
        // Only answers that are JSON as a whole are well-formed answers to test.
        let bodies = [openAI, details, ollama, gemini, counts]
        guard bodies.allSatisfy({ (try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8))) != nil }) else {
            return
        }
        do {
            for body in [openAI, details] {
                let answer = try OpenAIWire.decode(OpenAIWire.Response.self, Array(body.utf8))
                checkSane(answer.tokenUsage)
            }
            checkSane(try OllamaWire.decode(OllamaWire.Response.self, Array(ollama.utf8)).tokenUsage)
            for body in [gemini, counts] {
                var answer = GeminiAnswer(model: "m", length: FortuneLength(.english))
                _ = try answer.add(GeminiAnswer.decode(Array(body.utf8)))
                checkSane(try answer.finish(requireFinishReason: false).usage)
            }
        } catch {
            check(false, "an answer refused for its usage \(value.debugDescription): \(error)")
        }
    }

    static func checkSane(_ usage: TokenUsage?) {
        guard let usage else { return }
        for count in [usage.promptTokens, usage.outputTokens, usage.thoughtsTokens, usage.totalTokens] {
            guard let count else { continue }
            check((0...UsageCount.largest).contains(count), "a usage count kept that is not sane: \(count)")
        }
    }
}

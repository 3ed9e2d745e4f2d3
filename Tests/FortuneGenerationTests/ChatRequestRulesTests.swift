import Foundation
import Synchronization
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// The late-2026 rules of OpenAI-compatible servers, each learned from its exact 400 over
/// loopback, sent again at once, and remembered per base URL and model.
@Suite struct ChatRequestRulesTests {
    /// The bodies as OpenAI sends them.
    static let maxTokensRefused =
        #"{"error": {"message": "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "type": "invalid_request_error", "param": "max_tokens", "code": "unsupported_parameter"}}"#
    static let temperatureRefused =
        #"{"error": {"message": "Unsupported value: 'temperature' does not support 0.7 with this model. Only the default (1) value is supported.", "type": "invalid_request_error", "param": "temperature", "code": "unsupported_value"}}"#
    static let newFieldUnknown =
        #"{"error": {"message": "Unknown parameter: 'max_completion_tokens'.", "type": "invalid_request_error", "param": "max_completion_tokens", "code": "unknown_parameter"}}"#
    static func effortRefused(_ effort: String) -> String {
        #"{"error": {"message": "Unsupported value: 'reasoning_effort' does not support '\#(effort)' with this model. Supported values are: 'low', 'medium', and 'high'.", "type": "invalid_request_error", "param": "reasoning_effort", "code": "unsupported_value"}}"#
    }

    final class Memory: ChatRulesMemory {
        let entries = Mutex<[String: ChatRequestRules]>([:])
        func rules(for key: String) -> ChatRequestRules? { entries.withLock { $0[key] } }
        func remember(_ rules: ChatRequestRules, for key: String) { entries.withLock { $0[key] = rules } }
    }

    let server: LoopbackServer
    let memory = Memory()

    init() throws {
        server = try LoopbackServer()
    }

    /// Answers `refuse(body)`'s 400 when it gives one, else a fortune.
    func serve(_ refuse: @escaping @Sendable ([String: Any]) -> String?) {
        server.route("/v1/chat/completions", method: "POST") { request in
            let body = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any] ?? [:]
            if let refusal = refuse(body) { return .json(status: 400, refusal) }
            return .json(ChatFixtures.completion("Crow at dawn, Rooster."))
        }
    }

    func model(_ id: String, temperature: Double? = nil) -> OpenAIModel {
        OpenAIModel(
            ModelSetup(
                model: id, baseURL: server.baseURL + "/v1", key: APIKey("sk-test-0123456789abcdef"),
                temperature: temperature, retry: exactRetry, transport: CurlTransport(), rulesMemory: memory))
    }

    var sent: [[String: Any]] {
        server.requests.map { (try? JSONSerialization.jsonObject(with: Data($0.body))) as? [String: Any] ?? [:] }
    }

    var key: String { server.baseURL + "/v1 " }

    @Test func aModelThatRefusesMaxTokensIsAskedWithMaxCompletionTokensAndThatIsRemembered() async throws {
        serve { $0["max_tokens"] != nil ? Self.maxTokensRefused : nil }
        #expect(try await model("o-like-model").generate(ChatFixtures.request).text == "Crow at dawn, Rooster.")
        #expect(sent.count == 2)
        #expect(sent[0]["max_tokens"] != nil && sent[0]["max_completion_tokens"] == nil)
        #expect(sent[1]["max_completion_tokens"] as? Int == FortuneLength(.english).answerTokens)
        #expect(memory.rules(for: key + "o-like-model")?.tokenField == "max_completion_tokens")

        _ = try await model("o-like-model").generate(ChatFixtures.request)
        #expect(sent.count == 3, "the remembered field is sent first")
        #expect(sent[2]["max_completion_tokens"] != nil)
    }

    @Test func anOlderServerThatRefusesTheNewFieldIsAskedWithMaxTokens() async throws {
        serve { $0["max_completion_tokens"] != nil ? Self.newFieldUnknown : nil }
        _ = try await model("gpt-5-mini").generate(ChatFixtures.request)
        #expect(sent.map { $0["max_completion_tokens"] != nil } == [true, false])
        #expect(sent[1]["max_tokens"] != nil)
        #expect(memory.rules(for: key + "gpt-5-mini")?.tokenField == "max_tokens")
    }

    @Test func aModelThatRefusesTheTemperatureIsAskedWithoutOne() async throws {
        serve { body in
            if body["max_tokens"] != nil { return Self.maxTokensRefused }
            return body["temperature"] != nil ? Self.temperatureRefused : nil
        }
        _ = try await model("o-like-model", temperature: 0.7).generate(ChatFixtures.request)
        #expect(sent.count == 3)
        #expect(sent[2]["temperature"] == nil)
        #expect(memory.rules(for: key + "o-like-model")?.description == "max_completion_tokens, no temperature")
    }

    @Test func aReasoningModelIsAskedForTheLeastEffortItAccepts() async throws {
        serve { body in
            let effort = body["reasoning_effort"] as? String ?? ""
            return ["none", "minimal"].contains(effort) ? Self.effortRefused(effort) : nil
        }
        _ = try await model("gpt-5.2").generate(ChatFixtures.request)
        #expect(sent.compactMap { $0["reasoning_effort"] as? String } == ["none", "minimal", "low"])
        // The effort's reasoning counts in max_completion_tokens.
        #expect(sent[2]["max_completion_tokens"] as? Int == FortuneLength(.english).answerTokens + 1024)
        #expect(memory.rules(for: key + "gpt-5.2")?.effort == "low")
    }

    @Test func aModelThatIsNotAReasoningModelIsSentNoEffort() async throws {
        serve { _ in nil }
        _ = try await model("smollm2").generate(ChatFixtures.request)
        #expect(sent.first?["reasoning_effort"] == nil)
        #expect(sent.first?["max_tokens"] as? Int == FortuneLength(.english).answerTokens)
    }

    @Test func anotherBadRequestIsNotRetried() async throws {
        serve { _ in ChatFixtures.openAIError("Invalid 'messages': empty array.") }
        await #expect(throws: GenerationError.self) { try await model("smollm2").generate(ChatFixtures.request) }
        #expect(sent.count == 1)
    }

    @Test func rulesSurviveTheirDescription() {
        for rules in [
            ChatRequestRules(tokenField: "max_tokens", sendsTemperature: true, effort: nil),
            ChatRequestRules(tokenField: "max_completion_tokens", sendsTemperature: false, effort: "minimal"),
        ] {
            #expect(ChatRequestRules(description: rules.description) == rules)
        }
        #expect(ChatRequestRules(description: "max_tokens, effort enormous") == nil)
    }
}

import FoundationEssentials
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// Bodies in the exact shapes OpenAI-compatible servers and Ollama send, and models over a
/// scripted transport.
enum ChatFixtures {
    static let prompt = Prompt(instructions: "Plain text only.", text: "Write today's fortune for the Rooster.")
    static let request = GenerationRequest(
        sign: .rooster, day: CalendarDay(year: 2026, month: 11, day: 30)!, language: .english, prompt: prompt)
    static let openAIKey = APIKey("sk-test-0123456789abcdefghijklmnop")!

    // MARK: OpenAI chat completions

    static func completion(_ text: String, finish: String = "stop", model: String = "llama-3.2-3b") -> String {
        #"{"id":"chatcmpl-1","object":"chat.completion","created":1796000000,"model":"\#(model)","choices":[{"index":0,"message":{"role":"assistant","content":\#(ServiceWireFixture.json(text))},"finish_reason":"\#(finish)"}],"usage":{"prompt_tokens":31,"completion_tokens":24,"total_tokens":55}}"#
    }

    /// One `data:` event of a stream, carrying `text` (and `finish`, on the last).
    static func chunk(_ text: String?, finish: String? = nil) -> String {
        let delta = text.map { #"{"content":\#(ServiceWireFixture.json($0))}"# } ?? "{}"
        let reason = finish.map { #""\#($0)""# } ?? "null"
        return
            #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1796000000,"model":"llama-3.2-3b","choices":[{"index":0,"delta":\#(delta),"finish_reason":\#(reason)}]}"#
            + "\n\n"
    }

    static let done = "data: [DONE]\n\n"

    static func openAIError(_ message: String, type: String = "invalid_request_error") -> String {
        #"{"error":{"message":\#(ServiceWireFixture.json(message)),"type":"\#(type)","param":null,"code":null}}"#
    }

    // MARK: Ollama

    static func ollamaLine(_ text: String, done: Bool = false, reason: String = "stop") -> String {
        let end =
            done
            ? #","done_reason":"\#(reason)","total_duration":1200000000,"prompt_eval_count":26,"eval_count":31"# : ""
        return
            #"{"model":"gemma3:1b","created_at":"2026-11-30T08:00:00.000Z","message":{"role":"assistant","content":\#(ServiceWireFixture.json(text))},"done":\#(done)\#(end)}"#
            + "\n"
    }

    static func ollamaError(_ message: String) -> String {
        #"{"error":\#(ServiceWireFixture.json(message))}"#
    }

    // MARK: Models

    static func openAI(
        _ replies: [StubTransport.Reply], key: APIKey? = openAIKey, sleeps: SleepRecorder = SleepRecorder()
    ) -> (OpenAIModel, StubTransport) {
        let transport = StubTransport(replies)
        let setup = ModelSetup(
            model: "llama-3.2-3b", baseURL: "http://127.0.0.1:8080/v1/", key: key, maxOutputTokens: 256,
            retry: exactRetry, transport: transport)
        return (OpenAIModel(setup, sleep: sleeps.sleep), transport)
    }

    static func ollama(_ replies: [StubTransport.Reply], sleeps: SleepRecorder = SleepRecorder()) -> (
        OllamaModel, StubTransport
    ) {
        let transport = StubTransport(replies)
        let setup = ModelSetup(
            model: "gemma3:1b", baseURL: "http://127.0.0.1:11434", maxOutputTokens: 256, retry: exactRetry,
            transport: transport)
        return (OllamaModel(setup, sleep: sleeps.sleep), transport)
    }

}

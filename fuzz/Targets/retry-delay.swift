// The retry-delay parsers: any `Retry-After` value and any RetryInfo `retryDelay`, from every
// service, give no wait or one clamped to `Duration.longestOutside`; the error they make is one
// safe line, and the retry policy turns the wait into a delay within its bounds or gives up.
// Nothing traps, however large, small or strange the number.
// seeds: fuzz/Seeds/retry-delay/*
@testable import FortuneCore
@testable import FortuneGeneration

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let delays = [
            GenerationError.retryAfterDelay(text), GeminiWireError.duration(text), GeminiWireError.duration(text + "s"),
        ]
        for delay in delays.compactMap({ $0 }) {
            check(delay >= .zero && delay <= Duration.longestOutside, "a wait out of bounds: \(delay)")
            check(delay.milliseconds >= 0, "negative milliseconds for \(delay)")
            _ = delay.secondsDescription
            let policy = RetryPolicy(jitter: .none)
            if let wait = policy.delay(forAttempt: 1, after: .passing(serverDelay: delay)) {
                check(
                    wait <= policy.maxServerDelay, "a retry after \(wait), over the policy's \(policy.maxServerDelay)")
            }
        }
        let quoted = text.unicodeScalars.map { $0 == "\"" || $0 == "\\" || $0.value < 0x20 ? "_" : String($0) }.joined()
        let body =
            #"{"error":{"code":429,"status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"\#(quoted)"}]}}"#
        let errors = [
            GenerationError.gemini(status: 429, body: Array(body.utf8), retryAfter: text, model: "m"),
            GenerationError.service(.openAI, status: 429, body: [], retryAfter: text, model: "m"),
            GenerationError.service(.ollama, status: 503, body: bytes, retryAfter: text, model: "m"),
        ]
        for error in errors {
            check(isSafeLine(error.description), "an unsafe line: \(error.description.debugDescription)")
            if let delay = error.retryDelay {
                check(delay <= Duration.longestOutside, "an error's wait out of bounds: \(delay)")
            }
        }
    }
}

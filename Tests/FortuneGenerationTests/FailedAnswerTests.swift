import Testing
@testable import FortuneGeneration

@Suite struct FailedAnswerTests {
    static func geminiBody(status: Int, name: String) -> [UInt8] {
        Array(#"{"error": {"code": \#(status), "message": "busy", "status": "\#(name)"}}"#.utf8)
    }

    @Test(arguments: [
        (429, "RESOURCE_EXHAUSTED", "rate limited by Gemini (HTTP 429: busy); try again in a minute"),
        (429, "UNAVAILABLE", "rate limited by Gemini (HTTP 429: busy); try again in a minute"),
        (408, "DEADLINE_EXCEEDED", "Gemini is unavailable (HTTP 408: busy); try again later"),
        (503, "UNAVAILABLE", "Gemini is unavailable (HTTP 503: busy); try again later"),
        (499, "CANCELLED", "Gemini is unavailable (HTTP 499: busy); try again later"),
        (
            400, "INVALID_ARGUMENT",
            #"Gemini refused the request (HTTP 400: busy); check "model", "temperature" and "maxOutputTokens" in config.json"#
        ),
        (302, "", "unexpected answer from Gemini (HTTP 302: busy); check GOOGLE_GEMINI_BASE_URL"),
    ])
    func geminiStatusesWithoutAMeaningOfItsOwnAreClassifiedAsEveryServicesAre(
        status: Int, name: String, says: String
    ) {
        let error = GenerationError.gemini(
            status: status, body: Self.geminiBody(status: status, name: name), model: "m")
        #expect(error.description == says)
    }

    @Test(arguments: [
        (401, "Ollama refused the request (HTTP 401: busy); check the server's access settings"),
        (
            404,
            #"model "m" not found (HTTP 404: busy); run 'fortune models' to list the models the server has, then set "model" in config.json or FORTUNE_MODEL"#
        ),
        (429, "rate limited by Ollama (HTTP 429: busy); try again in a minute"),
        (500, "Ollama is unavailable (HTTP 500: busy); try again later"),
        (400, #"Ollama refused the request (HTTP 400: busy); check "model" and "maxOutputTokens" in config.json"#),
        (302, "unexpected answer from Ollama (HTTP 302: busy); check OLLAMA_HOST"),
    ])
    func aChatServiceStatusMeansWhatHTTPSays(status: Int, says: String) {
        let error = GenerationError.service(
            .ollama, status: status, body: Array(#"{"error": "busy"}"#.utf8), model: "m")
        #expect(error.description == says)
    }

    @Test func theServersMessageIsQuotedOnOneLineAndLeftOutWhenEmpty() {
        let spread = FailedAnswer(service: .openAI, status: 500, message: "over\nloaded", delay: nil)
        #expect(spread.said == "HTTP 500: over loaded")
        #expect(FailedAnswer(service: .openAI, status: 500, message: "", delay: nil).said == "HTTP 500")
    }
}

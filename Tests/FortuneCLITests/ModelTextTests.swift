import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneStore

/// What a model writes is text to clean, never a reason to lose the answer: NUL and the other
/// controls it may put in its JSON are removed before anything is stored or shown.
@Suite(.fewAtOnce) struct ModelTextTests {
    let home = FakeHome()

    @Test func aReplyWithNULAndControlsIsSavedCleaned() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let text = #"Rat,\u0000 a quiet\u0000 gain \u001b]52;c;aGk=\u0007comes \u009b2Jafter \u202elunch.\u0001\u007f"#
        let answer = #"{"candidates":[{"content":{"parts":[{"text":"\#(text)"}]},"finishReason":"STOP"}]}"#
        server.route("/v1beta/models/gemini-test:generateContent", .json(answer))
        let environment = home.environment.merging([
            "GEMINI_API_KEY": "k", "GOOGLE_GEMINI_BASE_URL": server.baseURL, "FORTUNE_MODEL": "gemini-test",
        ]) { $1 }
        _ = try await FortuneBinary.run(["pick", "rat"], environment: environment)
        let result = try await FortuneBinary.run(["refresh"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Rat, a quiet gain comes after lunch.\n")
        let stored = try SharedStore(directory: home.appending("state/fortune")).read().fortunes.first?.text
        #expect(stored == "Rat, a quiet gain comes after lunch.")
    }

    /// A byte that is no UTF-8 in the answer crashed the JSON5 parser, and the command with it.
    @Test func aReplyWithBytesThatAreNoUTF8IsSavedWithReplacementCharacters() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let answer =
            Array(#"{"candidates":[{"content":{"parts":[{"text":"Horse, a stray "#.utf8) + [0xFF, 0xFE]
            + Array(#" byte cannot stop you."}]},"finishReason":"STOP"}]}"#.utf8)
        server.route("/v1beta/models/gemini-test:generateContent", Reply(status: 200, body: answer))
        let environment = home.environment.merging([
            "GEMINI_API_KEY": "k", "GOOGLE_GEMINI_BASE_URL": server.baseURL, "FORTUNE_MODEL": "gemini-test",
        ]) { $1 }
        _ = try await FortuneBinary.run(["pick", "horse"], environment: environment)
        let result = try await FortuneBinary.run(["refresh"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Horse, a stray \u{FFFD}\u{FFFD} byte cannot stop you.\n")
    }
}

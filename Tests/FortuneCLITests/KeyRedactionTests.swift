import FoundationEssentials
import Testing
import FortuneTestSupport

/// Whatever the key looks like, it never leaves the request's header: a server that echoes it
/// back in its error, as a status or inside a stream that answered 200, does not get it shown
/// on standard error, in `--json`, in `status` or `doctor`, or kept in the store.
@Suite(.fewAtOnce) struct KeyRedactionTests {
    let home = FakeHome()

    /// Keys of no shape anything could recognise: only hiding the configured value hides them.
    static let keys = ["plain-secret-0123456789", "AQ.Ab8RN6LqZ2vT9xWc4KfJ1mPo7sHd3yEu5gBn0aQ"]

    /// A server that answers every request with an error quoting the key it was sent: a 400
    /// for a unary request or a list, an error event after a 200 for a stream.
    static func echoingServer() throws -> LoopbackServer {
        let server = try LoopbackServer()
        server.route(prefix: "/") { request in
            let key =
                request.header("x-goog-api-key")
                ?? request.header("Authorization").map { String($0.dropFirst("Bearer ".count)) } ?? "none"
            let error =
                #"{"error":{"code":400,"message":"API key not valid: \#(key). Please pass a valid API key.","status":"INVALID_ARGUMENT"}}"#
            if request.bodyText.contains(#""stream":true"#) || request.target.contains("alt=sse") {
                return .sse(events: [error])
            }
            return .json(status: 400, error)
        }
        return server
    }

    func everything(_ environment: [String: String]) async throws -> [String] {
        var seen: [String] = []
        for arguments in [
            ["refresh"], ["refresh", "--new", "--json"], ["refresh", "--new", "--stream"],
            ["refresh", "--new", "--stream", "--json"], ["status"], ["status", "--json"], ["doctor"],
            ["today", "--json"], ["models"],
        ] {
            let result = try await home.run(arguments, environment: environment)
            seen += [arguments.joined(separator: " ") + ": " + result.stdout, result.stderr]
        }
        let state = home.stateFolder
        for name in (try? FileManager.default.contentsOfDirectory(atPath: state)) ?? [] {
            seen.append((try? String(contentsOfFile: state + "/" + name, encoding: .utf8)) ?? "")
        }
        return seen
    }

    @Test(arguments: keys)
    func geminiKeyNeverAppearsInAnyOutputWhenTheServerEchoesIt(key: String) async throws {
        let server = try Self.echoingServer()
        let environment = [
            "GEMINI_API_KEY": key, "GOOGLE_GEMINI_BASE_URL": server.baseURL,
        ]
        try home.writeConfig(#"{"provider": "gemini"}"#)
        _ = try await home.run(["pick", "rooster"], environment: environment)
        try await expectNowhere(key, in: everything(environment))
    }

    @Test(arguments: keys)
    func openAIKeyNeverAppearsInAnyOutputWhenTheServerEchoesIt(key: String) async throws {
        let server = try Self.echoingServer()
        let environment = [
            "OPENAI_API_KEY": key, "OPENAI_BASE_URL": server.baseURL + "/v1", "FORTUNE_MODEL": "gpt-5-mini",
        ]
        try home.writeConfig(#"{"provider": "openai"}"#)
        _ = try await home.run(["pick", "rooster"], environment: environment)
        try await expectNowhere(key, in: everything(environment))
    }

    /// Checks that the echoed error was shown, and that neither `key` nor its first twelve
    /// characters are in any of `seen`.
    private func expectNowhere(_ key: String, in seen: [String]) {
        #expect(seen.contains { $0.contains("API key not valid") }, "the echoed error was shown: \(seen)")
        for text in seen {
            #expect(!text.contains(key), "\(text)")
            #expect(!text.contains(key.prefix(12)), "\(text)")
        }
    }
}

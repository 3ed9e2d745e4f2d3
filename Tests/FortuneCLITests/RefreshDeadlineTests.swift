import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// One deadline bounds a refresh, a batch stops at a failure every sign shares, and a key that
/// could forge a header never leaves the machine.
@Suite(.fewAtOnce) struct RefreshDeadlineTests {
    typealias Home = RefreshCommandTests.Home
    let home: Home

    init() async throws {
        home = try await Home()
    }

    @Test func aServerThatNeverAnswersEndsTheRefreshAtTheDeadline() async throws {
        try home.configure(#"{"deadlineSeconds": 2, "timeoutSeconds": 30, "retryAttempts": 10, "fallbackModels": []}"#)
        home.server.route(RefreshCommandTests.unaryPath, .hang)
        let clock = ContinuousClock()
        let start = clock.now
        let result = try await home.run(["refresh"])
        let took = clock.now - start
        #expect(result.status == 69)
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(result.stderr.contains("2s deadline"), "\(result.stderr)")
        // The 30 s attempt timeout and 10 attempts yield to the 2 s deadline, to within a second
        // (the program's start included).
        #expect(took >= .seconds(2), "ended \(took) after the start, before the deadline")
        #expect(took < .seconds(3), "ended \(took) after the start, past the 2 s deadline")
    }

    @Test func allSignsAgainstAClosedPortSayItOnceAndStop() async throws {
        // Port 1 on loopback: nothing listens there, so every connection is refused at once.
        let result = try await home.run(
            ["refresh", "--all"], environment: ["GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:1"])
        #expect(result.status == 69)
        #expect(result.stderr.split(separator: "\n").count == 1, "said once, not per sign: \(result.stderr)")
        #expect(result.stderr.contains("refused"), "\(result.stderr)")
    }

    @Test(arguments: [
        ("two lines", "test-key-5f2b9c\r\nX-Injected: yes", "line break"),
        ("a space", "test-key 5f2b9c", "space"),
        ("a control character", "test-key-\u{7}5f2b9c", "control character"),
        ("non-ASCII", "test-key-5f2b9cé", "non-ASCII"),
    ])
    func aKeyThatCouldForgeAHeaderIsRefusedBeforeAnyRequest(name: String, key: String, says: String) async throws {
        home.server.route(RefreshCommandTests.unaryPath, .json(RefreshCommandTests.reply("Never asked.")))
        let result = try await home.run(["refresh"], environment: ["GEMINI_API_KEY": key])
        #expect(result.status == 77, "\(name)")
        #expect(result.stderr.contains("GEMINI_API_KEY"), "says where the key came from: \(result.stderr)")
        #expect(result.stderr.contains(says), "\(result.stderr)")
        #expect(!result.stderr.contains("5f2b9c"), "the key is never printed")
        #expect(home.server.requests.isEmpty, "no request reached the server")
    }

    @Test func aTwoLineKeyFileIsRefusedNamingTheFile() async throws {
        let path = home.directory.appending("config/fortune/api-key")
        try Data("first-half-of-key\nsecond-half\n".utf8).write(to: URL(fileURLWithPath: path))
        _ = chmod(path, 0o600)
        let result = try await home.run(["refresh"], environment: ["GEMINI_API_KEY": ""])
        #expect(result.status == 77)
        #expect(result.stderr.contains(path) && result.stderr.contains("line break"), "\(result.stderr)")
        #expect(home.server.requests.isEmpty)
    }
}

import FoundationEssentials
import Testing
import FortuneTestSupport

/// Settings that used to be accepted, or refused with a message pointing elsewhere: each now
/// stops the command with the right status and one line naming the setting and the fix.
@Suite(.fewAtOnce) struct SettingMessagesTests {
    let home = FakeHome()

    func refresh(_ extra: [String: String], config: String? = nil) async throws -> FortuneBinary.Result {
        if let config {
            try home.writeConfig(config)
        }
        _ = try await home.run(["pick", "ox"])
        return try await home.run(["refresh"], environment: extra)
    }

    @Test(
        arguments: [
            (["FORTUNE_MODEL": "   "], nil, "fortune: FORTUNE_MODEL: is blank"),
            (
                ["GEMINI_API_KEY": "k", "GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:9/?x=y"], nil,
                "fortune: GOOGLE_GEMINI_BASE_URL: must not have a query ('?x=y')"
            ),
            ([:], #"{"retryAttempts": 1e400}"#, #""retryAttempts": is a number too large or too small to read"#),
            ([:], #"{"retryAttempts": 2.5}"#, #""retryAttempts": must be a whole number between 1 and 10, not 2.5"#),
        ] as [([String: String], String?, String)])
    func aWrongSettingStopsTheCommandWithOneLineNamingIt(extra: [String: String], config: String?, expected: String)
        async throws
    {
        let result = try await refresh(extra, config: config)
        #expect(result.status == 78)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func aDirectoryWhereTheKeyFileBelongsIsNamedAsOne() async throws {
        try FileManager.default.createDirectory(
            atPath: home.appending("config/fortune/api-key"), withIntermediateDirectories: true)
        let result = try await refresh([:])
        #expect(result.status == 77)
        #expect(result.stderr.contains("it is a directory"), "\(result.stderr)")
        #expect(!result.stderr.contains("chmod"), "\(result.stderr)")
    }
}

import FoundationEssentials
import Testing
import FortuneCore
import FortuneCommands
import FortuneTestSupport

/// Settings that used to be accepted, or refused with a message pointing elsewhere: each now
/// stops the command with the right status and one line naming the setting and the fix.
@Suite struct SettingMessagesTests {
    let test = TestContext()

    func refresh(_ extra: [String: String], config: String? = nil) async throws -> TestContext.Run {
        if let config {
            try test.writeConfig(config)
        }
        _ = await test.run("pick", "ox")
        return await test.run(["refresh"], environment: extra)
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
        let run = try await refresh(extra, config: config)
        #expect(run.status == .configuration)
        #expect(run.err.split(separator: "\n").count == 1, "\(run.err)")
        #expect(run.err.contains(expected), "\(run.err)")
    }

    @Test func aDirectoryWhereTheKeyFileBelongsIsNamedAsOne() async throws {
        try FileManager.default.createDirectory(
            atPath: test.configFolder + "/api-key", withIntermediateDirectories: true)
        let run = try await refresh([:])
        #expect(run.status == .permissionDenied)
        #expect(run.err.contains("it is a directory"), "\(run.err)")
        #expect(!run.err.contains("chmod"), "\(run.err)")
    }
}

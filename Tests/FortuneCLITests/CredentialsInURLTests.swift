import Testing
import FortuneTestSupport

/// A base URL may carry a user and password (`http://user:secret@host`): `status` and
/// `doctor` show where requests go, never those.
@Suite(.fewAtOnce) struct CredentialsInURLTests {
    let home = FakeHome()

    @Test(arguments: [["status"], ["status", "--json"], ["doctor"], ["doctor", "--json"]])
    func aPasswordInTheBaseURLIsNeverPrinted(arguments: [String]) async throws {
        try home.writeConfig(
            #"{"provider": "openai", "baseURL": "http://user:hunter2@127.0.0.1:1/v1", "model": "m"}"#)
        let result = try await home.run(arguments)
        #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"))
        #expect(!result.stdout.contains("user:") && !result.stderr.contains("user:"))
        #expect(result.stdout.contains("***@127.0.0.1:1/v1"))
    }
}

import Foundation
import Testing
import FortuneTestSupport
@testable import FortuneGeneration
@testable import FortuneCore

@Suite struct GeminiAPIKeyTests {
    let scratch = TemporaryDirectory()

    @Test func aKeyNeverPrintsItself() {
        let key = testKey
        var dumped = ""
        dump(key, to: &dumped)
        var dumpedConfiguration = ""
        let setup = ModelSetup(
            model: "gemini-2.5-flash", baseURL: "https://gemini.test", key: key, transport: StubTransport([]))
        dump(setup, to: &dumpedConfiguration)
        for shown in [
            "\(key)", String(describing: key), String(reflecting: key), dumped, dumpedConfiguration, "\(setup)",
        ] {
            #expect(!shown.contains(key.secret), "\(shown)")
        }
        #expect("\(key)" == "•••")
    }

    @Test func anEmptyKeyIsNoKey() {
        #expect(APIKey("") == nil)
        #expect(APIKey(" \n") == nil)
        #expect(APIKey("  abc\n")?.secret == "abc")
    }

    @Test func geminiAPIKeyWinsOverGoogleAPIKey() throws {
        let environment = ["GEMINI_API_KEY": "gemini-key", "GOOGLE_API_KEY": "google-key"]
        #expect(
            try ServiceDescriptor.gemini.key(environment: environment, configDirectory: "/nonexistent")?.secret
                == "gemini-key")
    }

    @Test func googleAPIKeyIsReadWhenItIsTheOnlyOne() throws {
        let environment = ["GEMINI_API_KEY": "", "GOOGLE_API_KEY": "google-key"]
        #expect(
            try ServiceDescriptor.gemini.key(environment: environment, configDirectory: "/nonexistent")?.secret
                == "google-key")
    }

    @Test func noKeyAnywhereIsNil() throws {
        #expect(try ServiceDescriptor.gemini.key(environment: [:], configDirectory: scratch.path) == nil)
        #expect(
            try ServiceDescriptor.gemini.key(environment: [:], configDirectory: scratch.appending("missing")) == nil)
    }

    private func writeKeyFile(_ contents: String, mode: mode_t) throws -> String {
        let path = scratch.appending("api-key")
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, mode) == 0)
        return path
    }

    @Test func aPrivateKeyFileIsReadAndTrimmed() throws {
        _ = try writeKeyFile("  file-key\n", mode: 0o600)
        #expect(
            try ServiceDescriptor.gemini.key(environment: [:], configDirectory: scratch.path + "/")?.secret
                == "file-key")
        #expect(
            try ServiceDescriptor.gemini.key(environment: ["GEMINI_API_KEY": "env-key"], configDirectory: scratch.path)?
                .secret
                == "env-key")
    }

    @Test("a key file others may read is refused", arguments: [0o644, 0o640, 0o604, 0o660, 0o601] as [mode_t])
    func insecureKeyFile(mode: mode_t) throws {
        let path = try writeKeyFile("file-key\n", mode: mode)
        let error = #expect(throws: GenerationError.self) {
            try ServiceDescriptor.gemini.key(environment: [:], configDirectory: scratch.path)
        }
        #expect(error?.category == .keyFile)
        #expect(error?.exitStatus == .permissionDenied)
        #expect(error?.description.contains("chmod 600 \(path)") == true)
        #expect(error?.description.contains("file-key") == false)
    }

    @Test func anEmptyKeyFileIsAMistakeToPointOutNotNoKey() throws {
        _ = try writeKeyFile("  \n", mode: 0o600)
        let error = #expect(throws: GenerationError.self) {
            try ServiceDescriptor.gemini.key(environment: [:], configDirectory: scratch.path)
        }
        #expect(error?.exitStatus == .permissionDenied)
        #expect(error?.description.contains("empty") == true)
    }

    @Test func theMissingKeyErrorSaysWhereToPutOne() {
        let error = GenerationError.missingKey(.gemini)
        #expect(error.exitStatus == .permissionDenied)
        #expect(error.description.contains("GEMINI_API_KEY"))
    }
}

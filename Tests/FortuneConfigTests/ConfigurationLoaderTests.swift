import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneConfig
import FortuneCore

@Suite struct ConfigurationLoaderTests {
    let scratch = TemporaryDirectory()

    private func load(file: String?, environment: [String: String] = [:]) throws(ConfigurationError) -> (configuration: Configuration, warnings: [String]) {
        let path = scratch.appending("config.json")
        if let file { try! Data(file.utf8).write(to: URL(fileURLWithPath: path)) }
        return try ConfigurationLoader(environment: environment, filePath: path).load()
    }

    @Test func withoutAFileTheDefaultsApply() throws {
        let (configuration, warnings) = try load(file: nil)
        #expect(configuration == Configuration())
        #expect(warnings.isEmpty)
    }

    @Test func theDocumentedDefaultFileMatchesTheBuiltInDefaults() throws {
        let text = try String(contentsOfFile: RepositoryFiles.path("Config/fortune.json"), encoding: .utf8)
        let (configuration, warnings) = try load(file: text)
        #expect(configuration == Configuration())
        #expect(warnings.isEmpty)
    }

    @Test func theFileOverridesDefaultsAndTheEnvironmentOverridesTheFile() throws {
        let file = #"{"model": "from-file", "language": "ko", "reloadHooks": [["tmux", "refresh-client", "-S"]]}"#
        let (configuration, _) = try load(file: file, environment: ["FORTUNE_MODEL": "from-env", "GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:9"])
        #expect(configuration.model == "from-env")
        #expect(configuration.language == .korean)
        #expect(configuration.baseURL == "http://127.0.0.1:9")
        #expect(configuration.reloadHooks == [["tmux", "refresh-client", "-S"]])
    }

    @Test func anUnknownKeyWarnsAndTheRestStillApplies() throws {
        let (configuration, warnings) = try load(file: #"{"modle": "x", "retryAttempts": 2}"#)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("\"modle\"") == true)
        #expect(configuration.retryAttempts == 2)
    }

    @Test(arguments: [
        (#"{"temperature": "hot"}"#, "temperature"),
        (#"{"temperature": 3}"#, "temperature"),
        (#"{"retryAttempts": 1.5}"#, "retryAttempts"),
        (#"{"language": "fr"}"#, "language"),
        (#"{"baseURL": "ftp://example.com"}"#, "baseURL"),
        (#"{"reloadHooks": [[]]}"#, "reloadHooks"),
        (#"{"provider": "openai"}"#, "provider"),
        (#"{"accentColor": "purple"}"#, "accentColor"),
        (#"{"model": ""}"#, "model"),
    ])
    func aBadValueFailsNamingTheFileAndTheKey(file: String, key: String) {
        #expect {
            _ = try load(file: file)
        } throws: { error in
            let error = error as! ConfigurationError
            return error.key == key && error.source.hasSuffix("config.json") && error.exitStatus == .configuration
        }
    }

    @Test func aFileThatIsNotJSONFails() {
        #expect(throws: ConfigurationError.self) { try load(file: "model = x") }
    }

    @Test func aBaseURLFromTheEnvironmentMustBeHTTP() {
        #expect(throws: ConfigurationError.self) {
            try load(file: nil, environment: ["GOOGLE_GEMINI_BASE_URL": "file:///etc/passwd"])
        }
    }
}

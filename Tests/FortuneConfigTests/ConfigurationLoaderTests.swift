import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneConfig
import FortuneCore
import FortuneRender

@Suite struct ConfigurationLoaderTests {
    let scratch = TemporaryDirectory()

    private func load(file: String?, environment: [String: String] = [:]) throws(ConfigurationError) -> (
        configuration: Configuration, warnings: [String]
    ) {
        let path = scratch.appending("config.json")
        if let file { try! Data(file.utf8).write(to: URL(fileURLWithPath: path)) }
        let (configuration, warnings) = try ConfigurationLoader(environment: environment, filePath: path).load()
        return (configuration, warnings.map(\.description))
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
        let file =
            #"{"model": "from-file", "language": "ko", "reloadHooks": [["tmux", "refresh-client", "-S"]], "reloadBars": ["waybar", "tmux"]}"#
        let (configuration, _) = try load(
            file: file, environment: ["FORTUNE_MODEL": "from-env", "GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:9"])
        #expect(configuration.model == "from-env")
        #expect(configuration.language == .korean)
        #expect(configuration.reloadHooks == [["tmux", "refresh-client", "-S"]])
        #expect(configuration.reloadBars == [.waybar, .tmux])
        let endpoint = try ServiceEndpoint(
            configuration.provider, configuration: configuration,
            environment: ["GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:9"])
        #expect(endpoint.baseURL == "http://127.0.0.1:9")
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
        (#"{"reloadBars": ["json"]}"#, "reloadBars"),
        (#"{"reloadBars": "waybar"}"#, "reloadBars"),
        (#"{"provider": "anthropic"}"#, "provider"),
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

    @Test func anAccentColourMayBeAHexColour() throws {
        #expect(try load(file: ##"{"accentColor": "#ff8800"}"##).configuration.accentColor == "#ff8800")
        #expect {
            _ = try load(file: ##"{"accentColor": "#ff88"}"##)
        } throws: { error in
            "\(error)".contains("or a colour as \"#rrggbb\"")
        }
    }

    @Test func aFileThatIsNotJSONFails() {
        #expect(throws: ConfigurationError.self) { try load(file: "model = x") }
    }

    @Test(arguments: [
        (Configuration.Provider.gemini, "GOOGLE_GEMINI_BASE_URL"),
        (.openai, "OPENAI_BASE_URL"),
        (.ollama, "OLLAMA_HOST"),
    ])
    func aBaseURLFromTheEnvironmentMustBeHTTP(provider: Configuration.Provider, variable: String) {
        #expect {
            try ServiceEndpoint(provider, configuration: Configuration(), environment: [variable: "file:///etc/passwd"])
        } throws: { error in
            (error as? ConfigurationError)?.source == variable
        }
    }

    @Test func eachProviderHasItsOwnBaseURLAndOnlyOpenAIHasNoDefaultModel() throws {
        let gemini = try ServiceEndpoint(.auto, configuration: Configuration(), environment: [:])
        #expect(gemini.provider == .gemini && gemini.baseURL.hasPrefix("https://") && gemini.model != nil)
        let ollama = try ServiceEndpoint(
            .ollama, configuration: Configuration(), environment: ["OLLAMA_HOST": "127.0.0.1:11500"])
        #expect(
            ollama.baseURL == "http://127.0.0.1:11500",
            "OLLAMA_HOST may leave the scheme out, as ollama's own tools allow")
        for (host, url) in [
            ("0.0.0.0", "http://0.0.0.0:11434"), (":11500", "http://127.0.0.1:11500"),
            ("box.lan/ollama", "http://box.lan:11434/ollama"), ("https://box.lan", "https://box.lan"),
        ] {
            #expect(
                try ServiceEndpoint(.ollama, configuration: Configuration(), environment: ["OLLAMA_HOST": host]).baseURL
                    == url)
        }
        #expect(ollama.model != nil)
        let openai = try ServiceEndpoint(
            .openai, configuration: Configuration(), environment: ["OPENAI_BASE_URL": "http://localhost:8080/v1"])
        #expect(openai.baseURL == "http://localhost:8080/v1")
        #expect(openai.model == nil)
    }

    @Test func theFilesModelAndBaseURLBelongToTheConfiguredProviderAndAFlagWinsOverAll() throws {
        var configuration = Configuration()
        configuration.provider = .openai
        configuration.model = "local-llama"
        configuration.baseURL = "http://localhost:8080/v1"
        let configured = try ServiceEndpoint(.openai, configuration: configuration, environment: [:])
        #expect(configured.model == "local-llama" && configured.baseURL == "http://localhost:8080/v1")
        let other = try ServiceEndpoint(.ollama, configuration: configuration, environment: [:])
        #expect(other.model != "local-llama" && other.baseURL != "http://localhost:8080/v1")
        let named = try ServiceEndpoint(
            .openai, configuration: configuration, environment: ["FORTUNE_MODEL": "env-model"], model: "flag-model")
        #expect(named.model == "flag-model")
    }
}

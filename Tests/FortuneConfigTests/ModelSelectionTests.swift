import Testing
import FortuneTestSupport
@testable import FortuneGeneration
@testable import FortuneConfig
@testable import FortuneCore

@Suite struct ModelSelectionTests {
    let scratch = TemporaryDirectory()

    private func select(
        _ configuration: Configuration = Configuration(), environment: [String: String] = [:], offline: Bool = false
    ) throws -> ModelSelection {
        return try ModelSelection(
            configuration: configuration, environment: environment, configDirectory: scratch.path,
            offline: offline, transport: StubTransport([])
        )
    }

    @Test func withoutAKeyTheOfflineModelWritesAndSaysSo() throws {
        let selection = try select()
        #expect(selection.model is OfflineModel)
        #expect(selection.notice?.description.contains("offline model") == true)
    }

    @Test func aKeyChoosesGeminiWithTheConfiguredModelAndLimits() throws {
        var configuration = Configuration()
        configuration.model = "gemini-test"
        configuration.retryAttempts = 2
        configuration.retryMaxDelaySeconds = 7
        let selection = try select(configuration, environment: ["GEMINI_API_KEY": "a-key-of-some-length"])
        let gemini = try #require(selection.model as? GeminiModel)
        #expect(gemini.name == "gemini-test")
        #expect(gemini.setup.retry.maxAttempts == 2)
        #expect(gemini.setup.retry.maxDelay == .seconds(7))
        #expect(gemini.setup.retry.maxServerDelay == .seconds(7), "no server may make a refresh wait longer")
        #expect(selection.notice == nil)
    }

    @Test func offlineWinsOverAKey() throws {
        #expect(
            try select(environment: ["GEMINI_API_KEY": "a-key-of-some-length"], offline: true).model is OfflineModel)
        var configuration = Configuration()
        configuration.provider = .offline
        #expect(
            try select(configuration, environment: ["GEMINI_API_KEY": "a-key-of-some-length"]).model is OfflineModel)
    }

    @Test func requiringGeminiWithoutAKeyIsAPermissionError() {
        var configuration = Configuration()
        configuration.provider = .gemini
        #expect {
            try select(configuration)
        } throws: { error in
            (error as? GenerationError)?.exitStatus == .permissionDenied
        }
    }

    @Test func autoIsGeminiWithAKeyAndTheBuiltInModelWithout() throws {
        #expect(try Configuration.Provider.auto.service(keySet: true).id == .gemini)
        #expect(try Configuration.Provider.auto.service(keySet: false).isBuiltIn)
        #expect(try Configuration.Provider.ollama.service(keySet: false).id == .ollama, "only auto looks at the key")
    }

    @Test func theConfiguredRequestLimitsReachEveryServicesModel() throws {
        var configuration = Configuration()
        configuration.timeoutSeconds = 12
        configuration.connectTimeoutSeconds = 3
        configuration.deadlineSeconds = 20
        configuration.model = "m"
        let expected = RequestLimits(timeout: .seconds(12), connectTimeout: .seconds(3), deadline: .seconds(20))
        let key = ["GEMINI_API_KEY": "a-key-of-some-length"]
        #expect(
            try #require(select(configuration, environment: key).model as? GeminiModel).setup.limits == expected
        )
        for provider in [Configuration.Provider.openai, .ollama] {
            configuration.provider = provider
            let model = try select(configuration).model
            let limits = (model as? OpenAIModel)?.setup.limits ?? (model as? OllamaModel)?.setup.limits
            #expect(limits == expected)
        }
        #expect(Configuration().requestLimits == .standard, "the settings' defaults are the standard limits")
    }
}

import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP
import FortuneGeneration
import FortuneConfig

/// What every service of the table must do, run over every row that has a server, the
/// test-only echo service included: selected through its row's own variables, it answers,
/// streams and lists over libcurl to a loopback server; each failing status gets the exit
/// status and remedy HTTP gives it, is retried exactly when the row says so, and never shows the
/// key; a missing key names the row's own variable and `fortune key set`; its stop reasons and unreadable
/// answers are worded from its row, in every language.
@Suite struct ServiceConformanceTests {
    static let catalog = ServiceCatalog.standard + [.echo]
    /// The ids of the rows that have a server, each test's arguments (named in its results).
    static let servers = catalog.services.filter { !$0.isBuiltIn }.map(\.id)
    static let key = "conformance-key-0123456789"
    static let model = "m-1"
    static let request = GenerationRequest(
        sign: .rooster, day: CalendarDay(year: 2026, month: 12, day: 2)!, language: .english,
        prompt: Prompt(instructions: "Plain text only.", text: "Write today's fortune for the Rooster."))

    let scratch = TemporaryDirectory()

    private func fixture(_ row: ServiceDescriptor) throws -> ServiceWireFixture {
        try #require(ServiceWireFixture.all[row.id], "no wire fixtures for the row \(row.id)")
    }

    private func row(_ id: ModelService) throws -> ServiceDescriptor {
        try #require(Self.catalog[id])
    }

    /// The row's model, selected as `refresh` selects it: its own base URL variable and, when
    /// it takes one, its own key variable.
    private func select(_ row: ServiceDescriptor, _ server: LoopbackServer, attempts: Int = 1) throws
        -> any GenerativeModel
    {
        var configuration = Configuration()
        configuration.provider = Configuration.Provider(row.id)
        configuration.model = Self.model
        configuration.fallbackModels = []
        configuration.retryAttempts = attempts
        configuration.retryBaseDelaySeconds = 0.001
        var environment: [String: String] = [:]
        if let variable = row.baseURLVariable { environment[variable] = try fixture(row).baseURL(server.baseURL) }
        if let key = row.key { environment[key.setting] = Self.key }
        return try ModelSelection(
            configuration: configuration, environment: environment, configDirectory: scratch.path,
            catalog: Self.catalog, transport: CurlTransport()
        ).model
    }

    @Test(arguments: servers)
    func aWholeAnswerComesBackWithTheKeyOnlyInTheRowsHeader(id: ModelService) async throws {
        let row = try row(id)
        let wire = try fixture(row)
        let server = try LoopbackServer()
        defer { server.stop() }
        let text = "The \(row.id) sends a kind word before noon."
        server.route(wire.generatePath(Self.model), method: "POST", wire.answer(text, finished(row)))
        let generation = try await select(row, server).generate(Self.request)
        #expect(generation.text == text)
        let sent = try #require(server.requests.first)
        #expect(!sent.target.contains(Self.key), "never in the URL")
        for fixed in row.fixedHeaders {
            #expect(sent.header(fixed.name) == fixed.value, "\(row.id) sends its \(fixed.name)")
        }
        let carried = sent.headers.filter { $0.value.contains(Self.key) }.map(\.name)
        switch row.key?.header {
        case .bearer: #expect(carried == ["Authorization"])
        case .named(let name): #expect(carried == [name])
        case nil: #expect(carried.isEmpty)
        }
    }

    @Test(arguments: servers)
    func aStreamedAnswerShowsItsPiecesAndFinishesWithTheWhole(id: ModelService) async throws {
        let row = try row(id)
        let wire = try fixture(row)
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route(wire.streamPath(Self.model), method: "POST", wire.stream(["A streamed ", "good day."]))
        var shown = ""
        var finished: Generation?
        for try await event in try select(row, server).stream(Self.request) {
            switch event {
            case .text(let piece): shown += piece
            case .finished(let generation): finished = generation
            }
        }
        #expect(shown == "A streamed good day.")
        #expect(finished?.text == "A streamed good day.")
    }

    @Test(arguments: catalog.services.filter { !$0.isBuiltIn && $0.listing == .asked }.map(\.id))
    func itListsTheModelsItServes(id: ModelService) async throws {
        let row = try row(id)
        let wire = try fixture(row)
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route(wire.listPath, method: "GET", wire.listing(["m-1", "m-2"]))
        let listing = try #require(try select(row, server) as? any ModelListing)
        #expect(try await listing.availableModels().map(\.id) == ["m-1", "m-2"])
    }

    /// Each status as HTTP means it: the exit status, a word of the remedy, and whether a second
    /// attempt is made, which the row's `retryableStatuses` decides (the echo row's 529 too).
    static let statuses: [(status: Int, exit: FortuneCore.ExitStatus, remedy: String?)] = [
        (400, .configuration, "config.json"),
        (401, .permissionDenied, nil),
        (403, .permissionDenied, nil),
        (404, .configuration, "fortune models"),
        (429, .temporaryFailure, "try again"),
        (500, .unavailable, "try again later"),
        (503, .unavailable, "try again later"),
        (529, .unavailable, "try again later"),
    ]

    @Test(arguments: servers)
    func eachFailingStatusHasItsExitStatusRemedyAndRetriesAndNeverTheKey(id: ModelService) async throws {
        let row = try row(id)
        let wire = try fixture(row)
        for (status, exit, remedy) in Self.statuses {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(
                wire.generatePath(Self.model), method: "POST",
                wire.error(status, "refused \(Self.key) for \(Self.model)"))
            let model = try select(row, server, attempts: 2)
            let error = try #require(
                await #expect(throws: GenerationError.self) { try await model.generate(Self.request) })
            #expect(error.exitStatus == exit, "\(row.id) \(status)")
            // A key the row reads is the first thing to check when it is refused.
            let expected = remedy ?? row.key?.setting ?? "access"
            #expect(error.description.contains(expected), "\(row.id) \(status): \(error)")
            // Counted at the model's own route: a row may also look for another model (Gemini's
            // list), which is no second attempt.
            let asked = server.requests.filter { $0.path == wire.generatePath(Self.model) }.count
            #expect(asked == (row.retryableStatuses.contains(status) ? 2 : 1), "\(row.id) \(status) asked \(asked)×")
            // A row that takes no key sends none, so what its server says is no secret.
            guard row.key != nil else { continue }
            for language in Language.allCases {
                #expect(!error.message(in: language).contains(Self.key), "\(row.id) \(status) \(language)")
                #expect(error.lineMessage?.text(in: language).contains(Self.key) == false)
            }
        }
    }

    @Test(arguments: catalog.services.filter { $0.key != nil }.map(\.id))
    func aMissingKeyNamesTheRowsOwnVariableAndTheCommandThatSavesItsFile(id: ModelService) throws {
        let row = try row(id)
        let key = try #require(row.key)
        let error = GenerationError.missingKey(row)
        #expect(error.exitStatus == .permissionDenied)
        for language in Language.allCases {
            let said = error.message(in: language)
            #expect(said.contains(key.setting), "\(row.id) \(language): \(said)")
            #expect(said.contains("fortune key set --provider \(row.id.rawValue)"), "\(row.id) \(language): \(said)")
            #expect(!said.contains("$XDG"), "\(row.id) \(language): \(said)")
            #expect(said.contains(row.name.text(in: language)), "\(row.id) \(language): \(said)")
        }
        guard key.required else { return }
        var configuration = Configuration()
        configuration.provider = Configuration.Provider(row.id)
        let refused = #expect(throws: GenerationError.self) {
            try ModelSelection(
                configuration: configuration, environment: [:], configDirectory: scratch.path,
                catalog: Self.catalog, transport: StubTransport([]))
        }
        #expect(refused?.description == error.description)
    }

    @Test(arguments: servers)
    func aRefusedStopAndACutWithoutASentenceAreWordedFromTheRow(id: ModelService) async throws {
        let row = try row(id)
        let wire = try fixture(row)
        // The echo wire names no reason: every answer it gives is finished, so it has no stop
        // to word.
        guard row.id != ServiceDescriptor.echo.id else { return }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route(wire.generatePath(Self.model), method: "POST", wire.answer("", "WITHHELD"))
        let refused = await #expect(throws: GenerationError.self) {
            try await select(row, server).generate(Self.request)
        }
        #expect(refused?.category == .stopped)
        #expect(refused?.description.contains("WITHHELD") == true)
        #expect(refused?.description.contains("--offline") == true)

        let cut = try LoopbackServer()
        defer { cut.stop() }
        cut.route(
            wire.generatePath(Self.model), method: "POST", wire.answer("Half a sent", row.stopReasons.cutShortReason))
        let short = await #expect(throws: GenerationError.self) { try await select(row, cut).generate(Self.request) }
        #expect(short?.category == .stopped)
        #expect(short?.description.contains("maxOutputTokens") == true, "\(String(describing: short))")
    }

    @Test(arguments: servers)
    func anUnreadableAnswerIsSaidInTheReadersLanguage(id: ModelService) async throws {
        let row = try row(id)
        let wire = try fixture(row)
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route(wire.generatePath(Self.model), method: "POST", .json("<html>not an answer</html>"))
        let error = try #require(
            await #expect(throws: GenerationError.self) { try await select(row, server).generate(Self.request) })
        #expect(error.category == .malformedResponse)
        for language in Language.allCases {
            let what = row.unreadableAnswer.text(in: language)
            #expect(error.message(in: language).contains(what), "\(row.id) \(language): \(error.message(in: language))")
        }
    }

    /// What a shipped row says is said in every language: what an unreadable answer is not is
    /// a catalogue message (never English words written into the row), found in every
    /// catalogue and, outside English, not left in English; its name is a brand (the same
    /// everywhere) or a catalogue message found in every catalogue.
    @Test(arguments: ServiceCatalog.standard.services.map(\.id))
    func aShippedRowsWordsAreInEveryLanguage(id: ModelService) throws {
        let row = try row(id)
        let verbatim = Message.verbatim("").key
        #expect(row.unreadableAnswer.key != verbatim, "\(id): unreadableAnswer is English words, not a message")
        for message in [row.name, row.unreadableAnswer] where message.key != verbatim {
            let english = message.text(in: .english)
            #expect(english != message.key, "\(id): \(message.key) is in no catalogue")
            for language in Language.allCases where language != .english {
                let said = message.text(in: language)
                #expect(said != message.key, "\(id) \(language): \(message.key) missing")
                #expect(said != english, "\(id) \(language): \(english) left in English")
            }
        }
    }

    @Test func theRetriedStatusesAndStopReasonsAreTheRowsOwn() {
        let standard = ServiceDescriptor.gemini
        let echo = ServiceDescriptor.echo
        #expect(!standard.retryableStatuses.contains(529) && echo.retryableStatuses.contains(529))
        #expect(standard.stopReasons.kind(of: "MAX_TOKENS") == .cutShort)
        #expect(ServiceDescriptor.openAI.stopReasons.kind(of: "MAX_TOKENS") == .refused)
        #expect(ServiceDescriptor.openAI.stopReasons.kind(of: "length") == .cutShort)
    }

    /// The reason the row gives for a finished answer.
    private func finished(_ row: ServiceDescriptor) -> String {
        row.stopReasons.finished.sorted().first ?? "stop"
    }
}

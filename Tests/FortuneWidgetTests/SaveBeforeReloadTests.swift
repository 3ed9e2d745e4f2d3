import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP
import FortuneStore
import FortuneGeneration
import FortuneWidget

/// Whatever the service, the widgets are asked to reload only once the new text is saved.
@Suite struct SaveBeforeReloadTests {
    static let text = "A late but complete fortune."
    let scratch = TemporaryDirectory()
    var store: SharedStore { SharedStore(directory: scratch.appending("state")) }

    static let catalog = ServiceCatalog.standard + [.echo]

    /// Every row's own model, built by the row: a server's answers `text` late, in its wire's
    /// shape, from a loopback server; the built-in model writes its own.
    @Test(arguments: catalog.ids, [false, true])
    func theReloadSeesTheNewTextFromEveryService(service id: ModelService, streaming: Bool) async throws {
        let row = try #require(Self.catalog[id])
        let server = try LoopbackServer()
        defer { server.stop() }
        var setup = ModelSetup(
            model: "m-1", baseURL: "", key: APIKey("a-test-key-0123456789"), transport: CurlTransport())
        if !row.isBuiltIn {
            let wire = try #require(ServiceWireFixture.all[id], "no wire fixtures for \(id)")
            let finished = row.stopReasons.finished.sorted().first ?? "stop"
            let reply = streaming ? wire.stream([Self.text]) : wire.answer(Self.text, finished)
            let path = streaming ? wire.streamPath("m-1") : wire.generatePath("m-1")
            server.route(path, method: "POST", .delayed(by: .milliseconds(200), reply))
            setup.baseURL = wire.baseURL(server.baseURL)
        }
        try store.update { $0.sign = .rooster }
        let clock = TestClock.noon()
        let spy = FortuneReadingSpy(store: store, sign: .rooster, day: clock.today)
        let refresher = FortuneRefresher(store: store, model: try row.makeModel(setup), reloader: spy, now: clock.now)
        let fortune = streaming ? try await refresher.refresh { _ in } : try await refresher.refresh()
        if !row.isBuiltIn { #expect(fortune.text == Self.text) }
        #expect(fortune.source == id)
        #expect(spy.textAtEachReload == [fortune.text])
    }
}

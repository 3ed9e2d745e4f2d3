import FoundationEssentials
import Testing
import FortuneTestSupport

/// A refresh through a proxy that fails says the proxy failed, and which variable set it,
/// rather than sending the user to check the network and the service's URL.
@Suite(.fewAtOnce) struct ProxyFailureTests {
    let home = FakeHome()

    func refresh(proxy: String) async throws -> FortuneBinary.Result {
        try home.writeConfig(#"{"retryAttempts": 1}"#)
        let environment = home.environment.merging([
            "GEMINI_API_KEY": "k", "GOOGLE_GEMINI_BASE_URL": "https://127.0.0.1:9", "HTTPS_PROXY": proxy,
        ]) { $1 }
        _ = try await FortuneBinary.run(["pick", "ox"], environment: environment)
        return try await FortuneBinary.run(["refresh"], environment: environment)
    }

    @Test func aProxyThatRefusesConnectionsIsNamedWithItsVariable() async throws {
        let closed = try LoopbackServer()
        closed.stop()
        let result = try await refresh(proxy: "http://127.0.0.1:\(closed.port)")
        #expect(result.status == 69)
        #expect(
            result.stderr.contains(
                "cannot connect to the proxy 127.0.0.1:\(closed.port) (from HTTPS_PROXY): connection refused"),
            "\(result.stderr)")
        #expect(result.stderr.contains("check HTTPS_PROXY"), "\(result.stderr)")
        #expect(!result.stderr.contains("GOOGLE_GEMINI_BASE_URL"), "\(result.stderr)")
    }

    @Test func aProxyThatRefusesTheTunnelIsNamedWithItsAnswer() async throws {
        let proxy = try LoopbackServer()
        defer { proxy.stop() }
        proxy.route(prefix: "", .status(403, body: "not allowed"))
        let result = try await refresh(proxy: "http://127.0.0.1:\(proxy.port)")
        #expect(result.status == 69)
        #expect(
            result.stderr.contains(
                "the proxy 127.0.0.1:\(proxy.port) (from HTTPS_PROXY) refused a tunnel to 127.0.0.1:9 (HTTP 403)"),
            "\(result.stderr)")
        #expect(result.stderr.contains("check HTTPS_PROXY"), "\(result.stderr)")
        #expect(proxy.requests.first?.method == "CONNECT")
    }
}

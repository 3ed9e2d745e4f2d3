import FoundationEssentials
import Testing
import FortuneTestSupport

/// `refresh --all` asks twelve times of one host: over TLS, against a server that keeps
/// connections open, it opens no more connections than it has requests in flight.
@Suite(.fewAtOnce) struct RefreshConnectionsTests {
    let directory = FakeHome()

    @Test func refreshAllOverTLSOpensAConnectionPerLaneNotPerSign() async throws {
        let certificate = try TestCertificate()
        let server = try LoopbackServer(keepsConnectionsOpen: true, tls: LoopbackTLS(certificate: certificate))
        defer { server.stop() }
        let gemini = GeminiRoutes(server: server)
        let environment = directory.environment.merging([
            "GEMINI_API_KEY": gemini.key,
            "GOOGLE_GEMINI_BASE_URL": gemini.baseURL,
            "SSL_CERT_FILE": certificate.certificatePath,
        ]) { $1 }
        let result = try await FortuneBinary.run(["refresh", "--all"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 12)
        #expect(server.requests.count >= 12)
        #expect(server.connectionCount <= 4, "refreshConcurrency is 4")
        let handshakes = try #require(server.tls?.handshakes)
        print(
            "RefreshConnectionsTests: \(server.requests.count) requests, \(server.connectionCount) connections, \(handshakes.full) full TLS handshakes, \(handshakes.resumed) resumed"
        )
    }
}

import Synchronization
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP

/// Requests to one host share connections, so a batch (`refresh --all`) pays one handshake
/// rather than one per request.
@Suite struct ConnectionReuseTests {
    let certificate: TestCertificate

    init() throws {
        certificate = try TestCertificate()
    }

    func send(_ transport: CurlTransport, _ server: LoopbackServer, count: Int, lanes: Int) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    for _ in stride(from: lane, to: count, by: lanes) {
                        let response = try await transport.send(
                            HTTPRequest(url: server.baseURL + "/ok", timeout: .seconds(30)))
                        #expect(response.status == 200)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(server.requests.count == count)
    }

    @Test func twelveRequestsOneAfterAnotherShareOneConnection() async throws {
        let server = try LoopbackServer(keepsConnectionsOpen: true)
        defer { server.stop() }
        server.route("/ok", .json("{}"))
        try await send(CurlTransport(), server, count: 12, lanes: 1)
        #expect(server.connectionCount == 1)
    }

    @Test func twelveRequestsOverTLSPayOneHandshake() async throws {
        let server = try LoopbackServer(keepsConnectionsOpen: true, tls: LoopbackTLS(certificate: certificate))
        defer { server.stop() }
        server.route("/ok", .json("{}"))
        let transport = CurlTransport(configuration: .init(caBundlePath: certificate.certificatePath))
        try await send(transport, server, count: 12, lanes: 1)
        #expect(server.connectionCount == 1)
        #expect(server.tls?.handshakes == LoopbackTLS.Handshakes(full: 1, resumed: 0))
    }

    /// The cache keeps a connection whatever else is idle: libcurl's default keeps four per
    /// transfer in progress, and would close the first host's once a fifth had one.
    @Test func anIdleConnectionOutlivesIdleConnectionsToOtherHosts() async throws {
        let servers = try (0..<6).map { _ in try LoopbackServer(keepsConnectionsOpen: true) }
        defer { servers.forEach { $0.stop() } }
        let transport = CurlTransport()
        for server in servers + [servers[0]] {
            server.route("/ok", .json("{}"))
            let response = try await transport.send(HTTPRequest(url: server.baseURL + "/ok", timeout: .seconds(30)))
            #expect(response.status == 200)
        }
        #expect(servers[0].requests.count == 2)
        #expect(servers[0].connectionCount == 1)
    }

    /// As `refresh --all` asks: four at a time. An HTTP/1.1 server needs a connection for each
    /// request in flight, and no more; each is one handshake, full or resumed (connections
    /// opened at once may all start before any session is there to resume).
    @Test func twelveRequestsFourAtATimeOverTLSOpenNoMoreThanFourConnections() async throws {
        let server = try LoopbackServer(keepsConnectionsOpen: true, tls: LoopbackTLS(certificate: certificate))
        defer { server.stop() }
        server.route("/ok", .json("{}"))
        let transport = CurlTransport(configuration: .init(caBundlePath: certificate.certificatePath))
        try await send(transport, server, count: 12, lanes: 4)
        #expect(server.connectionCount <= 4)
        let handshakes = try #require(server.tls?.handshakes)
        #expect(handshakes.full + handshakes.resumed == server.connectionCount)
        print(
            "ConnectionReuseTests: 12 requests, 4 at a time: \(server.connectionCount) connections, \(handshakes.full) full handshakes, \(handshakes.resumed) resumed"
        )
    }

    /// A server that closes each connection after its reply: every new connection after the
    /// first resumes the TLS session of an earlier one, so it skips the key exchange.
    @Test func newConnectionsAfterTheFirstResumeItsTLSSession() async throws {
        let server = try LoopbackServer(keepsConnectionsOpen: false, tls: LoopbackTLS(certificate: certificate))
        defer { server.stop() }
        server.route("/ok", .json("{}"))
        let transport = CurlTransport(configuration: .init(caBundlePath: certificate.certificatePath))
        try await send(transport, server, count: 4, lanes: 1)
        #expect(server.connectionCount == 4)
        #expect(server.tls?.handshakes == LoopbackTLS.Handshakes(full: 1, resumed: 3))
    }

    /// Waiting for a shared connection must never hold a request back: four requests whose
    /// replies wait until all four have arrived can only succeed in parallel.
    @Test func requestsToAnHTTP11ServerOverTLSStillRunInParallel() async throws {
        let server = try LoopbackServer(keepsConnectionsOpen: true, tls: LoopbackTLS(certificate: certificate))
        defer { server.stop() }
        let everyoneArrived = Gate()
        let arrivals = Mutex(0)
        server.route("/ok") { _ in
            if arrivals.withLock({
                $0 += 1; return $0
            }) == 4 {
                everyoneArrived.open()
            }
            return Reply(steps: [.wait(everyoneArrived)] + Reply.json("{}").steps)
        }
        let transport = CurlTransport(configuration: .init(caBundlePath: certificate.certificatePath))
        try await send(transport, server, count: 4, lanes: 4)
        #expect(everyoneArrived.isOpen)
    }
}

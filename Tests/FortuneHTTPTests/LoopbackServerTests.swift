#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import FortuneTestSupport
import Testing
import FortuneHTTP

@Suite struct LoopbackServerTests {
    @Test func aScriptedRouteAnswersWithItsStatusHeadersAndBody() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route(
            "/hello", .status(201, headers: [HTTPHeader(name: "X-Fortune", value: "dragon")], body: "hi there"))

        let response = try LoopbackClient.exchange(
            port: server.port, "GET /hello?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

        #expect(response.status == 201)
        #expect(response.head.value(of: "x-fortune") == "dragon")
        #expect(response.head.value(of: "Content-Length") == "8")
        #expect(response.head.value(of: "Connection") == "close")
        #expect(response.bodyText == "hi there")
    }

    @Test func aRoutesRepliesComeInOrderAndTheLastRepeats() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/v1/models", .status(503), .json(#"{"ok":true}"#))

        let statuses = try (1...3).map { _ in
            try LoopbackClient.exchange(port: server.port, "GET /v1/models HTTP/1.1\r\n\r\n").status
        }

        #expect(statuses == [503, 200, 200])
    }

    @Test func aRouteForOneMethodLeavesOtherMethodsUnanswered() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/generate", method: "POST", .json("{}"))

        let get = try LoopbackClient.exchange(port: server.port, "GET /generate HTTP/1.1\r\n\r\n")
        let post = try LoopbackClient.exchange(
            port: server.port, "POST /generate HTTP/1.1\r\nContent-Length: 0\r\n\r\n")

        #expect(get.status == 404)
        #expect(post.status == 200)
    }

    @Test func anUnknownPathGets404NamingIt() throws {
        let server = try LoopbackServer()
        defer { server.stop() }

        let response = try LoopbackClient.exchange(port: server.port, "GET /nowhere HTTP/1.1\r\n\r\n")

        #expect(response.status == 404)
        #expect(response.bodyText.contains("/nowhere"))
        #expect(server.requests.map(\.path) == ["/nowhere"])
    }

    @Test func requestsAreRecordedByteForByte() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/upload", .status(204))
        let body: [UInt8] = [0, 1, 13, 10, 13, 10, 255] + Array("héllo".utf8)

        let client = try LoopbackClient(port: server.port)
        try client.send(
            "POST /upload?alt=sse&n=2 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Goog-Api-Key:  secret \r\nContent-Length: \(body.count)\r\n\r\n"
        )
        try client.send(body)
        #expect(try LoopbackClient.parse(client.receiveAll()).status == 204)

        let request = try #require(server.requests.first)
        #expect(server.requests.count == 1)
        #expect(request.method == "POST")
        #expect(request.target == "/upload?alt=sse&n=2")
        #expect(request.path == "/upload")
        #expect(request.query == "alt=sse&n=2")
        #expect(request.headers.map(\.name) == ["Host", "X-Goog-Api-Key", "Content-Length"])
        #expect(request.header("x-goog-api-key") == "secret")
        #expect(request.body == body)
    }

    @Test func aChunkedRequestBodyAfterExpectContinueIsReassembled() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/upload", handler: { request in Reply(body: request.body.reversed()) })

        let client = try LoopbackClient(port: server.port)
        try client.send("POST /upload HTTP/1.1\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n")
        let interim = try client.receive(until: "\r\n\r\n")
        #expect(String(decoding: interim, as: UTF8.self) == "HTTP/1.1 100 Continue\r\n\r\n")
        try client.send("3\r\nabc\r\n10;name=value\r\n0123456789abcdef\r\n0\r\nX-Trailer: t\r\n\r\n")
        let response = try LoopbackClient.parse(client.receiveAll())

        #expect(server.requests.first?.bodyText == "abc0123456789abcdef")
        #expect(response.bodyText == "fedcba9876543210cba")
    }

    @Test func aChunkedReplyReassemblesToItsPieces() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/stream", .chunked(pieces: ["first ", "", "second"]))

        let client = try LoopbackClient(port: server.port)
        try client.send("GET /stream HTTP/1.1\r\n\r\n")
        let raw = try client.receiveAll()
        let response = try LoopbackClient.parse(raw)

        #expect(response.head.value(of: "Transfer-Encoding") == "chunked")
        #expect(String(decoding: raw, as: UTF8.self).hasSuffix("6\r\nsecond\r\n0\r\n\r\n"))
        #expect(response.bodyText == "first second")
    }

    @Test func anEventStreamSendsItsFirstEventBeforeTheGateOpens() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let gate = Gate()
        server.route("/events", .sse(pieces: [.event("one"), .wait(gate), .event("two"), "{\"error\":{}}\n\n"]))

        let client = try LoopbackClient(port: server.port)
        try client.send("GET /events HTTP/1.1\r\n\r\n")
        let early = String(decoding: try client.receive(until: "data: one\r\n\r\n"), as: UTF8.self)
        #expect(early.contains("Content-Type: text/event-stream"))
        #expect(!early.contains("two"))
        #expect(!gate.isOpen)

        gate.open()
        let response = try LoopbackClient.parse(Array(early.utf8) + client.receiveAll())
        #expect(response.bodyText == "data: one\r\n\r\ndata: two\r\n\r\n{\"error\":{}}\n\n")
    }

    @Test func aStreamFramedUntilCloseHasNoLengthAndEndsWithTheConnection() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/events", .sse(events: ["a", "b"], framing: .untilClose))

        let response = try LoopbackClient.exchange(port: server.port, "GET /events HTTP/1.1\r\n\r\n")

        #expect(response.head.value(of: "Transfer-Encoding") == nil)
        #expect(response.head.value(of: "Content-Length") == nil)
        #expect(response.bodyText == "data: a\r\n\r\ndata: b\r\n\r\n")
    }

    @Test func connectionsAreServedConcurrently() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let gate = Gate()
        // Every reply waits for the gate: served one at a time, only the first request would be read.
        server.route("/slow", Reply(steps: [.wait(gate)] + Reply.status(200, body: "done").steps))

        let clients = try (0..<20).map { _ in try LoopbackClient(port: server.port) }
        for client in clients { try client.send("GET /slow HTTP/1.1\r\n\r\n") }
        try waitUntil { server.requests.count == 20 }
        gate.open()

        for client in clients { #expect(try LoopbackClient.parse(client.receiveAll()).bodyText == "done") }
    }

    @Test func aBigBodyArrivesWhole() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let size = 3 << 20 + 7
        server.route("/big", .big(bytes: size))

        let response = try LoopbackClient.exchange(port: server.port, "GET /big HTTP/1.1\r\n\r\n")

        #expect(response.head.value(of: "Content-Length") == String(size))
        #expect(response.body.count == size)
        #expect(response.body.enumerated().allSatisfy { $0.element == Reply.bigByte(at: $0.offset) })
    }

    @Test func aDroppedConnectionEndsWithoutAByte() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/drop", .drop)

        let client = try LoopbackClient(port: server.port)
        try client.send("GET /drop HTTP/1.1\r\n\r\n")

        #expect(try client.receiveAll().isEmpty)
    }

    @Test func aTruncatedBodyIsShorterThanItsDeclaredLength() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/cut", .truncated(declaredLength: 100, body: "only this"))

        let response = try LoopbackClient.exchange(port: server.port, "GET /cut HTTP/1.1\r\n\r\n")

        #expect(response.head.value(of: "Content-Length") == "100")
        #expect(response.bodyText == "only this")
    }

    @Test func stopEndsAHangingConnection() throws {
        let server = try LoopbackServer()
        server.route("/hang", .hang)
        let client = try LoopbackClient(port: server.port, timeout: .seconds(5))
        try client.send("GET /hang HTTP/1.1\r\n\r\n")
        try waitUntil { server.requests.count == 1 }

        server.stop()
        server.stop()

        #expect(try client.receiveAll().isEmpty)
        #expect(!LoopbackClient.canConnect(port: server.port))
    }

    @Test func stopEndsAPausedReplyAndAnIdleConnection() throws {
        let server = try LoopbackServer()
        server.route("/slow", .delayed(by: .seconds(600), .status(200)))
        let slow = try LoopbackClient(port: server.port, timeout: .seconds(5))
        try slow.send("GET /slow HTTP/1.1\r\n\r\n")
        let idle = try LoopbackClient(port: server.port, timeout: .seconds(5))
        try waitUntil { server.requests.count == 1 }

        server.stop()

        #expect(try slow.receiveAll().isEmpty)
        #expect(try idle.receiveAll().isEmpty)
    }

    @Test func aTLSServerSpeaksHTTPSWithTheCertificateMadeForIt() throws {
        guard TestCertificate.openssl != nil else {
            print("skipped: openssl is not installed, so no certificate can be made")
            return
        }
        let certificate = try TestCertificate()
        let server = try LoopbackServer(tls: LoopbackTLS(certificate: certificate))
        defer { server.stop() }

        #expect(server.baseURL == "https://127.0.0.1:\(server.port)")
        #expect(LoopbackClient.canConnect(port: server.port))
        let pem = try String(contentsOfFile: certificate.certificatePath, encoding: .utf8)
        #expect(pem.hasPrefix("-----BEGIN CERTIFICATE-----"))
    }

    @Test func aTLSServerReleasedWithoutStopStopsListening() throws {
        var server: LoopbackServer? = try LoopbackServer(tls: LoopbackTLS(certificate: TestCertificate()))
        let port = try #require(server?.port)
        #expect(LoopbackClient.canConnect(port: port))

        server = nil
        #expect(!LoopbackClient.canConnect(port: port))
    }

    /// Waits for `condition`, failing after ten seconds.
    private func waitUntil(_ condition: () -> Bool) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while !condition() {
            try #require(clock.now < deadline, "condition not met within ten seconds")
            usleep(5_000)
        }
    }
}

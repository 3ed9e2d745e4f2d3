import Synchronization
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP

/// The real libcurl path, against a loopback server started per test.
@Suite struct CurlTransportTests {
    let transport = CurlTransport()

    @Test func aPostArrivesByteForByteWithItsHeaders() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/echo", method: "POST", .json(#"{"ok":true}"#))
        let body = Array(#"{"contents":[{"parts":[{"text":"닭띠 🐓 \"quoted\""}]}]}"#.utf8)
        let response = try await transport.send(
            HTTPRequest(
                method: .post, url: server.baseURL + "/echo?alt=sse",
                headers: [
                    HTTPHeader(name: "Content-Type", value: "application/json"),
                    HTTPHeader(name: "x-goog-api-key", value: "test-key"),
                ],
                body: body
            ))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.target == "/echo?alt=sse")
        #expect(received.body == body)
        #expect(received.header("content-type") == "application/json")
        #expect(received.header("x-goog-api-key") == "test-key")
        #expect(received.header("user-agent") == "fortune/\(fortuneVersion)")
    }

    @Test(arguments: [400, 404, 429, 500, 503])
    func aFailureStatusComesBackWithItsBody(status: Int) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/fail", .json(status: status, #"{"error":{"code":\#(status)}}"#))
        let response = try await transport.send(HTTPRequest(url: server.baseURL + "/fail"))
        #expect(response.status == status)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"error":{"code":\#(status)}}"#)
        #expect(response.head.value(of: "CONTENT-TYPE") == "application/json")
    }

    @Test func aChunkedBodyIsReassembled() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/chunked", .chunked(pieces: ["one ", "two ", "three"]))
        let response = try await transport.send(HTTPRequest(url: server.baseURL + "/chunked"))
        #expect(String(decoding: response.body, as: UTF8.self) == "one two three")
    }

    @Test func aStreamDeliversTheFirstEventWhileTheServerHoldsBackTheRest() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let gate = Gate()
        server.route("/stream", .sse(pieces: [.event("first"), .wait(gate), .event("second")]))
        let response = try await transport.stream(HTTPRequest(url: server.baseURL + "/stream"))
        #expect(response.head.status == 200)
        var iterator = response.body.makeAsyncIterator()
        let first = try #require(try await iterator.next())
        #expect(String(decoding: first, as: UTF8.self) == "data: first\r\n\r\n")
        #expect(!gate.isOpen, "the first event must arrive before the rest is released")
        gate.open()
        var rest: [UInt8] = []
        while let piece = try await iterator.next() { rest += piece }
        #expect(String(decoding: rest, as: UTF8.self) == "data: second\r\n\r\n")
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/hang", .hang)
        await #expect {
            _ = try await transport.send(HTTPRequest(url: server.baseURL + "/hang", timeout: .milliseconds(300)))
        } throws: { error in
            (error as? HTTPError)?.kind == .timedOut
        }
    }

    @Test func aNearDeadlineCutsTheRequestsLongerTimeouts() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/hang", .hang)
        let left = Duration.seconds(1)
        let timeout = Duration.seconds(60)
        let clock = ContinuousClock()
        let start = clock.now
        let request = HTTPRequest(
            url: server.baseURL + "/hang", timeout: timeout, connectTimeout: .seconds(30),
            deadline: start.advanced(by: left))
        let error = await #expect(throws: HTTPError.self) { _ = try await transport.send(request) }
        let took = clock.now - start
        #expect(error?.kind == .timedOut)
        // libcurl was given what was left before the deadline, not the 60 s timeout: the
        // message says how long it waited, to a tenth of a second.
        let said = error?.description.split(separator: "timed out after ").last.map { $0.dropLast() }
        let waited = try #require(said.flatMap { Double($0) }, "\(String(describing: error))")
        #expect(waited > 0 && waited <= Double(left.components.seconds))
        #expect(took >= left - .milliseconds(50), "not before the deadline")
        // Far sooner than the timeout, with room for a machine busy with every other test.
        #expect(took < timeout / 2, "the send took \(took) for a deadline \(left) away")
    }

    @Test func theDeadlineCutsBothTimeoutsButNeverBelowAMillisecond() {
        let now = ContinuousClock.now
        var request = HTTPRequest(url: "http://127.0.0.1/", timeout: .seconds(30), connectTimeout: .seconds(10))
        #expect(request.limits(at: now) == (.seconds(30), .seconds(10)))
        request.deadline = now.advanced(by: .seconds(4))
        #expect(request.limits(at: now) == (.seconds(4), .seconds(4)))
        request.deadline = now.advanced(by: .seconds(20))
        #expect(request.limits(at: now) == (.seconds(20), .seconds(10)))
        request.deadline = now.advanced(by: .seconds(-5))
        #expect(request.limits(at: now) == (.milliseconds(1), .milliseconds(1)))
    }

    @Test func aClosedPortIsConnectionRefused() async throws {
        // Port 1 (tcpmux) is privileged and unused: unlike a freed ephemeral port, no other
        // test can be listening on it.
        let url = "http://127.0.0.1:1/"
        await #expect {
            _ = try await transport.send(HTTPRequest(url: url))
        } throws: { error in
            let error = error as? HTTPError
            return error?.kind == .connectionRefused && error?.description.contains("connection refused") == true
        }
    }

    @Test func theSizeCapHoldsForABodyFarLargerThanIt() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/big", .big(bytes: 64 << 20))
        await #expect {
            _ = try await transport.send(HTTPRequest(url: server.baseURL + "/big", maxResponseBytes: 64 << 10))
        } throws: { error in
            (error as? HTTPError)?.kind == .tooLarge
        }
    }

    @Test func theSizeCapHoldsForAStreamedBodyWithoutALength() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        // Chunked, so no Content-Length can refuse it up front: the cap must cut it mid-body.
        server.route("/big", .chunked(pieces: Array(repeating: String(repeating: "x", count: 16 << 10), count: 256)))
        let response = try await transport.stream(HTTPRequest(url: server.baseURL + "/big", maxResponseBytes: 64 << 10))
        #expect(response.head.status == 200)
        var received = 0
        await #expect {
            for try await piece in response.body { received += piece.count }
        } throws: { error in
            (error as? HTTPError)?.kind == .tooLarge
        }
        #expect(received <= 64 << 10)
    }

    @Test func aDroppedConnectionAndATruncatedBodyAreErrorsNotResponses() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/drop", .drop)
        server.route("/truncated", .truncated(declaredLength: 100, body: "only this"))
        for path in ["/drop", "/truncated"] {
            await #expect {
                _ = try await transport.send(HTTPRequest(url: server.baseURL + path))
            } throws: { error in
                (error as? HTTPError)?.kind == .connectionClosed
            }
        }
    }

    @Test func cancellingTheTaskEndsATransferThatIsNeverAnswered() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/hang", .hang)
        let transport = transport
        let task = Task {
            try await transport.send(HTTPRequest(url: server.baseURL + "/hang", timeout: .seconds(120)))
        }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        // Generous bound: the transfer's own timeout is 120 s; cancellation must not wait for it.
        #expect(clock.now - start < .seconds(30))
    }

    /// Each reply waits, 200 ms apart, until all twenty requests have arrived: one transfer at a
    /// time could never get past the first, so success means they were all in flight together
    /// (and together take about 200 ms, where one after another would take 4 s).
    @Test func twentyConcurrentRequestsAreAllInFlightAtOnce() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let everyoneArrived = Gate()
        let arrivals = Mutex(0)
        server.route("/slow") { _ in
            if arrivals.withLock({
                $0 += 1; return $0
            }) == 20 {
                everyoneArrived.open()
            }
            return Reply(steps: [.wait(everyoneArrived), .pause(.milliseconds(200))] + Reply.json("{}").steps)
        }
        let transport = transport
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await transport.send(HTTPRequest(url: server.baseURL + "/slow", timeout: .seconds(30))).status
                }
            }
            for try await status in group { #expect(status == 200) }
        }
        #expect(server.requests.count == 20)
        #expect(everyoneArrived.isOpen)
    }

    @Test func onlyHTTPAndHTTPSAreAllowed() async throws {
        await #expect {
            _ = try await transport.send(HTTPRequest(url: "file:///etc/passwd"))
        } throws: { error in
            (error as? HTTPError)?.kind == .unsupportedURL
        }
    }

    @Test func aSelfSignedCertificateIsRefusedByDefaultAndAcceptedAsTheCABundle() async throws {
        let certificate = try TestCertificate()
        let server = try LoopbackServer(tls: LoopbackTLS(certificate: certificate))
        defer { server.stop() }
        server.route("/", .status(200))
        await #expect {
            _ = try await transport.send(HTTPRequest(url: server.baseURL + "/"))
        } throws: { error in
            (error as? HTTPError)?.kind == .tls
        }
        let trusting = CurlTransport(configuration: .fromEnvironment(["SSL_CERT_FILE": certificate.certificatePath]))
        let response = try await trusting.send(HTTPRequest(url: server.baseURL + "/"))
        #expect(response.status == 200)
    }

    @Test func theCertificateLocationsComeFromTheEnvironment() {
        let configuration = CurlTransport.Configuration.fromEnvironment([
            "SSL_CERT_FILE": "/a.pem", "SSL_CERT_DIR": "/certs",
        ])
        #expect(configuration.caBundlePath == "/a.pem")
        #expect(configuration.caDirectoryPath == "/certs")
        #expect(CurlTransport.Configuration.fromEnvironment([:]).caBundlePath == nil)
    }
}

import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP

/// A stream is bound by silences, not by one timeout for the whole: a slow local model that keeps
/// sending is read to its end, however long that takes within the deadline; one that sends
/// nothing, before its first byte or after, is cut and said to be slow, not unreachable.
@Suite struct StreamTimeoutTests {
    let transport = CurlTransport()

    func read(_ request: HTTPRequest) async throws -> String {
        let response = try await transport.stream(request)
        var body: [UInt8] = []
        for try await piece in response.body { body += piece }
        return String(decoding: body, as: UTF8.self)
    }

    @Test func aStreamStillSendingIsReadPastItsTimeout() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        // Five events 0.5 s apart: 2.5 s in all, against a 1 s timeout and 2 s of silence allowed.
        server.route("/slow", .sse(events: ["1", "2", "3", "4", "5"], pause: .milliseconds(500)))
        var request = HTTPRequest(url: server.baseURL + "/slow", timeout: .seconds(1))
        request.idleTimeout = .seconds(2)
        request.deadline = .now.advanced(by: .seconds(20))
        let body = try await read(request)
        #expect(body.contains("data: 5"))
    }

    @Test func aStreamThatFallsSilentIsCutAsStalled() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let gate = Gate()
        defer { gate.open() }
        server.route("/silent", .sse(pieces: [.event("first"), .wait(gate), .event("never")]))
        var request = HTTPRequest(url: server.baseURL + "/silent", timeout: .seconds(60))
        request.idleTimeout = .seconds(1)
        // The words say what cut it: the 1 s of silence, not the 60 s timeout (no wall clock is
        // read, which a busy machine would stretch).
        let error = await #expect(throws: HTTPError.self) { _ = try await read(request) }
        #expect(error?.kind == .stalled)
        #expect(error?.description.contains("stopped coming: nothing for 1s") == true, "\(String(describing: error))")
    }

    @Test func aStreamWithNoFirstByteWithinItsTimeoutSaysAModelMayBeLoading() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/hang", .hang)
        let request = HTTPRequest(url: server.baseURL + "/hang", timeout: .seconds(1))
        let error = await #expect(throws: HTTPError.self) { _ = try await read(request) }
        #expect(error?.kind == .stalled)
        #expect(error?.description.contains("may still be loading") == true, "\(String(describing: error))")
    }

    @Test func aStreamStillSendingAtTheDeadlineIsSaidToBeCutThere() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/long", .sse(events: Array(repeating: "more", count: 40), pause: .milliseconds(100)))
        var request = HTTPRequest(url: server.baseURL + "/long", timeout: .seconds(5))
        request.deadline = .now.advanced(by: .seconds(1))
        let error = await #expect(throws: HTTPError.self) { _ = try await read(request) }
        #expect(error?.kind == .stalled)
        #expect(error?.description.contains("still coming at the deadline") == true, "\(String(describing: error))")
    }
}

import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP

/// libcurl refuses a response header over its limit as "out of memory": said as what it is,
/// and not worth another attempt.
@Suite struct HeaderTooLargeTests {
    @Test func aResponseHeaderOverLibcurlsLimitIsTooLargeNotOutOfMemory() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let huge = HTTPHeader(name: "X-Padding", value: String(repeating: "a", count: 300_000))
        server.route("/big", .json(headers: [huge], #"{"ok":true}"#))
        let error = await #expect(throws: HTTPError.self) {
            _ = try await CurlTransport().send(HTTPRequest(url: server.baseURL + "/big"))
        }
        #expect(error?.kind == .tooLarge)
        #expect(error?.isTransient == false)
        #expect(error?.description.contains("too large") == true)
        #expect(error?.description.lowercased().contains("out of memory") == false)
    }
}

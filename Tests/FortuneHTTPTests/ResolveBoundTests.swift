import Testing
@testable import FortuneHTTP

/// libcurl joins a resolve still waiting at cleanup unless told to leave it: with a DNS server
/// that never answers, a request would outlast its deadline by the resolver's own timeouts.
@Suite struct ResolveBoundTests {
    @Test func everyTransferAsksLibcurlNotToWaitForAHangingResolve() throws {
        let loop = try CurlMultiLoop.shared()
        let transfer = try CurlTransfer(
            request: HTTPRequest(url: "http://127.0.0.1:1/"), control: TransferControl(),
            configuration: CurlTransport.Configuration(), share: loop.shareHandle,
            sink: CurlTransfer.Sink(head: { _ in }, body: { _ in }, end: { _ in }))
        // libcurl 7.87 and later take the option; the test machine's is newer.
        #expect(transfer.quickExit)
    }
}

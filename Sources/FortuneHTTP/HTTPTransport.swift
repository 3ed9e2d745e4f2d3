/// Sends HTTP requests: libcurl in the product (`CurlTransport`), a stub in most tests.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the whole response, whatever its status.
    ///
    /// - Throws: `HTTPError` when no response could be had (refused, timed out, too large…);
    ///   `CancellationError` when the task was cancelled.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// Sends `request` and returns as soon as the response head has arrived; the body follows
    /// in `HTTPStreamingResponse.body` as the server writes it.
    ///
    /// - Throws: as `send(_:)`, for failures before the head; later ones end the body stream.
    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse
}

import Synchronization
public import FortuneHTTP

/// An `HTTPTransport` that answers from a script and records every request, for tests of the
/// clients built on the protocol.
///
/// Replies are used in order, one per request, whichever of `send` and `stream` asked; a
/// request beyond the script fails with `StubTransport.Failure`. Time is modelled only by the
/// request's deadline: one that has passed fails with `HTTPError.timedOut`, and `hang` waits
/// for as long as the request may take.
public final class StubTransport: HTTPTransport {
    /// One scripted answer.
    public enum Reply: Sendable {
        /// A response with `status`, `headers` and a body delivered in `chunks`; when `failure`
        /// is set, the body ends with it after the chunks (or `send` throws it).
        case response(status: Int, headers: [HTTPHeader] = [], chunks: [[UInt8]], failure: (any Error)? = nil)
        /// No response at all: the transport throws `error`.
        case failure(any Error)
        /// No response ever: the request waits out its timeout, as the real transport cuts it
        /// to the request's deadline (`HTTPRequest.limits(at:)`), then times out.
        case hang

        /// A whole body of UTF-8 text.
        public static func body(_ status: Int, _ text: String, headers: [HTTPHeader] = []) -> Reply {
            .response(status: status, headers: headers, chunks: [Array(text.utf8)])
        }

        /// A body of UTF-8 text cut into `pieces`, to be delivered one at a time.
        public static func pieces(_ status: Int, _ pieces: [String], failure: (any Error)? = nil) -> Reply {
            .response(status: status, chunks: pieces.map { Array($0.utf8) }, failure: failure)
        }

        /// A body of bytes cut every `size` bytes, whatever they are.
        public static func bytes(_ status: Int, _ body: [UInt8], every size: Int) -> Reply {
            let chunks = stride(from: 0, to: body.count, by: size).map { Array(body[$0..<min($0 + size, body.count)]) }
            return .response(status: status, chunks: chunks)
        }
    }

    /// What the transport throws: a stand-in for the real transport's errors.
    public struct Failure: Error, CustomStringConvertible, Sendable, Hashable {
        public let description: String

        public init(_ description: String) {
            self.description = description
        }
    }

    private struct State {
        var replies: [Reply]
        var requests: [HTTPRequest] = []
        var waits: [Duration] = []
    }

    private let state: Mutex<State>

    public init(_ replies: [Reply]) {
        state = Mutex(State(replies: replies))
    }

    /// The requests received so far, in order.
    public var requests: [HTTPRequest] {
        state.withLock { $0.requests }
    }

    /// How long each `hang` waited: its request's timeout as cut to the deadline when it came.
    public var waits: [Duration] {
        state.withLock { $0.waits }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await respond(to: request)
        if let failure = response.failure { throw failure }
        return HTTPResponse(head: response.head, body: response.chunks.flatMap { $0 })
    }

    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let response = try await respond(to: request)
        let (body, continuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        for chunk in response.chunks { continuation.yield(chunk) }
        continuation.finish(throwing: response.failure)
        return HTTPStreamingResponse(head: response.head, body: body)
    }

    /// The response the next reply scripts for `request`, its body in chunks and the failure
    /// that ends it; a reply of no response throws, or hangs, here.
    private func respond(to request: HTTPRequest) async throws -> (
        head: HTTPResponseHead, chunks: [[UInt8]], failure: (any Error)?
    ) {
        switch try next(for: request) {
        case .failure(let error):
            throw error
        case .hang:
            try await hang(request)
        case .response(let status, let headers, let chunks, let failure):
            return (HTTPResponseHead(status: status, headers: headers), chunks, failure)
        }
    }

    /// Waits out `request`'s timeout, cut to its deadline, then throws `HTTPError.timedOut`.
    private func hang(_ request: HTTPRequest) async throws -> Never {
        let timeout = request.limits().timeout
        state.withLock { $0.waits.append(timeout) }
        try await Task.sleep(for: timeout)
        throw HTTPError(.timedOut, "request timed out: no answer within its timeout")
    }

    /// The next reply; a request whose deadline has already passed gets no reply (and uses
    /// none): it times out at once, as the real transport's would.
    private func next(for request: HTTPRequest) throws -> Reply {
        try state.withLock { state in
            state.requests.append(request)
            if let deadline = request.deadline, deadline <= .now {
                throw HTTPError(.timedOut, "request timed out: its deadline had passed")
            }
            guard !state.replies.isEmpty else {
                throw Failure("no scripted reply for request \(state.requests.count)")
            }
            return state.replies.removeFirst()
        }
    }
}

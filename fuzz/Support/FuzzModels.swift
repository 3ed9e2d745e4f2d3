@testable import FortuneCore
@testable import FortuneHTTP
@testable import FortuneGeneration

/// A transport that answers every request with the fuzzer's response: its status, and its
/// body in the pieces the fuzzer chose.
struct FuzzTransport: HTTPTransport {
    let status: Int
    let chunks: [[UInt8]]

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(head: HTTPResponseHead(status: status), body: chunks.flatMap { $0 })
    }

    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let (body, continuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        for chunk in chunks { continuation.yield(chunk) }
        continuation.finish()
        return HTTPStreamingResponse(head: HTTPResponseHead(status: status), body: body)
    }
}

/// One fuzz input read as a response: the first byte picks the status, the second how the
/// body is cut, the rest is the body.
struct FuzzResponse {
    static let statuses = [200, 200, 200, 200, 400, 401, 403, 404, 408, 429, 500, 503]

    let status: Int
    let chunks: [[UInt8]]

    init(_ bytes: [UInt8]) {
        let status = bytes.first.map { Self.statuses[Int($0) % Self.statuses.count] } ?? 200
        let size = bytes.count > 1 ? Int(bytes[1] % 64) + 1 : 1
        let body = Array(bytes.dropFirst(2))
        self.status = status
        self.chunks = bytes.count > 1 && bytes[1] >= 192 ? [body] : pieces(of: body, size: size)
    }

    var transport: FuzzTransport { FuzzTransport(status: status, chunks: chunks) }
}

/// A key no message may ever show.
let fuzzKey = APIKey("AIzaSyFUZZ-known-key-0123456789abcdefghi")!

let fuzzRequest = GenerationRequest(
    sign: .rooster, day: CalendarDay(year: 2026, month: 2, day: 17)!, language: .english,
    prompt: Prompt(instructions: "Plain text only.", text: "Write today's fortune for the Rooster.")
)

/// Asks `model` once for a whole answer and once for a stream, and checks what any model must
/// do with any response: text that is not blank, a stream whose pieces add up to its text, or
/// a `GenerationError` said in one safe line that never shows the key.
func checkModel(_ model: some GenerativeModel, key: String) {
    let whole = blocking { () -> Result<Generation, any Error> in
        do { return .success(try await model.generate(fuzzRequest)) } catch { return .failure(error) }
    }
    checkOutcome(whole, key: key)
    let streamed = blocking { () -> (texts: [String], outcome: Result<Generation, any Error>?) in
        var texts: [String] = []
        do {
            for try await event in model.stream(fuzzRequest) {
                switch event {
                case .text(let text): texts.append(text)
                case .finished(let generation): return (texts, .success(generation))
                }
            }
            return (texts, nil)
        } catch {
            return (texts, .failure(error))
        }
    }
    if let outcome = streamed.outcome {
        checkOutcome(outcome, key: key)
        if case .success(let generation) = outcome {
            check(
                streamed.texts.joined() == generation.text,
                "streamed pieces \(streamed.texts) != text \(generation.text.debugDescription)")
        }
    }
}

private func checkOutcome(_ outcome: Result<Generation, any Error>, key: String) {
    switch outcome {
    case .success(let generation):
        check(!generation.text.allSatisfy(\.isWhitespace), "a blank answer was accepted")
    case .failure(let error):
        guard let error = error as? GenerationError else {
            check(false, "not a GenerationError: \(error)")
            return
        }
        let line = error.description
        check(isSafeLine(line), "unsafe message: \(line.debugDescription)")
        check(!line.contains(key), "the key in a message: \(line)")
        check(error.exitStatus != .ok, "a failure that exits 0")
    }
}

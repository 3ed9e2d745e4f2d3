import Foundation
import Testing
import FortuneTestSupport
@testable import FortuneGeneration
@testable import FortuneCore

/// Every response body on file, the project's own and the service's, through the
/// whole client: success files must give text and never a thought, failure files a
/// `GenerationError`, never text and never a crash.
@Suite struct GeminiConformanceTests {
    /// The service's `*-success-*` answers that are only function calls: a success for an SDK that
    /// hands the call to the application, but no fortune for this client, which asks for text.
    static let functionCallOnly: Set<String> = [
        "unary-success-function-call-empty-arguments.json",
        "unary-success-function-call-no-arguments.json",
        "unary-success-function-call-parallel-calls.json",
        "unary-success-function-call-with-arguments.json",
    ]

    @Test(
        "a unary body gives text or a GenerationError as its name says",
        arguments: GeminiFixtures.all.filter { !$0.isStreaming })
    func unaryBody(_ file: GeminiFixtures.File) async throws {
        let body = file.bytes
        let (model, _, _) = makeModel([.response(status: Self.status(of: body), chunks: [body])], retry: .never)
        let result = await Result(catching: { try await model.generate(testRequest) })
        try check(result.map(\.text), file: file, thoughts: Self.thoughts(inUnary: body))
    }

    @Test(
        "a streamed body gives text or a GenerationError as its name says, however it is cut",
        arguments: GeminiFixtures.all.filter(\.isStreaming), [1, 3, 64, Int.max]
    )
    func streamedBody(_ file: GeminiFixtures.File, pieceSize: Int) async throws {
        let body = file.bytes
        let (model, _, _) = makeModel([.bytes(200, body, every: min(pieceSize, max(body.count, 1)))], retry: .never)
        let outcome = await collect(model.stream(testRequest))
        if let error = outcome.error {
            try check(.failure(error), file: file, thoughts: [])
            #expect(outcome.finished == nil)
        } else {
            let finished = try #require(outcome.finished)
            #expect(outcome.texts.joined() == finished.text, "the pieces add up to the whole")
            try check(.success(finished.text), file: file, thoughts: Self.thoughts(inStream: body))
        }
    }

    private func check(_ result: Result<String, any Error>, file: GeminiFixtures.File, thoughts: [String]) throws {
        switch result {
        case .success(let text):
            #expect(file.expectsSuccess && !Self.functionCallOnly.contains(file.name), "gave text: \(text)")
            #expect(!text.allSatisfy { $0.isWhitespace })
            for thought in thoughts {
                #expect(!text.contains(thought), "a thought was shown")
            }
        case .failure(let error):
            let generationError = try #require(error as? GenerationError, "not a GenerationError: \(error)")
            if Self.functionCallOnly.contains(file.name) {
                #expect(generationError.category == .noText)
            } else {
                #expect(!file.expectsSuccess, "failed: \(generationError)")
            }
            #expect(generationError.exitStatus != .ok)
            #expect(!generationError.description.contains("\n"))
        }
    }

    /// The status to serve a body with: the `code` of an error body, else 200.
    static func status(of body: [UInt8]) -> Int {
        struct ErrorBody: Decodable {
            struct Inner: Decodable { var code: Int? }
            var error: Inner?
        }
        return (try? JSONDecoder().decode(ErrorBody.self, from: Data(body)))?.error?.code ?? 200
    }

    private struct Parts: Decodable {
        struct Candidate: Decodable {
            struct Content: Decodable { var parts: [Part]? }
            var content: Content?
        }
        struct Part: Decodable {
            var text: String?
            var thought: Bool?
        }
        var candidates: [Candidate]?

        var thoughts: [String] {
            let parts: [Part] = (candidates ?? []).flatMap { $0.content?.parts ?? [] }
            return parts.filter { $0.thought == true }.compactMap(\.text).filter { !$0.isEmpty }
        }
    }

    static func thoughts(inUnary body: [UInt8]) -> [String] {
        (try? JSONDecoder().decode(Parts.self, from: Data(body)))?.thoughts ?? []
    }

    static func thoughts(inStream body: [UInt8]) -> [String] {
        var parser = ServerSentEvents()
        let events = parser.parse(body) + parser.finish()
        return events.flatMap { (try? JSONDecoder().decode(Parts.self, from: Data($0.data.utf8)))?.thoughts ?? [] }
    }
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}

import Foundation
import Synchronization
import Testing
import FortuneTestSupport
@testable import FortuneCore
@testable import FortuneGeneration

/// Response bodies to test the Gemini client against, all in the repository: the project's own
/// fixtures (`Fixtures/gemini`), written for the cases the client must handle, and answers as
/// the service itself wrote them (`Fixtures/gemini-service`).
enum GeminiFixtures {
    static let ownDirectory = RepositoryFiles.path("Tests/FortuneGenerationTests/Fixtures/gemini")
    static let serviceDirectory = RepositoryFiles.path("Tests/FortuneGenerationTests/Fixtures/gemini-service")

    /// One response body on disk.
    struct File: Sendable, CustomTestStringConvertible {
        let directory: String
        let name: String

        var path: String { directory + "/" + name }
        var bytes: [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }
        var isStreaming: Bool { name.hasPrefix("streaming-") }
        var expectsSuccess: Bool { name.contains("-success-") }
        var testDescription: String { (directory == GeminiFixtures.ownDirectory ? "own/" : "service/") + name }
    }

    /// The `unary-*` and `streaming-*` files of `directory`, sorted.
    static func files(in directory: String) -> [File] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return
            names
            .filter {
                ($0.hasPrefix("unary-") || $0.hasPrefix("streaming-"))
                    && ($0.contains("-success-") || $0.contains("-failure-"))
            }
            .sorted()
            .map { File(directory: directory, name: $0) }
    }

    static var own: [File] { files(in: ownDirectory) }
    static var service: [File] { files(in: serviceDirectory) }
    static var all: [File] { own + service }

    static func own(_ name: String) -> File {
        File(directory: ownDirectory, name: name)
    }
}

/// The sleeps a model asked for, recorded instead of waited out.
typealias SleepRecorder = Recorder<Duration>

extension Recorder<Duration> {
    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] delay in record(delay) }
    }
}

/// A known key, shaped like a real one, that no error message may contain.
let testKey = APIKey("AIzaSyTEST-known-key-0123456789abcdefghi")!

let testRequest = GenerationRequest(
    sign: .rooster,
    day: CalendarDay(year: 2026, month: 2, day: 17)!,
    language: .english,
    prompt: "Write today's fortune for the Rooster."
)

/// A policy without jitter, so the backoff is exact.
let exactRetry = RetryPolicy(jitter: .none)

func makeModel(
    _ replies: [StubTransport.Reply],
    retry: RetryPolicy = exactRetry,
    configure: (inout ModelSetup) -> Void = { _ in }
) -> (GeminiModel, StubTransport, SleepRecorder) {
    let transport = StubTransport(replies)
    var setup = ModelSetup(
        model: "gemini-2.5-flash", baseURL: "https://gemini.test", key: testKey, retry: retry, transport: transport)
    configure(&setup)
    let sleeps = SleepRecorder()
    let model = GeminiModel(setup, sleep: sleeps.sleep)
    return (model, transport, sleeps)
}

/// What a stream delivered before it ended, and how it ended.
struct StreamOutcome {
    var texts: [String] = []
    var finished: Generation?
    var error: (any Error)?

    var generationError: GenerationError? { error as? GenerationError }
}

func collect(_ stream: AsyncThrowingStream<GenerationEvent, any Error>) async -> StreamOutcome {
    var outcome = StreamOutcome()
    do {
        for try await event in stream {
            switch event {
            case .text(let text): outcome.texts.append(text)
            case .finished(let generation): outcome.finished = generation
            }
        }
    } catch {
        outcome.error = error
    }
    return outcome
}

/// An error body as the service writes it.
func errorBody(_ code: Int, _ message: String, status: String, details: String = "[]") -> String {
    #"{"error": {"code": \#(code), "message": "\#(message)", "status": "\#(status)", "details": \#(details)}}"#
}

let okBody =
    #"{"candidates": [{"content": {"parts": [{"text": "Good fortune."}], "role": "model"}, "finishReason": "STOP"}]}"#

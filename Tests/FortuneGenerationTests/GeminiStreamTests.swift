import Testing
import FortuneTestSupport
@testable import FortuneHTTP
@testable import FortuneGeneration
@testable import FortuneCore

@Suite struct GeminiStreamTests {
    private static func event(_ text: String, finish: String? = nil) -> String {
        let reason = finish.map { #", "finishReason": "\#($0)""# } ?? ""
        return #"data: {"candidates": [{"content": {"parts": [{"text": "\#(text)"}], "role": "model"}\#(reason)}]}"#
            + "\n\n"
    }

    @Test func theStreamGoesToStreamGenerateContentWithSSE() async throws {
        let (model, transport, _) = makeModel([.pieces(200, [Self.event("Hi.", finish: "STOP")])])
        _ = await collect(model.stream(testRequest))
        let request = try #require(transport.requests.first)
        #expect(request.method == .post)
        #expect(request.url == "https://gemini.test/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse")
        #expect(request.headers.contains(HTTPHeader(name: "x-goog-api-key", value: testKey.secret)))
        #expect(!request.url.contains(testKey.secret))
    }

    @Test func textIsYieldedPieceByPieceThenFinishedWithTheWhole() async throws {
        let body = Self.event("Fortune ") + Self.event("favours ") + Self.event("you.", finish: "STOP")
        // Cut mid-event, mid-line and between the two line feeds of a separator.
        let cuts = [body.prefix(10), body.dropFirst(10).prefix(95), body.dropFirst(105)].map(String.init)
        let (model, _, _) = makeModel([.pieces(200, cuts)])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.error == nil)
        #expect(outcome.texts == ["Fortune ", "favours ", "you."])
        #expect(outcome.finished?.text == "Fortune favours you.")
        #expect(outcome.finished?.finishReason == "STOP")
    }

    @Test func anErrorObjectAfterSomeTextEndsTheStreamWithThatError() async throws {
        let body = String(decoding: GeminiFixtures.own("streaming-failure-error-mid-stream.txt").bytes, as: UTF8.self)
        let (model, transport, sleeps) = makeModel([
            .pieces(200, [body]), .pieces(200, [Self.event("Retried.", finish: "STOP")]),
        ])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.texts == ["Snake, the first half ", "of the day is slow"])
        #expect(outcome.finished == nil)
        #expect(outcome.generationError?.httpStatus == 500)
        #expect(outcome.generationError?.category == .unavailable)
        #expect(transport.requests.count == 1, "text was shown, so no retry")
        #expect(sleeps.all.isEmpty)
    }

    @Test func failuresBeforeTheFirstTextAreRetried() async throws {
        let (model, transport, sleeps) = makeModel([
            .body(503, errorBody(503, "Overloaded.", status: "UNAVAILABLE")),
            .failure(StubTransport.Failure("connection reset")),
            .pieces(200, [], failure: StubTransport.Failure("connection reset")),
            .pieces(200, [Self.event("Third time ", finish: nil), Self.event("lucky.", finish: "STOP")]),
        ])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.error == nil)
        #expect(outcome.texts == ["Third time ", "lucky."])
        #expect(outcome.finished?.text == "Third time lucky.")
        #expect(transport.requests.count == 4)
        #expect(sleeps.all == [.seconds(1), .seconds(2), .seconds(4)])
    }

    @Test func aFailureAfterTheFirstTextIsNotRetried() async throws {
        let (model, transport, sleeps) = makeModel([
            .pieces(200, [Self.event("Half a ")], failure: StubTransport.Failure("connection reset")),
            .pieces(200, [Self.event("Whole.", finish: "STOP")]),
        ])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.texts == ["Half a "])
        #expect(outcome.finished == nil)
        #expect(outcome.generationError?.category == .transport)
        #expect(outcome.generationError?.exitStatus == .unavailable)
        #expect(transport.requests.count == 1)
        #expect(sleeps.all.isEmpty)
    }

    @Test func aFailedStatusIsReadAndReportedAsForAWholeResponse() async throws {
        let notFound = String(decoding: GeminiFixtures.own("unary-failure-unknown-model.json").bytes, as: UTF8.self)
        let (model, transport, _) = makeModel([
            .pieces(404, [String(notFound.prefix(50)), String(notFound.dropFirst(50))])
        ])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.generationError?.category == .modelNotFound)
        #expect(outcome.generationError?.exitStatus == .configuration)
        #expect(outcome.generationError?.description.contains("FORTUNE_MODEL") == true)
        #expect(transport.requests.filter { $0.method == .post }.count == 1)
    }

    @Test func aStreamThatEndsWithoutAFinishReasonIsIncomplete() async throws {
        let (model, _, _) = makeModel([.pieces(200, [Self.event("Your luck "), Self.event("is")])])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.texts == ["Your luck ", "is"])
        #expect(outcome.finished == nil)
        #expect(outcome.generationError?.category == .incomplete)
        #expect(outcome.generationError?.exitStatus == .dataError)
    }

    @Test func aSafetyStopAfterSomeTextIsAnErrorNotAFortune() async throws {
        let body = Self.event("Gallop ") + #"data: {"candidates": [{"finishReason": "SAFETY"}]}"# + "\n\n"
        let (model, _, _) = makeModel([.pieces(200, [body])])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.finished == nil)
        #expect(outcome.generationError?.category == .stopped)
        #expect(outcome.generationError?.description.contains("SAFETY") == true)
    }

    @Test func aBlockedPromptInAStreamIsADataError() async throws {
        let (model, transport, _) = makeModel([
            .pieces(200, [#"data: {"promptFeedback": {"blockReason": "SAFETY"}}"# + "\r\n\r\n"]),
            .pieces(200, [Self.event("No.", finish: "STOP")]),
        ])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.generationError?.category == .blocked)
        #expect(outcome.generationError?.exitStatus == .dataError)
        #expect(transport.requests.count == 1)
    }

    @Test func thoughtsInAStreamAreNeverYielded() async throws {
        let body = String(decoding: GeminiFixtures.own("streaming-success-thought-then-text.txt").bytes, as: UTF8.self)
        let (model, _, _) = makeModel([.pieces(200, [body])])
        let outcome = await collect(model.stream(testRequest))
        #expect(outcome.texts.allSatisfy { !$0.contains("THOUGHT") })
        #expect(outcome.finished?.text == "Rat, wear something red and say yes to the first invitation.")
    }

    @Test func cancellationEndsTheStreamWithoutFurtherAttempts() async throws {
        let (model, transport, _) = makeModel(
            [.failure(StubTransport.Failure("reset")), .pieces(200, [Self.event("Late.", finish: "STOP")])]
        )
        var setup = model.setup
        setup.retry = exactRetry
        let cancelling = GeminiModel(setup, sleep: { _ in throw CancellationError() })
        let outcome = await collect(cancelling.stream(testRequest))
        #expect(outcome.error is CancellationError)
        #expect(outcome.texts.isEmpty)
        #expect(transport.requests.count == 1)
    }

    @Test func errorsInAStreamNeverShowTheKey() async throws {
        let leaky = errorBody(400, "API key not valid: \(testKey.secret)", status: "INVALID_ARGUMENT")
        let (model, _, _) = makeModel([.body(400, leaky)])
        let outcome = await collect(model.stream(testRequest))
        let error = try #require(outcome.generationError)
        #expect(!error.description.contains(testKey.secret))
        #expect(error.serverMessage?.contains(testKey.secret) == false)
    }
}

import Synchronization
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore
import FortuneGeneration
import FortuneWidget

/// `refresh --all`'s policy, with a scripted answer per sign.
@Suite struct BatchRefreshTests {
    let scratch = TemporaryDirectory()
    let clock = TestClock.noon()
    var store: SharedStore { SharedStore(directory: scratch.appending("state")) }

    /// A model that answers each sign from its own script (default: the sign's name), and
    /// counts the requests and how many were in flight at once.
    final class PerSignModel: GenerativeModel {
        let name = "per-sign"
        let descriptor = ServiceDescriptor.gemini
        let scripts: [Sign: ScriptedModel.Answer]
        let delay: Duration
        private let counts = Mutex((calls: 0, inFlight: 0, most: 0))

        init(_ scripts: [Sign: ScriptedModel.Answer] = [:], delay: Duration = .milliseconds(20)) {
            self.scripts = scripts
            self.delay = delay
        }

        var calls: Int { counts.withLock { $0.calls } }
        var mostAtOnce: Int { counts.withLock { $0.most } }

        func generate(_ request: GenerationRequest) async throws -> Generation {
            counts.withLock {
                $0.calls += 1
                $0.inFlight += 1
                $0.most = max($0.most, $0.inFlight)
            }
            defer { counts.withLock { $0.inFlight -= 1 } }
            let answer = scripts[request.sign] ?? .text("\(request.sign.rawValue)'s fortune.")
            return try await ScriptedModel(playing: .gemini, answer: answer, delay: delay).generate(request)
        }

        func stream(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
            AsyncThrowingStream { $0.finish(throwing: GenerationError.incomplete(service: .gemini)) }
        }
    }

    /// Counts the reloads it is asked for.
    final class CountingReloader: TimelineReloading {
        let count = Mutex(0)
        func reloadTimelines(ofKind kind: String) { count.withLock { $0 += 1 } }
        func reloadAllTimelines() { reloadTimelines(ofKind: "*") }
    }

    struct OneSignFailure: ReportableError, Sendable {
        var description: String { "this sign's answer was unusable" }
        var exitStatus: FortuneCore.ExitStatus { .dataError }
        func message(in language: FortuneCore.Language) -> String { description }
    }

    private func batch(_ model: PerSignModel, reloader: CountingReloader, concurrency: Int = 4) -> BatchRefresh {
        BatchRefresh(
            refresher: FortuneRefresher(store: store, model: model, reloader: reloader, now: clock.now),
            concurrency: concurrency)
    }

    @Test func everySignIsSavedInTheSignsOrderWithOneReloadAfterAll() async throws {
        let (model, reloader) = (PerSignModel(), CountingReloader())
        let report = await batch(model, reloader: reloader, concurrency: 3).run(Sign.allCases.reversed())
        #expect(report.exitStatus == .ok)
        #expect(report.failures.isEmpty)
        #expect(report.saved.map(\.sign) == Sign.allCases.reversed())
        #expect(report.saved.allSatisfy { $0.text == "\($0.sign.rawValue)'s fortune." })
        #expect(model.calls == 12)
        #expect(model.mostAtOnce <= 3)
        #expect(reloader.count.withLock { $0 } == 1)
        let document = try store.read()
        #expect(Sign.allCases.allSatisfy { document.fortune(for: $0, on: clock.today) != nil })
    }

    @Test func oneSignsFailureIsToldWithItsSignAndTheOthersGoOn() async {
        let (model, reloader) = (PerSignModel([.ox: .failure(OneSignFailure())]), CountingReloader())
        let report = await batch(model, reloader: reloader).run(Sign.allCases)
        #expect(report.exitStatus == .dataError)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.sign == .ox)
        #expect(report.saved.count == 11)
        #expect(model.calls == 12)
        #expect(reloader.count.withLock { $0 } == 1)
    }

    @Test func aMissingKeyEndsTheBatchAndIsToldOnce() async {
        let model = PerSignModel(
            Dictionary(uniqueKeysWithValues: Sign.allCases.map { ($0, .failure(GenerationError.missingKey(.gemini))) }))
        let reloader = CountingReloader()
        let report = await batch(model, reloader: reloader, concurrency: 2).run(Sign.allCases)
        #expect(report.exitStatus == .permissionDenied)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.sign == nil)
        #expect(report.saved.isEmpty)
        #expect(model.calls < 12, "no sign is asked after the batch ended")
        #expect(reloader.count.withLock { $0 } == 1, "the recorded failure is still news for the widgets")
    }

    @Test func theEndingFailureDecidesTheStatusOverAnEarlierOne() {
        let outcomes = [
            BatchRefresh.Outcome(sign: .rat, result: .failure(OneSignFailure())),
            BatchRefresh.Outcome(sign: .ox, result: .failure(GenerationError.missingKey(.gemini))),
            BatchRefresh.Outcome(sign: .tiger, result: .failure(GenerationError.missingKey(.gemini))),
            BatchRefresh.Outcome(sign: .rabbit, result: .failure(CancellationError())),
        ]
        let report = BatchRefresh.report(outcomes)
        #expect(report.exitStatus == .permissionDenied)
        #expect(report.failures.map(\.sign) == [.rat, nil])
    }

    @Test func onlyFailuresEverySignWouldShareEndTheBatch() {
        #expect(BatchRefresh.endsTheBatch(GenerationError.missingKey(.gemini)))
        #expect(!BatchRefresh.endsTheBatch(OneSignFailure()))
        #expect(!BatchRefresh.endsTheBatch(CancellationError()))
        #expect(!BatchRefresh.endsTheBatch(GenerationError.incomplete(service: .gemini)))
    }
}

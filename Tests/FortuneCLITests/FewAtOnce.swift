import FoundationEssentials
import Testing

/// At most a few command-line tests run at once: `FewAtOnce.width`.
///
/// Their tests wait for the program without holding a thread, so Swift Testing would start
/// every one of them at the same moment, and the tests that time a program (its deadline, the
/// moment to kill it) would time the queue for the cores. Every suite of this target carries
/// the trait: `@Suite(.fewAtOnce)`. A test waits for its slot before it starts, and Swift
/// Testing counts that wait in the test's reported duration.
struct FewAtOnce: SuiteTrait, TestTrait, TestScoping {
    /// Three tests per core: while one waits for its program, another's program runs.
    static let width = 3 * max(1, ProcessInfo.processInfo.activeProcessorCount)

    private static let slots = Slots(count: width)

    var isRecursive: Bool { true }

    /// A slot for each test case (each argument of a parameterised test), none for the suite.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await Self.slots.take()
        do {
            try await function()
        } catch {
            await Self.slots.give()
            throw error
        }
        await Self.slots.give()
    }

    /// The free slots, and the tests waiting for one in the order they asked.
    private actor Slots {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(count: Int) {
            free = count
        }

        func take() async {
            if free > 0 {
                free -= 1
            } else {
                await withCheckedContinuation { waiting.append($0) }
            }
        }

        func give() {
            if waiting.isEmpty {
                free += 1
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}

extension Trait where Self == FewAtOnce {
    /// See `FewAtOnce`.
    static var fewAtOnce: Self { FewAtOnce() }
}

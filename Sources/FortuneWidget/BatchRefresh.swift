public import FortuneCore
public import FortuneStore
import FortuneGeneration

/// `fortune refresh --all`'s policy: many signs refreshed a few at a time, the batch stopped by
/// a failure that every sign would share, one reload once all are saved, the outcomes in the
/// signs' order.
public struct BatchRefresh: Sendable {
    /// One sign's refresh: the saved fortune or why there is none.
    public struct Outcome: Sendable {
        public let sign: Sign
        public let result: Result<StoredFortune, any Error>

        package init(sign: Sign, result: Result<StoredFortune, any Error>) {
            self.sign = sign
            self.result = result
        }
    }

    /// What a batch came to, in the signs' order.
    public struct Report: Sendable {
        /// Each sign asked, in the signs' order; a sign not asked once the batch was stopped is
        /// absent, one in flight then fails with `CancellationError`.
        public let outcomes: [Outcome]
        /// The failures to tell, in the signs' order: the one that ended the batch once (its
        /// `sign` nil, since every sign shares it), then each other sign's own. Cancelled
        /// requests are not told.
        public let failures: [(sign: Sign?, error: any Error)]
        /// The status to exit with: the ending failure's, else the first failure's, else ok.
        public let exitStatus: ExitStatus

        /// The fortunes saved, in the signs' order.
        public var saved: [StoredFortune] {
            outcomes.compactMap { try? $0.result.get() }
        }
    }

    public let refresher: FortuneRefresher
    /// How many signs are asked at once (`refreshConcurrency`), at least one.
    public let concurrency: Int

    public init(refresher: FortuneRefresher, concurrency: Int) {
        self.refresher = refresher
        self.concurrency = max(1, concurrency)
    }

    /// Refreshes `signs`, `concurrency` at a time, then asks the widgets to reload once for
    /// them all (saved, or failed and recorded). A failure that `endsTheBatch` cancels the
    /// requests in flight and asks for no more.
    public func run(_ signs: [Sign]) async -> Report {
        let before = try? refresher.store.read()
        let outcomes = await withTaskGroup(of: Outcome.self, returning: [Outcome].self) { group in
            var waiting = signs.makeIterator()
            for _ in 0..<concurrency {
                guard let sign = waiting.next() else { break }
                group.addTask { await Self.outcome(of: refresher, for: sign) }
            }
            var finished: [Outcome] = []
            while let outcome = await group.next() {
                finished.append(outcome)
                if case .failure(let error) = outcome.result, Self.endsTheBatch(error) {
                    // A bad key or configuration fails every sign alike: stop asking.
                    group.cancelAll()
                    continue
                }
                if let sign = waiting.next() {
                    // Nothing new once the batch has been stopped.
                    _ = group.addTaskUnlessCancelled { await Self.outcome(of: refresher, for: sign) }
                }
            }
            return signs.compactMap { sign in finished.first { $0.sign == sign } }
        }
        // One reload for them all, once all are saved (or failed and recorded); none when
        // nothing could be written (a full disk), since nothing changed for a widget to show.
        if (try? refresher.store.read()) != before { await refresher.reload() }
        return Self.report(outcomes)
    }

    /// The failures to tell and the status of `outcomes`.
    package static func report(_ outcomes: [Outcome]) -> Report {
        var status = ExitStatus.ok
        var batchEnded = false
        var failures: [(sign: Sign?, error: any Error)] = []
        for outcome in outcomes {
            switch outcome.result {
            case .success:
                continue
            case .failure(let error as any ReportableError) where endsTheBatch(error):
                // Told once, though the requests already in flight fail alike.
                if !batchEnded {
                    batchEnded = true
                    failures.append((nil, error))
                    status = error.exitStatus
                }
            case .failure(is CancellationError):
                continue
            case .failure(let error):
                failures.append((outcome.sign, error))
                if status == .ok { status = (error as? any ReportableError)?.exitStatus ?? .unavailable }
            }
        }
        return Report(outcomes: outcomes, failures: failures, exitStatus: status)
    }

    /// Whether a failure would be the same for every sign, so asking for the others is
    /// pointless: a store that cannot be read or written, a missing or refused key, a bad
    /// configuration, the day's quota on every model, or a service that cannot be reached at
    /// all (refused, unresolvable, timed out, TLS; the transport's own errors are the only
    /// others that exit `unavailable`).
    public static func endsTheBatch(_ error: any Error) -> Bool {
        guard let error = error as? any ReportableError else { return false }
        // One store for every sign: a full disk or a store that cannot be written fails all.
        if error is StoreError { return true }
        let category = (error as? GenerationError)?.category
        switch error.exitStatus {
        case .permissionDenied, .configuration: return true
        case .temporaryFailure: return category == .quotaExhausted
        case .unavailable: return category.map { $0 == .transport || $0 == .connection } ?? true
        default: return false
        }
    }

    /// One sign's refresh, its failure kept as a value so the others go on.
    private static func outcome(of refresher: FortuneRefresher, for sign: Sign) async -> Outcome {
        do {
            return Outcome(sign: sign, result: .success(try await refresher.refresh(sign: sign, reloads: false)))
        } catch {
            return Outcome(sign: sign, result: .failure(error))
        }
    }
}

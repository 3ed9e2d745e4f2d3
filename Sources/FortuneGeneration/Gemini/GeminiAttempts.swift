import FoundationEssentials
import FortuneCore
import Synchronization
import FortuneHTTP

extension GeminiModel {
    /// Runs `attempt` until one succeeds: for each model to try, with the thinking it takes,
    /// retrying what may pass, all before one deadline.
    ///
    /// - Parameter attempt: one request to `model` with `thinking`, whose timeout ends by
    ///   `deadline`.
    /// - Returns: the generation, naming the model that answered.
    /// - Throws: the first model's error when no model answered (with what the fallbacks said),
    ///   the error that ended a stream after it showed text, or `CancellationError`. Every
    ///   `GenerationError` has the key redacted.
    func attempting(
        _ attempt: (_ model: String, _ thinking: GeminiThinking, _ deadline: ContinuousClock.Instant) async throws ->
            Generation
    ) async throws -> Generation {
        let deadline = setup.limits.end()
        return try await setup.redactingErrors {
            try await acrossModels(deadline: deadline) { model in
                try await withThinking(for: model) { thinking in
                    try await withRetries(deadline: deadline) {
                        try await attempt(model, thinking, deadline)
                    }
                }
            }
        }
    }

    // MARK: - Models

    /// Tries the model, then each fallback, while the failure is one another model may not
    /// share: gone (404), out of its daily quota, or unavailable after its retries. When every
    /// one of them failed so, asks the service which models the key can use and tries the
    /// newest of them by the family rule (`discoveredFallbacks`), so that no model id written
    /// today has to exist next year.
    private func acrossModels(
        deadline: ContinuousClock.Instant,
        _ body: (String) async throws -> Generation
    ) async throws -> Generation {
        var models = modelsToTry
        var failures: [(model: String, error: GenerationError)] = []
        var discovered = false
        var index = 0
        while index < models.count || !discovered {
            if index == models.count {
                discovered = true
                guard ContinuousClock.now < deadline,
                    let listed = try? await availableModels(until: deadline, retrying: false)
                else { break }
                models += Self.discoveredFallbacks(in: listed.map(\.id), excluding: Set(models))
                continue
            }
            let model = models[index]
            index += 1
            if let known = learned.failure(of: model), index < models.count || !discovered {
                failures.append((model, known))
                continue
            }
            do {
                var generation = try await body(model)
                generation.model = model
                if let first = failures.first {
                    tellFallback(from: first.model, reason: first.error, to: model)
                }
                if let retirement = generation.retirement {
                    let next = models.dropFirst(index).first
                    tellRetirement(of: model, retirement, after: next)
                }
                return generation
            } catch let error as GenerationError where Self.fallbackCategories.contains(error.category) {
                learned.note(error, of: model)
                failures.append((model, error))
                guard ContinuousClock.now < deadline else { break }
            }
        }
        throw Self.noModelAnswered(failures)
    }

    /// The model, then each fallback once, without "models/" prefixes.
    var modelsToTry: [String] {
        var seen: Set<String> = []
        return ([setup.model] + setup.fallbackModels).map(Self.bareID).filter {
            !$0.isEmpty && seen.insert($0).inserted
        }
    }

    /// The most models the service's list adds after the configured ones failed.
    static let maxDiscoveredFallbacks = 3

    /// The models of `listed` to try after the configured ones, by the family rule: Flash-Lite
    /// before Flash, the newest version first, no alias (it points at one of the listed ids),
    /// no preview or dated id when the family has a plain one, nothing already tried.
    static func discoveredFallbacks(in listed: [String], excluding tried: Set<String>) -> [String] {
        let candidates = listed.map(Self.bareID).compactMap { id -> (String, GeminiThinking.Family)? in
            guard !id.hasSuffix("-latest"), !tried.contains(id), let family = GeminiThinking.Family(id),
                family.tier != .pro
            else { return nil }
            return (id, family)
        }
        let ranked = candidates.sorted { a, b in
            let (tierA, tierB) = (a.1.tier == .flashLite ? 0 : 1, b.1.tier == .flashLite ? 0 : 1)
            if tierA != tierB { return tierA < tierB }
            if a.1.version != b.1.version { return a.1.version > b.1.version }
            return a.0.count < b.0.count  // the plain id before its preview or dated ones
        }
        var seenFamilies: [(major: Int, minor: Int, flashLite: Bool)] = []
        var chosen: [String] = []
        for (id, family) in ranked where chosen.count < maxDiscoveredFallbacks {
            let key = (family.version.major, family.version.minor, family.tier == .flashLite)
            guard !seenFamilies.contains(where: { $0 == key }) else { continue }
            seenFamilies.append(key)
            chosen.append(id)
        }
        return chosen
    }

    /// Failures after which another model may still answer.
    static let fallbackCategories: Set<GenerationError.Category> = [.modelNotFound, .quotaExhausted, .unavailable]

    private static func noModelAnswered(_ failures: [(model: String, error: GenerationError)]) -> GenerationError {
        let first = failures[0].error
        let others = failures.dropFirst().map {
            Message("error.generation.modelFailure", ["model": $0.model], parts: ["category": $0.error.category.said])
        }
        guard !others.isEmpty else { return first }
        return first.adding(Message("error.generation.fallbacks", parts: ["failures": .list(others)]))
    }

    private func tellFallback(from model: String, reason: GenerationError, to answered: String) {
        let line = Message(
            "error.generation.fellBack", ["model": model, "answered": answered],
            parts: ["category": reason.category.said])
        if learned.firstTime(telling: line.description) { setup.notify(line) }
    }

    /// Says, once a day, that `model` retires and what will be asked after it: the next
    /// configured fallback, or the newest model the service lists (kept as nil).
    private func tellRetirement(of model: String, _ retirement: ModelRetirement, after next: String?) {
        var values = ["model": model, "date": retirement.date]
        values["stage"] = retirement.stage?.lowercased()
        values["next"] = next
        let message = Message(
            "refresh.retiring" + (retirement.stage == nil ? "" : "Stage") + (next == nil ? "" : "Next"), values)
        let today = QuotaReset.civil(days: Int(Date().timeIntervalSince1970) / 86_400)
        let day = [today.year, today.month, today.day].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: "-")
        let memory = setup.thinkingMemory as? any RetirementMemory
        let isNew =
            memory?.note(
                ModelRetirement(date: retirement.date, stage: retirement.stage, after: next), of: model, today: day)
            ?? learned.firstTime(telling: message.description)
        if isNew { setup.notify(message) }
    }

    // MARK: - Thinking

    /// Runs `body` with the least thinking `model` takes, stepping down once per 400 that
    /// names thinking (minimal → low → none) and remembering what worked.
    private func withThinking(for model: String, _ body: (GeminiThinking) async throws -> Generation) async throws
        -> Generation
    {
        let setting = setup.thinking
        let remembered = setting == .auto ? setup.thinkingMemory?.thinking(for: model) : nil
        var thinking = remembered ?? setting.thinking(for: model)
        var steppedDown = false
        while true {
            do {
                let generation = try await body(thinking)
                if steppedDown, setting == .auto { setup.thinkingMemory?.remember(thinking, for: model) }
                return generation
            } catch let error as GenerationError where error.refusesThinking {
                guard let next = thinking.steppedDown else { throw error }
                thinking = next
                steppedDown = true
            }
        }
    }

    /// Runs `attempt` under `retry` until `deadline` (see `RetryLoop`).
    func withRetries<T>(deadline: ContinuousClock.Instant, _ attempt: () async throws -> T) async throws -> T {
        try await RetryLoop(retry: setup.retry, deadline: setup.limits.deadline, service: .gemini, sleep: sleep).run(
            until: deadline, attempt)
    }
}

/// What one process learned about the models it asked: which failed in a way that lasts (gone,
/// or out of today's quota), and which notices it already gave.
final class LearnedAvailability: Sendable {
    private struct State {
        var failures: [String: GenerationError] = [:]
        var told: Set<String> = []
    }

    private let state = Mutex(State())

    /// A lasting failure of `model` seen earlier in this process, if any.
    func failure(of model: String) -> GenerationError? {
        state.withLock { $0.failures[model] }
    }

    func note(_ error: GenerationError, of model: String) {
        guard error.category == .modelNotFound || error.category == .quotaExhausted else { return }
        state.withLock { $0.failures[model] = error }
    }

    /// Whether `line` is new to this process: a notice is said once, not once per sign.
    func firstTime(telling line: String) -> Bool {
        state.withLock { $0.told.insert(line).inserted }
    }
}

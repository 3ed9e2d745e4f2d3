#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore
import FortuneHTTP
import FortuneGeneration
import FortuneWidget
import FortuneConfig
import FortuneZodiac

/// `fortune refresh`: asks the model for today's fortune, saves it, then reloads the widgets.
///
/// A fortune belongs to its day: when today's is already saved for the sign (in the configured
/// language), it is printed and kept, and nothing is asked; `--new` asks again.
struct RefreshCommand: Command {
    static let name = "refresh"
    static let abstract = "Get today's fortune from the model and save it"
    static let discussion = """
        Asks the configured model (Gemini, or without an API key the built-in offline model;
        or an OpenAI-compatible server or Ollama) for today's fortune, saves it, and only then
        asks the widgets to reload. If it fails, the last good fortune stays and one line says
        why. When today's fortune is already saved, it is printed and kept: no request.
        """

    enum Option {
        static let sign = CommandOption.sign("another sign than the one picked")
        static let all = CommandOption.flag("--all", "all twelve signs, a few at a time (those with today's are kept)")
        static let new = CommandOption.flag("--new", "ask again even when today's fortune is saved, and replace it")
        static let stream = CommandOption.flag(
            "--stream", "print the text as it arrives (on a terminal); it is saved once complete")
        static let offline = CommandOption.flag("--offline", "use the built-in offline model")
        static let provider = CommandOption.provider(
            Configuration.Provider.self,
            "auto (Gemini with an API key, else offline), gemini, openai, ollama or offline, for this run")
        static let model = CommandOption.text(
            "--model", "NAME", suggestions: .models, "another model than the configured one")
        static let json = CommandOption.json("print the saved record(s) as JSON, one object per line")
    }

    static let options = [
        Option.sign, Option.all, Option.new, Option.stream, Option.offline, Option.provider, Option.model, Option.json,
    ]

    let sign: Sign?
    let all: Bool
    let stream: Bool
    let offline: Bool
    let model: String?
    let service: Configuration.Provider?
    let json: Bool
    let new: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        sign = try arguments.sign(Option.sign)
        new = arguments.flag(Option.new)
        model = try arguments.value(Option.model)
        service = try arguments.value(Option.provider, as: Configuration.Provider.self)
        all = arguments.flag(Option.all)
        stream = arguments.flag(Option.stream)
        offline = arguments.flag(Option.offline)
        json = arguments.flag(Option.json)
        try arguments.finish()
        if all && sign != nil { throw UsageError("--sign and --all cannot be used together") }
        if all && stream { throw UsageError("--stream shows one fortune; it cannot be used with --all") }
        if let model, model.isEmpty { throw UsageError("--model needs a name") }
        if offline, let service, (try? service.service())?.isBuiltIn != true {
            throw UsageError("--offline and --provider \(service.rawValue) contradict each other")
        }
    }

    func run() async throws -> ExitStatus {
        let context = AppContext()
        let configuration = try context.configuration()
        // Today's saved fortunes are read before any model is chosen: keeping one asks nothing.
        let reader = try context.provider(configuration, model: .none)
        if all {
            let kept = new ? [] : try reader.savedToday(signs: Sign.allCases)
            if !kept.isEmpty {
                let signs = kept.count == 1 ? "1 sign" : "\(kept.count) signs"
                Console.error("kept today's fortune of \(signs); 'fortune refresh --all --new' asks again")
            }
            let missing = Sign.allCases.filter { sign in !kept.contains { $0.sign == sign } }
            guard !missing.isEmpty else {
                try print(kept, kept: true)
                return .ok
            }
            let provider = try context.provider(
                configuration, model: offline ? .offline : .configured, service: service, modelName: model
            )
            return try await refreshAll(
                provider, signs: missing, kept: kept, concurrency: configuration.refreshConcurrency)
        }
        if !new, let kept = try reader.savedToday(sign: sign) {
            Console.error(
                "today's fortune for \(kept.sign.englishName) is already saved; 'fortune refresh --new' asks again")
            try print([kept], kept: true)
            return .ok
        }
        let provider = try context.provider(
            configuration, model: offline ? .offline : .configured, service: service, modelName: model
        )
        let fortune =
            stream
            ? try await refreshStreaming(provider)
            : try await refreshQuietly(provider, environment: context.environment)
        try print([fortune])
        return .ok
    }

    private func refreshQuietly(_ provider: FortuneProvider, environment: [String: String]) async throws
        -> StoredFortune
    {
        let name = provider.model.name
        let local = ServiceCatalog.standard[provider.model.service]?.runsLocally ?? false
        let spinner = Spinner(
            "asking \(name)…", slow: local ? "asking \(name)… (a local model may still be loading)" : nil,
            environment: environment)
        do {
            let fortune = try await provider.refresh(sign: sign)
            await spinner.stop()
            return fortune
        } catch {
            await spinner.stop()
            throw error
        }
    }

    /// Streams the fortune; on a terminal (and without --json) prints the text as it arrives.
    /// The printed text is sanitised as a whole each time, so an escape sequence split between
    /// two pieces is still removed.
    private func refreshStreaming(_ provider: FortuneProvider) async throws -> StoredFortune {
        guard echoesStream else { return try await provider.refresh(sign: sign) { _ in } }
        let echo = StreamEcho()
        do {
            let fortune = try await provider.refresh(sign: sign) { piece in echo.append(piece) }
            echo.finish(with: fortune.text)
            return fortune
        } catch {
            echo.finish(with: nil)
            throw error
        }
    }

    /// Refreshes `signs`, then prints them with the `kept` ones, in the signs' order.
    private func refreshAll(_ provider: FortuneProvider, signs: [Sign], kept: [StoredFortune], concurrency: Int)
        async throws -> ExitStatus
    {
        let outcomes = await withTaskGroup(of: Outcome.self, returning: [Outcome].self) { group in
            var waiting = signs.makeIterator()
            for _ in 0..<concurrency {
                guard let sign = waiting.next() else { break }
                group.addTask { await Self.outcome(of: provider, for: sign) }
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
                    _ = group.addTaskUnlessCancelled { await Self.outcome(of: provider, for: sign) }
                }
            }
            return signs.compactMap { sign in finished.first { $0.sign == sign } }
        }
        // One reload for the twelve, once all are saved (or failed and recorded).
        await provider.reload()
        var status = ExitStatus.ok
        var batchEnded = false
        var saved = kept
        for (sign, outcome) in outcomes {
            switch outcome {
            case .success(let fortune):
                saved.append(fortune)
            case .failure(let error as any ReportableError) where Self.endsTheBatch(error):
                // Said once, though the requests already in flight fail alike.
                if !batchEnded {
                    batchEnded = true
                    Console.error(error.description)
                    status = error.exitStatus
                }
            case .failure(is CancellationError):
                continue
            case .failure(let error):
                Console.error("\(sign.rawValue): \(error)")
                if status == .ok { status = (error as? any ReportableError)?.exitStatus ?? .unavailable }
            }
        }
        try print(Sign.allCases.compactMap { sign in saved.first { $0.sign == sign } })
        return status
    }

    /// Whether a failure would be the same for every sign, so asking for the others is
    /// pointless: a missing or refused key, a bad configuration, the day's quota on every
    /// model, or a service that cannot be reached at all (refused, unresolvable, timed out,
    /// TLS).
    private static func endsTheBatch(_ error: any Error) -> Bool {
        guard let error = error as? any ReportableError else { return false }
        let category = (error as? GenerationError)?.category
        switch error.exitStatus {
        case .permissionDenied, .configuration: return true
        case .temporaryFailure: return category == .quotaExhausted
        case .unavailable: return category == .transport || category == .connection || error is HTTPError
        default: return false
        }
    }

    typealias Outcome = (sign: Sign, result: Result<StoredFortune, any Error>)

    /// One sign's refresh, its failure kept as a value so the others go on.
    private static func outcome(of provider: FortuneProvider, for sign: Sign) async -> Outcome {
        do {
            return (sign, .success(try await provider.refresh(sign: sign, reloads: false)))
        } catch {
            return (sign, .failure(error))
        }
    }

    /// Whether streamed text is shown as it arrives: only on a terminal, and not for --json.
    private var echoesStream: Bool {
        stream && !json && Console.isTerminal(STDOUT_FILENO)
    }

    /// Prints `fortunes`: one JSON object per line with `--json`, else their text, unless the
    /// text was streamed as it came. Kept fortunes were not streamed, so they are printed.
    private func print(_ fortunes: [StoredFortune], kept: Bool = false) throws {
        if json {
            for fortune in fortunes { try Console.json(fortune) }
        } else if kept || !echoesStream {
            for fortune in fortunes {
                Console.out(all ? "\(fortune.sign.emoji) \(fortune.sign.englishName): \(fortune.text)" : fortune.text)
            }
        }
    }
}

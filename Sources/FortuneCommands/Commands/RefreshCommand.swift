#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore
import FortuneGeneration
import FortuneWidget
import FortuneConfig
import FortuneRender
import FortuneZodiac

/// `fortune refresh`: asks the model for today's fortune, saves it, then reloads the widgets.
///
/// A fortune belongs to its day: when today's is already saved for the sign (in the configured
/// language), it is printed and kept, and nothing is asked; `--new` asks again.
struct RefreshCommand: Command {
    static let name = "refresh"

    enum Option {
        static let all = CommandOption.flag("--all")
        static let new = CommandOption.flag("--new")
        static let stream = CommandOption.flag("--stream")
        static let offline = CommandOption.flag("--offline")
        static let provider = CommandOption.choice("--provider", "P", Configuration.Provider.self).saying {
            ["choices": ChoiceList.providers]
        }
        static let model = CommandOption.text("--model", "NAME", suggestions: .models)
    }

    static let options: [CommandOption] = [
        .sign, Option.all, Option.new, Option.stream, Option.offline, Option.provider, Option.model, .json,
    ]

    /// `help.refresh.discussion`, naming the services beside those `auto` chooses from the
    /// table (`ChoiceList.servicesBesideAuto`).
    static var discussion: Message {
        Message("help.refresh.discussion", parts: ["services": ChoiceList.servicesBesideAuto()])
    }

    let sign: Sign?
    let all: Bool
    let stream: Bool
    let offline: Bool
    let model: String?
    let service: Configuration.Provider?
    let json: Bool
    let new: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        sign = try arguments.sign(.sign)
        new = arguments.flag(Option.new)
        model = try arguments.value(Option.model)
        service = try arguments.value(Option.provider, as: Configuration.Provider.self)
        all = arguments.flag(Option.all)
        stream = arguments.flag(Option.stream)
        offline = arguments.flag(Option.offline)
        json = arguments.flag(.json)
        try arguments.finish()
        if all && sign != nil { throw UsageError(Message("help.error.signAndAll")) }
        if all && stream { throw UsageError(Message("help.error.streamAndAll")) }
        if let model, model.isEmpty { throw UsageError(Message("help.error.modelNeedsName")) }
        if offline, let service, (try? service.service())?.isBuiltIn != true {
            throw UsageError(Message("help.error.offlineAndProvider", ["provider": service.rawValue]))
        }
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let configuration = try context.configuration()
        // Today's saved fortunes are read before any model is chosen: keeping one asks nothing.
        let reader = context.timeline(configuration)
        let language = configuration.language
        func refresher() throws -> FortuneRefresher {
            try context.refresher(
                configuration, model: offline ? .offline : .configured, service: service, modelName: model)
        }
        if all {
            let kept = new ? [] : try reader.savedToday(signs: Sign.allCases)
            if !kept.isEmpty {
                let said =
                    kept.count == 1
                    ? Message("refresh.keptOne") : Message("refresh.keptMany", ["count": "\(kept.count)"])
                Console.error(said.text(in: language))
            }
            let missing = Sign.allCases.filter { sign in !kept.contains { $0.sign == sign } }
            guard !missing.isEmpty else {
                try print(kept, kept: true, in: language)
                return .ok
            }
            return try await refreshAll(
                refresher(), signs: missing, kept: kept, concurrency: configuration.refreshConcurrency,
                language: language)
        }
        if !new, let kept = try reader.savedToday(sign: sign) {
            let sign = kept.sign.name(in: language)
            Console.error(Message("refresh.alreadySaved", ["sign": sign]).text(in: language))
            try print([kept], kept: true, in: language)
            return .ok
        }
        try print([try await refresh(refresher(), context: context, language: language)], in: language)
        return .ok
    }

    /// Asks for the fortune while the spinner says who is asked (and, after three seconds for a
    /// local model, that it may still be loading). Streamed on a terminal (and without --json),
    /// the text is printed as it arrives, sanitised as a whole each time, so an escape sequence
    /// split between two pieces is still removed; the spinner gives its line to the first words.
    private func refresh(_ refresher: FortuneRefresher, context: AppContext, language: Language) async throws
        -> StoredFortune
    {
        if stream && !echoesStream { return try await refresher.refresh(sign: sign) { _ in } }
        let name = ["model": refresher.model.name]
        let local = ServiceCatalog.standard[refresher.model.service]?.runsLocally ?? false
        let spinner = Spinner(
            Message("refresh.asking", name).text(in: language),
            slow: local ? Message("refresh.askingLocal", name).text(in: language) : nil,
            environment: context.environment)
        let echo = stream ? StreamEcho() : nil
        do {
            let fortune = try await refresher.refresh(
                sign: sign,
                onText: echo.map { echo in
                    { @Sendable piece in
                        spinner.removeLine()
                        echo.append(piece)
                    }
                })
            await spinner.stop()
            echo?.finish(with: fortune.text)
            return fortune
        } catch {
            await spinner.stop()
            echo?.finish(with: nil)
            throw error
        }
    }

    /// Refreshes `signs` (`BatchRefresh`), then says what failed and prints them with the
    /// `kept` ones, in the signs' order, named in `language`.
    private func refreshAll(
        _ refresher: FortuneRefresher, signs: [Sign], kept: [StoredFortune], concurrency: Int, language: Language
    ) async throws -> ExitStatus {
        let report = await BatchRefresh(refresher: refresher, concurrency: concurrency).run(signs)
        for (sign, error) in report.failures {
            // English names the sign by its id, as `--sign` takes it; other languages by its name.
            let name = sign.map { language == .english ? $0.rawValue : $0.name(in: language) }
            let said = (error as? any ReportableError)?.message(in: language) ?? "\(error)"
            Console.error(
                name.map { Message("refresh.signFailed", ["sign": $0, "error": said]).text(in: language) } ?? said)
        }
        let saved = kept + report.saved
        try print(Sign.allCases.compactMap { sign in saved.first { $0.sign == sign } }, in: language)
        return report.exitStatus
    }

    /// Whether streamed text is shown as it arrives: only on a terminal, and not for --json.
    private var echoesStream: Bool {
        stream && !json && Console.isTerminal(STDOUT_FILENO)
    }

    /// Prints `fortunes`: one JSON object per line with `--json`, else their text, unless the
    /// text was streamed as it came. Kept fortunes were not streamed, so they are printed.
    /// With `--all` each line starts with the sign as `language` names it: "🐀 Rat: …",
    /// "🐀 ねずみ年：…".
    private func print(_ fortunes: [StoredFortune], kept: Bool = false, in language: Language) throws {
        if json {
            for fortune in fortunes { try Console.json(fortune) }
        } else if kept || !echoesStream {
            for fortune in fortunes {
                let sign = "\(fortune.sign.emoji(in: language)) \(fortune.sign.name(in: language))"
                Console.out(all ? sign + WidgetWords.of(language).colon + fortune.text : fortune.text)
            }
        }
    }
}

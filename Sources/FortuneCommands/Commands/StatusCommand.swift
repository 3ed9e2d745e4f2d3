import FoundationEssentials
import FortuneCore
import FortuneGeneration
import FortuneRender
import FortuneWidget
import FortuneZodiac
import FortuneConfig
import FortuneHTTP
import FortuneStore

/// `fortune status`: what is stored and configured, without the network and without the key.
struct StatusCommand: JSONFlagCommand {
    static let name = "status"

    static let jsonOption = CommandOption.json

    let json: Bool

    private struct Status: Encodable {
        let sign: String?
        let showFortune: Bool
        let today: String
        let state: String?
        /// What bare `fortune` prints: the widget's line in full.
        let line: String
        /// Today's text, when the widget shows today's fortune.
        let text: String?
        let fortuneSource: String?
        let fortuneModel: String?
        let fortuneModelVersion: String?
        let fortuneUsage: TokenUsage?
        let lastError: String?
        let provider: String
        let baseURL: String?
        let model: String?
        let fallbackModels: [String]
        let thinking: String
        let deadlineSeconds: Double
        let keySource: String
        let store: String
        let config: String

    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let configuration = try context.configuration()
        let document = try context.store.read(includingHistory: false)
        let now = context.now()
        let entry = document.sign.map { FortuneEntry(document: document, sign: $0, time: now) }
        let today = entry?.state == .fortune ? entry?.fortune : nil
        // What `fortune` prints.
        let line = TodaysAnswer(
            document: document, language: configuration.language, charset: .fromLocale(context.environment), time: now
        ).line
        let endpoint = Result { () throws(ConfigurationError) in
            try ServiceEndpoint(configuration.provider, configuration: configuration, environment: context.environment)
        }
        let service = try? configuration.provider.service()
        let offline = service?.isBuiltIn ?? false
        let status = Status(
            sign: document.sign?.rawValue,
            showFortune: document.showFortune,
            today: CalendarDay(localTime: now).description,
            state: entry?.state.rawValue,
            line: line,
            text: today.map { Sanitizer.clean($0.text) },
            fortuneSource: today?.source.rawValue,
            fortuneModel: today?.model,
            fortuneModelVersion: today?.modelVersion,
            fortuneUsage: today?.usage,
            lastError: document.lastError.map { "\($0.day): \(Sanitizer.cleanLine($0.message))" },
            provider: configuration.provider.rawValue,
            baseURL: offline ? nil : (try? endpoint.get()).map { URLDisplay.hidingCredentials($0.baseURL) },
            model: offline ? OfflineModel.modelName : (try? endpoint.get())?.model,
            fallbackModels: configuration.fallbackModels,
            thinking: configuration.thinking.rawValue,
            deadlineSeconds: configuration.deadlineSeconds,
            keySource: context.keySource(provider: configuration.provider).description,
            store: context.store.path,
            config: context.paths.configDirectory + "/config.json"
        )
        if json {
            try Console.json(status)
            return .ok
        }
        let language = configuration.language
        func say(_ key: String, _ values: [String: String] = [:]) -> String {
            Message(key, values).text(in: language)
        }
        let sign = document.sign?.label(in: language) ?? say("status.sign.none")
        let capabilities = offline ? nil : service?.capabilities
        let configPresent = FileManager.default.fileExists(atPath: status.config)
        // Each row by its label's key; fallback models and thinking apply only to the services
        // that take them, and a model's retirement only when one is announced.
        var rows: [(String, String)] = [
            ("sign", sign),
            ("widget", say(document.showFortune ? "status.widget.fortune" : "status.widget.picture")),
            ("today", status.today + WidgetWords.of(language).colon + describe(entry, in: language)),
            ("fortune", line),
            (
                "lastError",
                document.lastError.map { "\($0.day)" + WidgetWords.of(language).colon + $0.text(in: language) }
                    ?? say("status.lastError.none")
            ),
            ("provider", configuration.provider.rawValue),
            ("model", describe(endpoint, offline: offline, in: language)),
            ("retires", status.model.flatMap(context.retirement(of:))?.map { $0.text(in: language) }.joined() ?? ""),
            (
                "fallbacks",
                (configuration.fallbackModels + [say("status.fallbacks.newest")]).joined(
                    separator: language.listSeparator)
            ),
            ("thinking", configuration.thinking.rawValue),
            ("deadline", say("status.deadline", ["seconds": Self.seconds(configuration.deadlineSeconds)])),
            ("apiKey", context.keySource(provider: configuration.provider).message.text(in: language)),
            ("store", status.store),
            ("config", configPresent ? status.config : say("status.config.absent", ["path": status.config])),
        ]
        if capabilities?.fallbackModels != true { rows.removeAll { $0.0 == "fallbacks" } }
        if capabilities?.thinking != true { rows.removeAll { $0.0 == "thinking" } }
        rows.removeAll { $0.0 == "retires" && $0.1.isEmpty }
        let labels = rows.map { say("status.row.\($0.0)") }
        // The values in one column, past the widest label shown and a space; at column 11 in English.
        let width = max(11, 1 + (labels.map(DisplayWidth.of).max() ?? 0))
        for (label, row) in zip(labels, rows) {
            Console.out(DisplayWidth.pad(label, toWidth: width) + row.1)
        }
        return .ok
    }

    /// A number of seconds as messages say it, to a tenth at most: "38", "1.4".
    private static func seconds(_ seconds: Double) -> String {
        String(Duration.seconds(seconds).secondsDescription.dropLast())
    }

    private func describe(_ entry: FortuneEntry?, in language: Language) -> String {
        let latest = ["day": entry?.fortune?.day.description ?? "?"]
        let message =
            switch entry?.state {
            case .fortune?: Message("status.today.stored", ["writer": entry?.fortune?.writer(in: language) ?? "?"])
            case .stale? where entry?.failure != nil: Message("status.today.failedEarlier", latest)
            case .stale?: Message("status.today.earlier", latest)
            case .failed?: Message("status.today.failed")
            case .hidden?:
                Message(entry?.fortune?.day == entry?.day ? "status.today.storedHidden" : "status.today.hidden")
            default: Message("status.today.none")
            }
        return message.text(in: language)
    }

    /// The model in use and where it is: "gemma3:1b at http://localhost:11434".
    private func describe(
        _ endpoint: Result<ServiceEndpoint, ConfigurationError>, offline: Bool, in language: Language
    ) -> String {
        guard !offline else { return OfflineModel.modelName }
        switch endpoint {
        case .success(let endpoint):
            let model = endpoint.model.map(Sanitizer.cleanLine) ?? Message("status.model.notSet").text(in: language)
            let url = Sanitizer.cleanLine(URLDisplay.hidingCredentials(endpoint.baseURL))
            return Message("status.model.at", ["model": model, "url": url]).text(in: language)
        case .failure(let error):
            return Message("status.model.unusable", ["error": "\(error)"]).text(in: language)
        }
    }
}

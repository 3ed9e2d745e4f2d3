import FoundationEssentials
import FortuneCore
import FortuneGeneration
import FortuneRender
import FortuneWidget
import FortuneZodiac
import FortuneConfig
import FortuneHTTP
import FortuneStore

/// What `fortune status` reports: what is stored and configured, read once, without the
/// network and without the key; written as JSON (`record`) or as labelled rows in the reader's
/// language (`rows`).
struct StatusReport {
    /// The report as `status --json` writes it: every key, `null` for an absent value.
    struct Record: Encodable {
        let sign: String?
        let showFortune: Bool
        let today: String
        let state: String?
        /// What bare `fortune` prints: the widget's line in full.
        let line: String
        /// Today's text, when the widget shows today's fortune.
        let text: String?
        let fortuneSource, fortuneModel, fortuneModelVersion: String?
        let fortuneUsage: TokenUsage?
        let lastError: String?
        let provider: String
        let baseURL, model: String?
        let fallbackModels: [String]
        let thinking: String
        let deadlineSeconds: Double
        let keySource, store, config: String
    }

    let record: Record
    /// The language the configuration names, which the rows are said in.
    var language: Language { configuration.language }
    private let configuration: Configuration
    private let document: StoreDocument
    private let entry: FortuneEntry?
    private let endpoint: Result<ServiceEndpoint, ConfigurationError>
    private let service: ServiceDescriptor?
    private let keySource: KeySource
    private let retirement: [Message]?
    /// What the terminal shows: in ASCII the rows name the sign without emoji or Hangul.
    private let charset: TextCharset

    /// Reads the store and the configuration of `context`.
    /// - Throws: the configuration's and the store's errors.
    init(_ context: AppContext) throws {
        let configuration = try context.configuration()
        let document = try context.store.read(includingHistory: false)
        let now = context.now()
        let charset = TextCharset.fromLocale(context.environment)
        self.charset = charset
        let entry = document.sign.map { FortuneEntry(document: document, sign: $0, time: now) }
        let today = entry?.state == .fortune ? entry?.fortune : nil
        let line = TodaysAnswer(
            document: document, language: configuration.language, charset: charset, time: now
        ).line
        (self.configuration, self.document, self.entry) = (configuration, document, entry)
        let endpoint = Result { () throws(ConfigurationError) in
            try ServiceEndpoint(configuration.provider, configuration: configuration, environment: context.environment)
        }
        let service = try? configuration.provider.service()
        let keySource = context.keySource(provider: configuration.provider)
        (self.endpoint, self.service, self.keySource) = (endpoint, service, keySource)
        let offline = service?.isBuiltIn ?? false
        let model = offline ? OfflineModel.modelName : (try? endpoint.get())?.model
        retirement = model.flatMap(context.retirement(of:))
        record = Record(
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
            model: model,
            fallbackModels: configuration.fallbackModels,
            thinking: configuration.thinking.rawValue,
            deadlineSeconds: configuration.deadlineSeconds,
            keySource: keySource.description,
            store: context.store.path,
            config: context.paths.configFile
        )
    }

    private var offline: Bool { service?.isBuiltIn ?? false }

    /// Each row by its label's key and its value in `language`; fallback models and thinking
    /// only for the services that take them, a model's retirement only when one is announced.
    func rows(in language: Language) -> [(key: String, value: String)] {
        func say(_ key: String, _ values: [String: String] = [:]) -> String {
            Message(key, values).text(in: language)
        }
        let colon = WidgetWords.of(language).colon
        let capabilities = offline ? nil : service?.capabilities
        let configPresent = FileManager.default.fileExists(atPath: record.config)
        let fallbacks = configuration.fallbackModels + [say("status.fallbacks.newest")]
        let rows: [(key: String, value: String?)] = [
            ("sign", document.sign?.label(in: language, charset: charset) ?? say("status.sign.none")),
            ("widget", say(document.showFortune ? "status.widget.fortune" : "status.widget.picture")),
            ("today", record.today + colon + describeToday(in: language)),
            ("fortune", record.line),
            (
                "lastError",
                document.lastError.map { "\($0.day)" + colon + $0.text(in: language) } ?? say("status.lastError.none")
            ),
            ("provider", configuration.provider.rawValue),
            ("model", describeModel(in: language)),
            ("retires", retirement.map { $0.map { $0.text(in: language) }.joined() }),
            (
                "fallbacks",
                capabilities?.fallbackModels == true ? fallbacks.joined(separator: language.listSeparator) : nil
            ),
            ("thinking", capabilities?.thinking == true ? configuration.thinking.rawValue : nil),
            (
                "deadline",
                say("status.deadline", ["seconds": Duration.seconds(configuration.deadlineSeconds).secondsNumber])
            ),
            ("apiKey", keySource.message.text(in: language)),
            ("store", record.store),
            ("config", configPresent ? record.config : say("status.config.absent", ["path": record.config])),
        ]
        return rows.compactMap { row in row.value.map { (row.key, $0) } }
    }

    private func describeToday(in language: Language) -> String {
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
    private func describeModel(in language: Language) -> String {
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

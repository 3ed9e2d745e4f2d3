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
        let sign = document.sign?.label(in: configuration.language) ?? "none (run 'fortune pick SIGN')"
        let capabilities = offline ? nil : service?.capabilities
        var rows: [(String, String)] = [
            ("sign", sign),
            ("widget", document.showFortune ? "shows the fortune" : "shows the sign's picture"),
            ("today", "\(status.today): " + describe(entry)),
            ("fortune", line),
            ("last error", status.lastError ?? "none"),
            ("provider", configuration.provider.rawValue),
            ("model", describe(endpoint, offline: offline)),
            ("retires", status.model.flatMap(context.retirement(of:)) ?? ""),
            (
                "fallbacks",
                (configuration.fallbackModels + ["the newest the service lists"]).joined(separator: ", ")
            ),
            ("thinking", configuration.thinking.rawValue),
            ("deadline", "\(Duration.seconds(configuration.deadlineSeconds).secondsDescription) per sign"),
            ("API key", status.keySource),
            ("store", status.store),
            (
                "config",
                status.config
                    + (FileManager.default.fileExists(atPath: status.config) ? "" : " (not present: defaults)")
            ),
        ]
        // Fallback models and thinking apply only to the services that take them.
        if capabilities?.fallbackModels != true { rows.removeAll { $0.0 == "fallbacks" } }
        if capabilities?.thinking != true { rows.removeAll { $0.0 == "thinking" } }
        rows.removeAll { $0.0 == "retires" && $0.1.isEmpty }
        for (label, value) in rows {
            Console.out(DisplayWidth.pad(label, toWidth: 11) + value)
        }
        return .ok
    }

    private func describe(_ entry: FortuneEntry?) -> String {
        switch entry?.state {
        case .fortune?: "fortune stored (\(entry?.fortune?.writer ?? "?"))"
        case .stale? where entry?.failure != nil:
            "none: the last refresh failed; the latest is from \(entry?.fortune?.day.description ?? "?")"
        case .stale?: "none yet; the latest is from \(entry?.fortune?.day.description ?? "?") (run 'fortune refresh')"
        case .failed?: "none: the last refresh failed"
        case .hidden?: entry?.fortune?.day == entry?.day ? "fortune stored, hidden" : "hidden, none stored for today"
        default: "none yet (run 'fortune refresh')"
        }
    }

    /// The model in use and where it is: "gemma3:1b at http://localhost:11434".
    private func describe(_ endpoint: Result<ServiceEndpoint, ConfigurationError>, offline: Bool) -> String {
        guard !offline else { return OfflineModel.modelName }
        switch endpoint {
        case .success(let endpoint):
            let model =
                endpoint.model.map(Sanitizer.cleanLine) ?? "none set (set \"model\"; 'fortune models' lists them)"
            return "\(model) at \(Sanitizer.cleanLine(URLDisplay.hidingCredentials(endpoint.baseURL)))"
        case .failure(let error):
            return "unusable: \(error)"
        }
    }
}

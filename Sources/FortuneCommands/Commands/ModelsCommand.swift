import FortuneCore
import FortuneGeneration
import FortuneConfig

/// `fortune models`: the models the configured service lets this key use.
struct ModelsCommand: Command {
    static let name = "models"

    enum Option {
        static let provider = CommandOption.choice("--provider", "P", Configuration.Provider.self)
    }

    static let options: [CommandOption] = [Option.provider, .json]

    /// `help.models.discussion`, naming each service whose models are asked for, and how
    /// (`ChoiceList.modelListings`).
    static var discussion: Message {
        Message("help.models.discussion", parts: ["services": ChoiceList.modelListings()])
    }

    let json: Bool
    let service: Configuration.Provider?

    init(arguments: inout ArgumentList) throws(UsageError) {
        json = arguments.flag(.json)
        service = try arguments.value(Option.provider, as: Configuration.Provider.self)
        try arguments.finish()
    }

    /// One model as `--json` writes it.
    private struct Entry: Encodable {
        let id: String
        let displayName: String?
        let inputTokenLimit, outputTokenLimit: Int?
        let alias, configured: Bool
        /// The model's place among the fallbacks, from 1; nil when it is not one.
        let fallback: Int?
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let configuration = try context.configuration()
        let (models, model, asked) = try await context.modelList(configuration, service: service)
        ModelCache.save(models.map(\.id), paths: context.paths)
        let configured = model.map(GeminiModel.bareID)
        let tries = (try? (service ?? configuration.provider).service())?.capabilities.fallbackModels ?? false
        let fallbacks = tries ? configuration.fallbackModels.map(GeminiModel.bareID) : []
        let entries = models.map { model in
            Entry(
                id: model.id, displayName: model.displayName.map(Sanitizer.cleanLine),
                inputTokenLimit: model.inputTokenLimit, outputTokenLimit: model.outputTokenLimit,
                alias: model.isAlias, configured: model.id == configured,
                fallback: fallbacks.firstIndex(of: model.id).map { $0 + 1 }
            )
        }
        if json {
            try Console.json(entries)
        } else {
            // The built-in model is named in the reader's language; --json keeps its English name.
            let name = asked.isBuiltIn ? asked.name.text(in: configuration.language) : nil
            Console.out(TextTable.render(entries.map { Self.row($0, named: name, in: configuration.language) }))
        }
        if let configured, !models.contains(where: { $0.id == configured }) {
            Console.error(
                Message("models.configuredUnlisted", ["model": Sanitizer.cleanLine(configured)])
                    .text(in: configuration.language))
        } else if configured == nil {
            Console.error(Message("models.noneConfigured").text(in: configuration.language))
        }
        return .ok
    }

    /// A marker, the id, its name (`name` when given), and what it is to this configuration.
    private static func row(_ entry: Entry, named name: String?, in language: Language) -> [String] {
        var notes: [Message] = []
        if entry.configured { notes.append(Message("models.note.configured")) }
        if let place = entry.fallback { notes.append(Message("models.note.fallback", ["place": "\(place)"])) }
        if entry.alias { notes.append(Message("models.note.alias")) }
        return [
            entry.configured ? "*" : " ", Sanitizer.cleanLine(entry.id), name ?? entry.displayName ?? "",
            notes.map { $0.text(in: language) }.joined(separator: language.listSeparator),
        ]
    }
}

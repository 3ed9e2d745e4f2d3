import FortuneConfig
import FortuneCore

/// `fortune config get|set|unset|list`: the settings of `config.json` read and changed one key
/// at a time, each value checked by the rules the file is read with, so no one has to edit
/// the file by hand.
struct ConfigCommand: Command {
    static let name = "config"
    static let operands = [
        CommandOperand(placeholder: "ACTION", value: .choices(Action.allCases.map(\.rawValue)), isOptional: false),
        CommandOperand(placeholder: "KEY", value: .choices(ConfigurationLoader.keys), isOptional: true),
        CommandOperand(placeholder: "VALUE", value: .text(suggestions: .none), isOptional: true),
    ]
    static let options: [CommandOption] = [.json]

    enum Action: String, CaseIterable {
        case get, set, unset, list

        /// The operands the action takes after its name: `set` a key and a value, `list` none.
        var operandCount: Int {
            switch self {
            case .list: 0
            case .get, .unset: 1
            case .set: 2
            }
        }
    }

    let action: Action
    let key: String?
    let value: String?
    let json: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        json = arguments.flag(.json)
        guard let text = try arguments.positional() else { throw UsageError(Message("help.error.whichConfigAction")) }
        guard let action = Action(rawValue: text) else {
            throw UsageError(Message("help.error.unknownConfigAction", ["action": text.echoed]))
        }
        self.action = action
        key = action.operandCount >= 1 ? try arguments.positional() : nil
        value = action.operandCount >= 2 ? try arguments.positional() : nil
        if action.operandCount >= 1, key == nil { throw UsageError(Message("help.error.whichKey")) }
        if action.operandCount >= 2, value == nil {
            throw UsageError(Message("help.error.whichValue", ["key": key!.echoed]))
        }
        if json, action == .set || action == .unset {
            throw UsageError(Message("help.error.jsonNotWith", ["action": action.rawValue]))
        }
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let loader = context.configurationLoader
        // Errors name the command a value or key came from: `config set: "temperature": …`.
        let source = "\(Self.name) \(action.rawValue)"
        switch action {
        case .set:
            let value = try ConfigurationLoader.value(value!, for: key!, source: source)
            try loader.write(value, at: key!)
        case .unset:
            // An unknown key in the file is removed too; one in neither is a mistake.
            if try !loader.remove(key!) { try ConfigurationLoader.checkKey(key!, source: source) }
        case .get:
            try ConfigurationLoader.checkKey(key!, source: source)
            let setting = try settings(context).first { $0.key == key }!
            if json { try Console.json(setting) } else { Console.out(setting.text) }
        case .list:
            let settings = try settings(context)
            if json {
                try Console.json(settings)
            } else {
                let language = context.language
                Console.out(TextTable.render(settings.map { [$0.key, $0.text, Self.source(of: $0, in: language)] }))
            }
        }
        return .ok
    }

    /// Every setting in effect; the file's warnings (an unknown key) on stderr.
    private func settings(_ context: AppContext) throws(ConfigurationError) -> [EffectiveSetting] {
        let (settings, warnings) = try context.configurationLoader.effectiveSettings()
        let language = context.language
        for warning in warnings { Console.error(warning.text(in: language)) }
        return settings
    }

    /// Where the value comes from, in `language`: "default", "file", "environment variable
    /// FORTUNE_MODEL".
    private static func source(of setting: EffectiveSetting, in language: Language) -> String {
        Message("config.source.\(setting.source.rawValue)", ["variable": setting.variable ?? ""]).text(in: language)
    }
}

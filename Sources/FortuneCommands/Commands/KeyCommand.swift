import FortuneCore
import FortuneGeneration
import FortuneConfig
import FortuneStore

/// `fortune key set|path|remove`: the provider's API key file, written without the key ever
/// being on a command line.
struct KeyCommand: Command {
    static let name = "key"
    static let operand: CommandOperand? = CommandOperand(
        placeholder: "ACTION", value: .choices(Action.allCases.map(\.rawValue)), isOptional: false)

    enum Action: String, CaseIterable {
        case set, path, remove
    }

    enum Option {
        static let provider = CommandOption.provider(Configuration.Provider.self)
    }

    static let options = [Option.provider]

    let action: Action
    let provider: Configuration.Provider?

    init(arguments: inout ArgumentList) throws(UsageError) {
        provider = try arguments.value(Option.provider, as: Configuration.Provider.self)
        guard let text = try arguments.positional() else { throw UsageError(Message("help.error.whichAction")) }
        guard let action = Action(rawValue: text) else {
            throw UsageError(Message("help.error.unknownAction", ["action": text.echoed]))
        }
        self.action = action
        // Never repeated back: it may be the key itself.
        if try arguments.positional() != nil {
            throw UsageError(Message("help.error.keyOnCommandLine"))
        }
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        // `auto` names Gemini's key: it is what a key makes `auto` use.
        let service = try (provider ?? context.configuration().provider).service()
        let file = try KeyFile(service: service, configDirectory: context.paths.configDirectory)
        switch action {
        case .path:
            Console.out(file.path)
        case .set:
            let text: String
            do throws(SecretInput.Failure) {
                text = try SecretInput.read(
                    prompt: "API key for \(service.name) (not shown): ", limit: KeyFile.sizeLimit)
            } catch {
                switch error {
                case .tooLong: throw KeyFileError.tooLong(limit: KeyFile.sizeLimit)
                case .unreadable(let number): throw KeyFileError.unreadable(number)
                }
            }
            try file.write(try file.key(from: text))
            Console.out("saved the API key for \(service.name) in \(file.path) (mode 600)")
            overridingVariable(service, context).map {
                Console.error("\($0) is set too, and comes before the file")
            }
        case .remove:
            if try file.remove() {
                Console.out("removed the API key file for \(service.name), \(file.path)")
            } else {
                Console.error("there is no API key file for \(service.name) at \(file.path): nothing to remove")
            }
            overridingVariable(service, context).map { Console.error("\($0) is still set, and holds a key") }
        }
        return .ok
    }

    /// The variable whose key a refresh uses instead of the file, if one is set.
    private func overridingVariable(_ service: ServiceDescriptor, _ context: AppContext) -> String? {
        service.keyVariables.first { APIKey(context.environment[$0] ?? "") != nil }
    }
}

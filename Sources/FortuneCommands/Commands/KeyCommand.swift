import FortuneCore
import FortuneGeneration
import FortuneConfig
import FortuneStore

/// `fortune key set|path|remove`: the provider's API key file, written without the key ever
/// being on a command line.
struct KeyCommand: Command {
    static let name = "key"
    static let operands = [
        CommandOperand(placeholder: "ACTION", value: .choices(Action.allCases.map(\.rawValue)), isOptional: false)
    ]

    enum Action: String, CaseIterable {
        case set, path, remove
    }

    enum Option {
        static let provider = CommandOption.choice("--provider", "P", Configuration.Provider.self).saying {
            ["services": ChoiceList.servicesWithKeys()]
        }
    }

    static let options = [Option.provider]

    let action: Action
    let provider: Configuration.Provider?

    init(arguments: inout ArgumentList) throws(UsageError) {
        provider = try arguments.value(Option.provider, as: Configuration.Provider.self)
        guard let text = try arguments.positional() else { throw UsageError(Message("help.error.whichAction")) }
        guard let action = Action(rawValue: text) else {
            // A word that could be a key (a digit, a capital, a length no action has) is not
            // repeated: `fortune key SECRET` leaves out the action and must not print the secret.
            let mistyped = text.count <= 12 && text.allSatisfy { $0.isASCII && $0.isLowercase }
            throw UsageError(
                mistyped
                    ? Message("help.error.unknownAction", ["action": text]) : Message("help.error.unknownActionUnsaid"))
        }
        self.action = action
        // Never repeated back: it may be the key itself.
        if try arguments.positional() != nil { throw UsageError(Message("help.error.keyOnCommandLine")) }
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        // `auto` names Gemini's key: it is what a key makes `auto` use.
        let service = try (provider ?? context.configuration().provider).service()
        let file = try KeyFile(service: service, configDirectory: context.paths.configDirectory)
        let language = context.language
        let name = service.name.text(in: language)
        let said = { (key: String, values: [String: String]) in
            Message(key, values.merging(["service": name, "path": file.path]) { $1 }).text(in: language)
        }
        switch action {
        case .path:
            Console.out(file.path)
        case .set:
            let text: String
            do throws(SecretInput.Failure) {
                text = try SecretInput.read(prompt: Console.prompt(said("key.prompt", [:])), limit: KeyFile.sizeLimit)
            } catch {
                switch error {
                case .tooLong: throw KeyFileError.tooLong(limit: KeyFile.sizeLimit)
                case .unreadable(let number): throw KeyFileError.unreadable(number)
                }
            }
            try file.write(try file.key(from: text))
            Console.out(said("key.saved", [:]))
            context.keyVariable(of: service).map { Console.error(said("key.variableFirst", ["variable": $0])) }
        case .remove:
            if try file.remove() {
                Console.out(said("key.removed", [:]))
            } else {
                Console.error(said("key.nothingToRemove", [:]))
            }
            context.keyVariable(of: service).map { Console.error(said("key.variableStill", ["variable": $0])) }
        }
        return .ok
    }
}

import FortuneCore
import FortuneGeneration
import FortuneConfig
import FortuneStore

/// Where a provider's API key comes from, as `refresh` would find it: a variable's name, the
/// key file, or why there is none or it is refused; never the key.
struct KeySource: CustomStringConvertible {
    /// Whether a refresh with this provider can go ahead as far as the key goes.
    let usable: Bool
    /// Whether a key was found.
    let isSet: Bool
    /// Where the key comes from, said in the reader's language where it is shown.
    let message: Message

    /// In English, as `status --json` writes it.
    var description: String { message.description }
}

extension AppContext {
    func keySource(provider: Configuration.Provider) -> KeySource {
        guard let service = try? provider.service(), let file = service.keyFileName else {
            return KeySource(usable: true, isSet: false, message: Message("keySource.notUsed"))
        }
        let path = APIKey.filePath(fileName: file, configDirectory: paths.configDirectory)
        // Without a key, `auto` falls back to the built-in model: no key is then no failure.
        let fallsBack = (try? provider.service(keySet: false))?.id != service.id
        let without =
            fallsBack
            ? Message("keySource.offline")
            : service.requiresKey
                ? Message("keySource.missing", ["variable": service.keyVariables.first ?? "", "path": path])
                : Message("keySource.local")
        let required = service.requiresKey && !fallsBack
        do {
            let key = try service.key(environment: environment, configDirectory: paths.configDirectory)
            guard key != nil else { return KeySource(usable: !required, isSet: false, message: without) }
        } catch {
            return KeySource(usable: false, isSet: true, message: Message("keySource.unusable", ["error": "\(error)"]))
        }
        let source = keyVariable(of: service) ?? path
        return KeySource(usable: true, isSet: true, message: Message("keySource.from", ["source": source]))
    }

    /// The variable whose key a refresh uses instead of the key file, if one is set.
    func keyVariable(of service: ServiceDescriptor) -> String? {
        service.keyVariables.first { APIKey(environment[$0] ?? "") != nil }
    }
}

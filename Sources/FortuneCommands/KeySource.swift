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
    let description: String
}

extension AppContext {
    func keySource(provider: Configuration.Provider) -> KeySource {
        let (variables, file, without, required): ([String], String, String, Bool) =
            switch provider {
            case .openai:
                (APIKey.openAIEnvironmentVariables, APIKey.openAIFileName, "none (fine for a local server)", false)
            case .ollama, .offline: ([], "", "not used", false)
            case .gemini:
                (
                    APIKey.environmentVariables, APIKey.fileName,
                    "none: set GEMINI_API_KEY or write it to \(paths.configDirectory)/\(APIKey.fileName) (mode 600)",
                    true
                )
            case .auto:
                (APIKey.environmentVariables, APIKey.fileName, "none (the offline model writes fortunes)", false)
            }
        guard !variables.isEmpty else { return KeySource(usable: true, isSet: false, description: without) }
        do {
            let key = try APIKey.resolve(
                variables: variables, fileName: file, environment: environment,
                configDirectory: paths.configDirectory
            )
            guard key != nil else { return KeySource(usable: !required, isSet: false, description: without) }
        } catch {
            return KeySource(usable: false, isSet: true, description: "unusable: \(error)")
        }
        if let name = variables.first(where: { APIKey(environment[$0] ?? "") != nil }) {
            return KeySource(usable: true, isSet: true, description: "from \(name)")
        }
        return KeySource(usable: true, isSet: true, description: "from " + paths.configDirectory + "/" + file)
    }
}

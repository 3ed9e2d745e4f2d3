import FortuneCore
import FortuneStore
import FortuneConfig

extension AppContext {
    /// The language `--help` and usage errors are said in, and the output of the commands that
    /// speak even when config.json cannot be read (`doctor`, `signs`, `key`): the configured
    /// one (`"language"`, else the locale), or the locale's when config.json cannot be read,
    /// since help is where one starts to mend it. Says no warning and never opens the store.
    var helpLanguage: Language { Self.helpLanguage(environment: environment, paths: paths) }

    /// `helpLanguage` before there is a context: for fortune-mod's arguments.
    static func helpLanguage(environment: [String: String], paths: StorePaths) -> Language {
        let loader = ConfigurationLoader(environment: environment, filePath: paths.configDirectory + "/config.json")
        return (try? loader.load().configuration.language) ?? .fromLocale(environment)
    }
}

import FoundationEssentials
import FortuneKit

/// What every command reads from the world: the environment, the XDG paths, the store, the
/// widget center and the configuration. Built once per process.
struct AppContext: Sendable {
    let environment: [String: String]
    let paths: StorePaths
    /// The shared store; an unreadable store file is moved aside and reported on stderr.
    let store: SharedStore

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        paths = StorePaths(environment: environment)
        store = SharedStore(paths: paths) { notice in Console.error(notice.description) }
    }

    /// The configuration: defaults ← config.json ← environment. Warnings go to stderr.
    /// - Throws: `ConfigurationError` (exit 78).
    func configuration() throws(ConfigurationError) -> Configuration {
        let loader = ConfigurationLoader(environment: environment, filePath: paths.configDirectory + "/config.json")
        let (configuration, warnings) = try loader.load()
        warnings.forEach(Console.error)
        return configuration
    }

    /// The widget center of the user's state directory, running `configuration`'s reload hooks
    /// after each request (a failing hook is one line on stderr, never fatal).
    func widgetCenter(_ configuration: Configuration) -> WidgetCenter {
        let hooks = ReloadHooks(
            hooks: configuration.reloadHooks,
            timeout: .seconds(configuration.hookTimeoutSeconds),
            onFailure: Console.error
        )
        return WidgetCenter(paths: paths, listeners: configuration.reloadHooks.isEmpty ? [] : [hooks]) { error in
            Console.error(error.description)
        }
    }

    /// The user's prompt overrides.
    var promptDirectory: String { paths.configDirectory + "/prompts" }
}

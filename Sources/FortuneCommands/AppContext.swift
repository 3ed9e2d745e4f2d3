import FortuneCore
import FortuneGeneration
import FortuneHTTP
import FortuneRender
package import FortuneStore
import FortuneWidget
import FortuneConfig

/// What every command reads from the world: the environment, the XDG paths, the store, the
/// widget center, the configuration and where its text goes. Built once per process, from the
/// process's environment, and handed to the command; a test builds one over a temporary home.
package struct AppContext: Sendable {
    package let environment: [String: String]
    package let paths: StorePaths
    /// The shared store; an unreadable store file is moved aside and reported on stderr.
    package let store: SharedStore
    /// Where the command's text goes instead of the process's standard output and error; nil
    /// for the process's own.
    package let output: ConsoleSink?
    /// The time, in whole seconds since the epoch: where every command's "today" and midnight
    /// come from.
    package let now: @Sendable () -> Int

    /// The context of `environment`, writing to `output` (default: standard output and error),
    /// on the clock `now` (default: the wall clock).
    package init(
        environment: [String: String], output: ConsoleSink? = nil,
        now: @escaping @Sendable () -> Int = WallClock.now
    ) {
        self.environment = environment
        self.output = output
        self.now = now
        let paths = StorePaths(environment: environment)
        self.paths = paths
        store = SharedStore(paths: paths) { notice in
            Console.error(notice.message(in: Self.language(environment: environment, paths: paths)))
        }
    }

    /// The configuration: defaults ← config.json ← environment. Warnings go to stderr, in its
    /// language.
    /// - Throws: `ConfigurationError` (exit 78).
    func configuration() throws(ConfigurationError) -> Configuration {
        let (configuration, warnings) = try configurationLoader.load()
        for warning in warnings { Console.error(warning.text(in: configuration.language)) }
        return configuration
    }

    /// The configured language; when the configuration cannot be read, the locale's, after one
    /// line on stderr that says why: for the commands that still have something to say.
    func languageSayingWhyNotConfigured() -> Language {
        do {
            return try configuration().language
        } catch {
            let language = Language.fromLocale(environment)
            Console.error(error.message(in: language))
            return language
        }
    }

    /// The language errors, `--help`, usage errors and the commands that speak even when
    /// config.json cannot be read (`doctor`, `signs`, `key`) are said in: the configured one
    /// (`"language"`, else the locale), or the locale's when config.json cannot be read, since
    /// that is where one starts to mend it. Read again, without its warnings and without
    /// opening the store, only when something is said.
    var language: Language { Self.language(environment: environment, paths: paths) }

    /// `language` before a context is made (for fortune-mod's arguments), with the paths of
    /// `environment` when none are given.
    static func language(environment: [String: String], paths: StorePaths? = nil) -> Language {
        let paths = paths ?? StorePaths(environment: environment)
        return (try? loader(environment: environment, paths: paths).load().configuration.language)
            ?? .fromLocale(environment)
    }

    /// The loader of this context's `config.json`, which `fortune config` also edits it with.
    var configurationLoader: ConfigurationLoader { Self.loader(environment: environment, paths: paths) }

    private static func loader(environment: [String: String], paths: StorePaths) -> ConfigurationLoader {
        ConfigurationLoader(environment: environment, filePath: paths.configFile)
    }

    /// The widget center of the user's state directory, telling `configuration`'s status bars
    /// and running its reload hooks after each request (a failure is one line on stderr, never
    /// fatal); neither when this process was started by a hook or a bar's reload.
    func widgetCenter(_ configuration: Configuration) -> WidgetCenter {
        let say: @Sendable (Message) -> Void = { Console.error($0.text(in: configuration.language)) }
        let timeout = Duration.seconds(configuration.hookTimeoutSeconds)
        var listeners: [any TimelineReloading] = []
        // Started by a hook or a bar's reload: running them again could start this once more.
        if environment[ReloadHooks.inHookVariable] == nil {
            let bars = configuration.reloadBars.compactMap(\.statusBar)
            if !configuration.reloadBars.isEmpty {
                listeners.append(
                    StatusBarReloader(bars: bars, timeout: timeout, environment: environment, onFailure: say))
            }
            if !configuration.reloadHooks.isEmpty {
                listeners.append(ReloadHooks(hooks: configuration.reloadHooks, timeout: timeout, onFailure: say))
            }
        }
        return WidgetCenter(paths: paths, listeners: listeners) {
            Console.error($0.message(in: configuration.language))
        }
    }

    /// The widget's timeline: the store in the configured language, no model. With a
    /// `refresher` (`widget --watch --auto-refresh`), a timeline fetches today's missing fortune.
    func timeline(_ configuration: Configuration, refresher: FortuneRefresher? = nil) -> FortuneTimeline {
        FortuneTimeline(store: store, language: configuration.language, refresher: refresher, now: now)
    }

    /// Which model a refresh asks.
    enum ModelUse {
        /// The one the configuration selects: Gemini with a key, the offline model without.
        case configured
        /// The built-in offline model, whatever the configuration says (`--offline`).
        case offline
    }

    /// The refresh pipeline of every command: the store, the model `use` selects, built over
    /// libcurl, and the widget center with the configuration's reload hooks. The one place that
    /// builds a model, its transport and the refresher; a notice about the choice (no key: the
    /// offline model) goes to stderr.
    /// - Parameters:
    ///   - service: the provider of this run (`refresh --provider`); default the configured one.
    ///   - modelName: the model of this run (`refresh --model`); default the configured one.
    /// - Throws: the key's errors (exit 77) when the configuration requires a key; a provider
    ///   without a model (exit 78).
    func refresher(
        _ configuration: Configuration,
        model use: ModelUse,
        service: Configuration.Provider? = nil,
        modelName: String? = nil
    ) throws -> FortuneRefresher {
        let selection = try ModelSelection(
            configuration: configuration, environment: environment,
            configDirectory: paths.configDirectory, provider: service, model: modelName, offline: use == .offline,
            stateDirectory: paths.stateDirectory, notify: { Console.error($0.text(in: configuration.language)) },
            transport: CurlTransport(configuration: .fromEnvironment(environment))
        )
        if let notice = selection.notice { Console.message(notice.text(in: configuration.language) + "\n") }
        return FortuneRefresher(
            store: store, model: selection.model, reloader: widgetCenter(configuration),
            language: configuration.language, promptDirectory: paths.configDirectory + "/prompts", now: now
        )
    }

    /// The models the service serves to this key (`fortune models`), which model the
    /// configuration asks for there, and the service asked.
    /// - Parameter service: the provider to ask; default the configured one, Gemini for `auto`.
    /// - Throws: the key's errors (exit 77; also when no key is set and one is needed to ask),
    ///   and the service's, as a refresh would.
    func modelList(_ configuration: Configuration, service: Configuration.Provider?) async throws -> (
        models: [ListedModel], configured: String?, service: ServiceDescriptor
    ) {
        // The service a key would select: listing asks it, and says when its key is missing.
        let service = Configuration.Provider(try (service ?? configuration.provider).service().id)
        let selection = try ModelSelection(
            configuration: configuration, environment: environment, configDirectory: paths.configDirectory,
            provider: service, listing: true, transport: CurlTransport(configuration: .fromEnvironment(environment))
        )
        let configured = try ServiceEndpoint(service, configuration: configuration, environment: environment).model
        guard case .asked = selection.service.listing, let listing = selection.model as? any ModelListing else {
            let model = ListedModel(id: selection.model.name, displayName: selection.service.name.description)
            return ([model], selection.model.name, selection.service)
        }
        return (try await listing.availableModels(), configured, selection.service)
    }
}

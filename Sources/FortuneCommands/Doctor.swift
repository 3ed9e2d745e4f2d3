import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore
import FortuneHTTP
import FortuneGeneration
import FortuneConfig

/// The checks of `fortune doctor`, in the order a refresh meets what they check.
struct Doctor {
    let context: AppContext

    /// The PATH systemd gives the services of a user's manager unless told otherwise
    /// (systemd.exec(5), "Environment variables in spawned processes").
    static let systemdPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

    func checks() async -> [DoctorCheck] {
        var checks: [DoctorCheck] = []
        let configPath = context.paths.configDirectory + "/config.json"
        let configuration: Configuration
        do {
            configuration = try context.configuration()
            let present = FileManager.default.fileExists(atPath: configPath)
            checks.append(
                DoctorCheck("config", .ok, present ? configPath : "\(configPath) is not there: the defaults apply"))
        } catch {
            checks.append(DoctorCheck("config", .fail, error.description))
            return checks + localChecks(hooks: [])
        }
        checks += await serviceChecks(configuration)
        return checks + localChecks(hooks: configuration.reloadHooks)
    }

    /// Provider, key, a model list, libcurl: what a refresh needs of the service.
    private func serviceChecks(_ configuration: Configuration) async -> [DoctorCheck] {
        let endpoint: ServiceEndpoint
        do {
            endpoint = try ServiceEndpoint(
                configuration.provider, configuration: configuration, environment: context.environment)
        } catch {
            return [DoctorCheck("provider", .fail, error.description)]
        }
        let key = context.keySource(provider: configuration.provider)
        let service = try? configuration.provider.service(keySet: key.isSet)
        guard service?.isBuiltIn != true else {
            let why =
                endpoint.service.isBuiltIn
                ? "offline, as configured" : "offline: no API key is set, so the built-in model writes fortunes"
            return [DoctorCheck("provider", .ok, why)]
        }
        let model = endpoint.model.map(Sanitizer.cleanLine) ?? "no model"
        var checks = [
            DoctorCheck(
                "provider", endpoint.model == nil ? .fail : .ok,
                "\(endpoint.service.id): \(model) at \(Sanitizer.cleanLine(URLDisplay.hidingCredentials(endpoint.baseURL)))"
                    + (endpoint.model == nil ? "; set \"model\" ('fortune models' lists them)" : ""))
        ]
        checks.append(DoctorCheck("API key", key.usable ? .ok : .fail, key.description))
        if let retirement = endpoint.model.flatMap(context.retirement(of:)) {
            checks.append(DoctorCheck("retirement", .warn, retirement))
        }
        do {
            try CurlLibrary.load()
            checks.append(DoctorCheck("libcurl", .ok, "libcurl.so.4 loads"))
        } catch {
            return checks + [DoctorCheck("libcurl", .fail, error.description)]
        }
        guard key.usable else { return checks }
        do {
            let (models, configured) = try await context.modelList(configuration, service: endpoint.provider)
            ModelCache.save(models.map(\.id), paths: context.paths)
            let listed = configured.map { id in models.contains { $0.id == GeminiConfiguration.bareID(id) } } ?? false
            checks.append(
                DoctorCheck(
                    "models", listed ? .ok : .warn,
                    "the service lists \(models.count) models"
                        + (listed ? ", \(model) among them" : "; \(model) is not among them ('fortune models')")
                ))
        } catch {
            checks.append(DoctorCheck("models", .fail, (error as? any ReportableError)?.description ?? "\(error)"))
        }
        return checks
    }

    /// The store, the hooks, the program systemd and the shell would run, the daily timer,
    /// fortune-mod.
    private func localChecks(hooks: [[String]]) -> [DoctorCheck] {
        var checks = [storeCheck()]
        if let refresh = refreshCheck() { checks.append(refresh) }
        for hook in hooks where !hook.isEmpty {
            let program = hook[0]
            let found =
                program.contains("/")
                ? (access(program, X_OK) == 0 ? program : nil)
                : FileSystem.executable(program, searchPath: context.environment["PATH"] ?? "")
            checks.append(
                DoctorCheck(
                    "hook", found == nil ? .warn : .ok,
                    found.map { "\(Sanitizer.cleanLine($0)) runs after each change" }
                        ?? "\(Sanitizer.cleanLine(program)) is not found: the reload hook \(hook.joined(separator: " ")) cannot run"
                ))
        }
        checks.append(systemdCheck())
        checks.append(shellCheck())
        checks.append(DailyTimer(environment: context.environment, program: thisProgram).check())
        let classic = ClassicFortune.program(environment: context.environment)
        checks.append(
            DoctorCheck(
                "fortune-mod", .info,
                classic.map { "\($0): its arguments (fortune -o, fortune riddles) are handed to it" }
                    ?? "not installed: fortune -o and fortune databases need it (apt install fortune-mod)"))
        return checks
    }

    /// How the last refresh ended, when the store says: a failure is a warning (the widgets
    /// keep showing the last good fortune), with the day and why; nil before any refresh or
    /// when the store cannot be read (`storeCheck` says so).
    private func refreshCheck() -> DoctorCheck? {
        guard let document = try? context.store.read(includingHistory: false) else { return nil }
        if let failure = document.lastError {
            return DoctorCheck(
                "refresh", .warn,
                "the last refresh, for \(failure.day), failed: \(Sanitizer.cleanLine(failure.message)); the widgets show the last good fortune until 'fortune refresh' works"
            )
        }
        guard !document.fortunes.isEmpty else { return nil }
        return DoctorCheck("refresh", .ok, "the last refresh worked")
    }

    private func storeCheck() -> DoctorCheck {
        let folder = context.paths.stateDirectory
        let path = context.store.path
        guard let folderMode = FileSystem.permissions(folder) else {
            return DoctorCheck("store", .ok, "\(folder) does not exist yet: 'fortune pick' makes it")
        }
        do {
            _ = try context.store.read()
        } catch {
            return DoctorCheck("store", .fail, (error as? any ReportableError)?.description ?? "\(error)")
        }
        if folderMode & 0o077 != 0 {
            return DoctorCheck(
                "store", .warn,
                "\(folder) is readable by others (mode \(String(folderMode, radix: 8))): chmod 700 \(folder)")
        }
        if let fileMode = FileSystem.permissions(path), fileMode & 0o077 != 0 {
            return DoctorCheck(
                "store", .warn, "\(path) is readable by others (mode \(String(fileMode, radix: 8))): chmod 600 \(path)")
        }
        return DoctorCheck("store", .ok, "\(path), private")
    }

    /// This program's path, every link resolved.
    private var thisProgram: String { FileSystem.realPath("/proc/self/exe") ?? "fortune" }

    /// Whether `fortune` typed in the shell, which searches the `PATH` doctor runs with, runs
    /// this program rather than another (fortune-mod's /usr/games/fortune) or nothing.
    private func shellCheck() -> DoctorCheck {
        let this = thisProgram
        let folder = this.lastIndex(of: "/").map { String(this[..<$0]) } ?? "."
        let fix = "put export PATH=\"\(folder):$PATH\" in your shell's profile, then run hash -r"
        guard let found = FileSystem.executable("fortune", searchPath: context.environment["PATH"] ?? "") else {
            return DoctorCheck("PATH", .warn, "'fortune' is not on your PATH: \(fix)")
        }
        if FileSystem.realPath(found) == this {
            return DoctorCheck("PATH", .ok, "\(found), first on your PATH, is this program")
        }
        return DoctorCheck("PATH", .warn, "\(found) comes first on your PATH, not \(this): \(fix)")
    }

    /// Whether a systemd user unit or a bar that says only `fortune` would run this program.
    private func systemdCheck() -> DoctorCheck {
        let this = thisProgram
        guard let found = FileSystem.executable("fortune", searchPath: Self.systemdPath) else {
            return DoctorCheck(
                "systemd", .warn,
                "'fortune' is not on the PATH systemd gives user services (\(Self.systemdPath)): units and bars need \(this), as those make install writes do"
            )
        }
        if FileSystem.realPath(found) == this {
            return DoctorCheck("systemd", .ok, "\(found) on the PATH of systemd's user services is this program")
        }
        return DoctorCheck(
            "systemd", .warn,
            "\(found) comes first on the PATH of systemd's user services, not \(this): units and bars need the absolute path"
        )
    }
}

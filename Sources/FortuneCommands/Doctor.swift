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
        let configPath = context.paths.configFile
        let configuration: Configuration
        do {
            configuration = try context.configuration()
        } catch {
            return [DoctorCheck("config", .fail, .verbatim(error.description))] + localChecks(hooks: [])
        }
        let config =
            FileManager.default.fileExists(atPath: configPath)
            ? DoctorCheck("config", .ok, .verbatim(configPath))
            : DoctorCheck("config", .ok, "doctor.config.absent", ["path": configPath])
        return [config] + (await serviceChecks(configuration)) + localChecks(hooks: configuration.reloadHooks)
    }

    /// Provider, key, a model list, libcurl: what a refresh needs of the service.
    private func serviceChecks(_ configuration: Configuration) async -> [DoctorCheck] {
        let endpoint: ServiceEndpoint
        do {
            endpoint = try ServiceEndpoint(
                configuration.provider, configuration: configuration, environment: context.environment)
        } catch {
            return [DoctorCheck("provider", .fail, .verbatim(error.description))]
        }
        let key = context.keySource(provider: configuration.provider)
        let service = try? configuration.provider.service(keySet: key.isSet)
        guard service?.isBuiltIn != true else {
            let why = endpoint.service.isBuiltIn ? "doctor.provider.offline" : "doctor.provider.offlineWithoutKey"
            return [DoctorCheck("provider", .ok, why)]
        }
        let model = endpoint.model.map(Sanitizer.cleanLine)
        let at = [
            "service": "\(endpoint.service.id)", "model": model ?? "",
            "url": Sanitizer.cleanLine(URLDisplay.hidingCredentials(endpoint.baseURL)),
        ]
        var checks = [
            model == nil
                ? DoctorCheck("provider", .fail, "doctor.provider.noModel", at)
                : DoctorCheck("provider", .ok, "doctor.provider.endpoint", at)
        ]
        checks.append(DoctorCheck("API key", key.usable ? .ok : .fail, .messages([key.message])))
        if let retirement = endpoint.model.flatMap(context.retirement(of:)) {
            checks.append(DoctorCheck("retirement", .warn, .messages(retirement)))
        }
        do {
            try CurlLibrary.load()
            checks.append(DoctorCheck("libcurl", .ok, "doctor.libcurl.loads"))
        } catch {
            return checks + [DoctorCheck("libcurl", .fail, .verbatim(error.description))]
        }
        guard key.usable else { return checks }
        do {
            let (models, configured, _) = try await context.modelList(configuration, service: endpoint.provider)
            ModelCache.save(models.map(\.id), paths: context.paths)
            let listed = configured.map { id in models.contains { $0.id == GeminiModel.bareID(id) } } ?? false
            let values = ["count": "\(models.count)", "model": model ?? ""]
            let found =
                listed ? "doctor.models.listed" : model == nil ? "doctor.models.noneSet" : "doctor.models.notListed"
            checks.append(DoctorCheck("models", listed ? .ok : .warn, found, values))
        } catch {
            checks.append(DoctorCheck("models", .fail, .verbatim("\(error)")))
        }
        return checks
    }

    /// The store, the hooks, the program systemd and the shell would run, the daily timer,
    /// the GNOME Shell extension, fortune-mod.
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
                found.map { DoctorCheck("hook", .ok, "doctor.hook.found", ["program": Sanitizer.cleanLine($0)]) }
                    ?? DoctorCheck(
                        "hook", .warn, "doctor.hook.missing",
                        ["program": Sanitizer.cleanLine(program), "hook": hook.joined(separator: " ")]))
        }
        let this = thisProgram
        // A systemd user unit or a bar that says only `fortune`, then `fortune` typed in the
        // shell, which searches the `PATH` doctor runs with.
        checks.append(lookUp("systemd", in: Self.systemdPath, ["path": Self.systemdPath, "program": this]))
        let folder = this.lastIndex(of: "/").map { String(this[..<$0]) } ?? "."
        checks.append(lookUp("PATH", in: context.environment["PATH"] ?? "", ["folder": folder, "program": this]))
        checks.append(DailyTimer(environment: context.environment, program: this).check())
        if let gnome = GnomeExtension(environment: context.environment, dataHome: context.paths.dataHome).check() {
            checks.append(gnome)
        }
        let classic = ClassicFortune.program(environment: context.environment)
        checks.append(
            classic.map { DoctorCheck("fortune-mod", .info, "doctor.fortuneMod.found", ["path": $0]) }
                ?? DoctorCheck("fortune-mod", .info, "doctor.fortuneMod.missing"))
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
                .quoting(
                    Message("doctor.refresh.failed", ["day": failure.day.description]), ["message": failure.saying]))
        }
        return document.fortunes.isEmpty ? nil : DoctorCheck("refresh", .ok, "doctor.refresh.worked")
    }

    private func storeCheck() -> DoctorCheck {
        let folder = context.paths.stateDirectory
        let path = context.store.path
        guard let folderMode = FileSystem.permissions(folder) else {
            return DoctorCheck("store", .ok, "doctor.store.absent", ["folder": folder])
        }
        do {
            _ = try context.store.read()
        } catch {
            return DoctorCheck("store", .fail, .verbatim("\(error)"))
        }
        if folderMode & 0o077 != 0 {
            return DoctorCheck(
                "store", .warn, "doctor.store.folderOpen", ["folder": folder, "mode": String(folderMode, radix: 8)])
        }
        if let fileMode = FileSystem.permissions(path), fileMode & 0o077 != 0 {
            return DoctorCheck(
                "store", .warn, "doctor.store.fileOpen", ["path": path, "mode": String(fileMode, radix: 8)])
        }
        return DoctorCheck("store", .ok, "doctor.store.private", ["path": path])
    }

    /// This program's path, every link resolved.
    private var thisProgram: String { FileSystem.realPath("/proc/self/exe") ?? "fortune" }

    /// Whether `fortune` found in `searchPath` is this program rather than another
    /// (fortune-mod's /usr/games/fortune) or nothing: the check `name`, said by the messages
    /// `doctor.<name>.absent`, `.this` and `.other`, with `values` and the path found.
    private func lookUp(_ name: String, in searchPath: String, _ values: [String: String]) -> DoctorCheck {
        let key = "doctor.\(name.lowercased())"
        guard let found = FileSystem.executable("fortune", searchPath: searchPath) else {
            return DoctorCheck(name, .warn, key + ".absent", values)
        }
        if FileSystem.realPath(found) == thisProgram {
            return DoctorCheck(name, .ok, key + ".this", ["path": found])
        }
        return DoctorCheck(name, .warn, key + ".other", values.merging(["path": found]) { $1 })
    }
}

import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where `fortune` keeps its state and configuration, after the XDG Base Directory
/// specification.
///
/// The state directory plays the part of the iOS App Group container: the command that writes
/// and every widget that reads find the same store there.
/// See https://specifications.freedesktop.org/basedir-spec/latest/
public struct StorePaths: Sendable, Hashable {
    /// `$XDG_STATE_HOME/fortune`: the store, its lock and the reload marker.
    public let stateDirectory: String
    /// `$XDG_CONFIG_HOME/fortune`: the configuration file and prompt overrides.
    public let configDirectory: String
    /// `$XDG_DATA_HOME`: the user's own data, such as the GNOME Shell extensions in its
    /// `gnome-shell/extensions`.
    public let dataHome: String

    /// `config.json` in the configuration directory: the user's settings.
    public var configFile: String { configDirectory + "/config.json" }

    /// The paths for `environment`.
    ///
    /// A variable that is unset, empty or relative is ignored, as the specification requires,
    /// and its default under the home directory is used instead.
    /// - Parameter environment: the variables to read; `HOME` falls back to the user's entry in
    ///   the password database when it is missing or relative.
    public init(environment: [String: String]) {
        func absolute(_ name: String) -> String? {
            guard let value = environment[name], value.hasPrefix("/") else { return nil }
            return Self.trimmingTrailingSlashes(value)
        }
        let home = absolute("HOME") ?? Self.passwordDatabaseHome() ?? "/"
        func base(_ name: String, default relative: String) -> String {
            absolute(name) ?? Self.trimmingTrailingSlashes(home) + "/" + relative
        }
        stateDirectory = base("XDG_STATE_HOME", default: ".local/state") + "/fortune"
        configDirectory = base("XDG_CONFIG_HOME", default: ".config") + "/fortune"
        dataHome = base("XDG_DATA_HOME", default: ".local/share")
    }

    /// The paths for this process's environment.
    public static func current() -> StorePaths {
        StorePaths(environment: ProcessInfo.processInfo.environment)
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }

    private static func passwordDatabaseHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0,
            result != nil, let directory = entry.pw_dir
        else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }
}

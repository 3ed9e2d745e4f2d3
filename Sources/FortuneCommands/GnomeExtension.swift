import FoundationEssentials
import FortuneCore

/// What `fortune doctor` says of the GNOME Shell extension (gnome/ in the sources): the folder
/// GNOME Shell finds it in, the user's or a system one, and whether it is enabled, as
/// `gsettings` answers; nothing where neither the extension nor GNOME Shell is installed.
struct GnomeExtension {
    static let uuid = "fortune@fortune-zodiac"

    let environment: [String: String]
    /// `$XDG_DATA_HOME`, the user's folder of extensions' parent.
    let dataHome: String

    /// The doctor's `GNOME` line, or nil.
    func check() -> DoctorCheck? {
        let path = environment["PATH"] ?? ""
        guard let folder = installedFolder else {
            guard FileSystem.executable("gnome-shell", searchPath: path) != nil else { return nil }
            return DoctorCheck("GNOME", .info, "doctor.gnome.absent", ["uuid": Self.uuid])
        }
        let values = ["folder": folder, "uuid": Self.uuid]
        // `['other@example.org', 'fortune@fortune-zodiac']`, or `@as []` when none is.
        guard let gsettings = FileSystem.executable("gsettings", searchPath: path),
            let enabled = BriefCommand(environment: environment).firstLine(
                gsettings, ["get", "org.gnome.shell", "enabled-extensions"])
        else {
            return DoctorCheck("GNOME", .info, "doctor.gnome.unknown", values)
        }
        return enabled.contains("'\(Self.uuid)'")
            ? DoctorCheck("GNOME", .ok, "doctor.gnome.enabled", values)
            : DoctorCheck("GNOME", .info, "doctor.gnome.disabled", values)
    }

    /// The first folder GNOME Shell looks in that holds the extension: the user's, then each
    /// of `$XDG_DATA_DIRS` (by default /usr/local/share and /usr/share).
    private var installedFolder: String? {
        let system = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return ([dataHome] + system).map { "\($0)/gnome-shell/extensions/\(Self.uuid)" }.first {
            FileManager.default.fileExists(atPath: $0 + "/metadata.json")
        }
    }
}

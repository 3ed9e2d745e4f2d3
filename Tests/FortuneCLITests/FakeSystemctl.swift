#if canImport(Glibc)
import Glibc
#endif
import FortuneTestSupport

/// A `systemctl` of a test's own, first on the `PATH` doctor runs with, so no test asks the
/// machine's: it answers `is-enabled` and `show` as a script says, and notes what it was asked.
struct FakeSystemctl {
    /// The folder it lives in, which the caller owns.
    let folder: String

    /// A `systemctl` that prints `enabled` for `is-enabled` (exit `enabledStatus`) and
    /// `lastTrigger` for `show`; or, when `connects` is false, fails as one with no user
    /// manager does.
    init(
        in folder: String, enabled: String = "enabled", enabledStatus: Int = 0, lastTrigger: String = "",
        connects: Bool = true
    ) {
        self.folder = folder
        _ = mkdir(folder, 0o700)
        let answers =
            connects
            ? """
            case "$*" in
            *is-enabled*) echo '\(enabled)'; exit \(enabledStatus) ;;
            *show*) echo '\(lastTrigger)' ;;
            esac
            """
            : """
            echo 'Failed to connect to bus: No medium found' >&2
            exit 1
            """
        Files.write("#!/bin/sh\necho \"$*\" >> \"\(folder)/asked\"\n\(answers)\n", to: folder + "/systemctl")
        _ = chmod(folder + "/systemctl", 0o755)
    }

    /// The `PATH` with this `systemctl` first.
    var path: String { folder + ":/usr/bin:/bin" }

    /// The argument lists it was run with, one a line.
    var asked: [String] {
        Files.bytes(folder + "/asked").map { String(decoding: $0, as: UTF8.self) }?
            .split(separator: "\n").map(String.init) ?? []
    }
}

#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import FortuneCore
import FortuneStore
import FortuneTestSupport

/// A home of its own for one command-line test: `HOME`, `XDG_STATE_HOME` and `XDG_CONFIG_HOME`
/// in a temporary directory that goes when the test ends, so no test sees another's store,
/// configuration or key, nor the user's.
///
/// Keep it in a stored property of the suite (`let home = FakeHome()`), as `TemporaryDirectory`
/// says; Swift Testing makes a fresh one for every test.
struct FakeHome: Sendable {
    let directory = TemporaryDirectory()

    var path: String { directory.path }

    /// The environment of a user who lives here, and nothing else (`FortuneBinary` adds `PATH`),
    /// on the program's clock set to noon of `today` (`FORTUNE_NOW`): a test's "today" is the
    /// program's, whatever the time it runs at, and never crosses midnight under it. Without
    /// fortune-mod (`FORTUNE_CLASSIC` names no program), so that `fortune` alone says the
    /// same whether the machine has it or not.
    var environment: [String: String] {
        [
            "HOME": path, "XDG_STATE_HOME": appending("state"), "XDG_CONFIG_HOME": appending("config"),
            "FORTUNE_NOW": Self.now, "FORTUNE_CLASSIC": appending("no-fortune-mod"),
        ]
    }

    /// The time the program takes as now in this home: noon, local time.
    static let now = "2026-06-15T12:00"

    /// `now` in seconds since the epoch.
    static let nowSeconds: Int = {
        var fields = tm()
        (fields.tm_year, fields.tm_mon, fields.tm_mday, fields.tm_hour, fields.tm_isdst) = (126, 5, 15, 12, -1)
        return Int(mktime(&fields))
    }()

    /// The program's today in this home.
    static let today = CalendarDay(year: 2026, month: 6, day: 15)!

    /// The day before `today`.
    static let yesterday = CalendarDay(year: 2026, month: 6, day: 14)!

    /// Where `fortune` keeps its store and reload marker: `state/fortune`.
    var stateFolder: String { appending("state/fortune") }

    /// Where `fortune` reads `config.json`, the key and the prompts: `config/fortune`.
    var configFolder: String { appending("config/fortune") }

    /// The store that `fortune` run here reads and writes.
    var store: SharedStore { SharedStore(paths: StorePaths(environment: environment)) }

    /// The path of `name` inside the home.
    func appending(_ name: String) -> String {
        directory.appending(name)
    }

    /// Writes `text` as `config/fortune/NAME` (default `config.json`), making the folders.
    func writeConfig(_ text: String, as name: String = "config.json") throws {
        try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
        Files.write(text, to: configFolder + "/" + name)
    }

    /// Runs `fortune` here, with `extra` added to (or replacing) the home's environment.
    func run(
        _ arguments: [String],
        environment extra: [String: String] = [:],
        input: String = "",
        timeout: Duration = .seconds(60)
    ) async throws -> FortuneBinary.Result {
        try await FortuneBinary.run(
            arguments, environment: environment.merging(extra) { $1 }, input: input, timeout: timeout
        )
    }

    /// Starts `fortune` here in the background, as `run` would.
    func start(_ arguments: [String], environment extra: [String: String] = [:]) throws -> RunningProcess {
        try FortuneBinary.start(arguments, environment: environment.merging(extra) { $1 })
    }
}

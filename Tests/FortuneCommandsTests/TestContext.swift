import Synchronization
import FoundationEssentials
import FortuneCore
import FortuneTestSupport
import FortuneCommands

/// A home of its own for commands run in-process: XDG directories under a temporary folder,
/// an English locale and nothing else of the developer's environment, a clock that stands at
/// noon, and the text the commands write, kept apart by stream.
final class TestContext: Sendable {
    let home = TemporaryDirectory()
    /// The commands' clock: "today" is its day, whatever the time the test runs at.
    let clock = TestClock.noon()
    private let written = Written()
    /// Variables the commands see besides the home's and the locale: `COLUMNS`, say.
    private let environment: [String: String]

    init(environment: [String: String] = [:]) {
        self.environment = environment
    }

    /// What the commands wrote since the last run began.
    private final class Written: Sendable {
        let text = Mutex<(out: String, err: String)>(("", ""))
    }

    /// Where the commands read `config.json`, the keys and the prompts: `config/fortune`.
    var configFolder: String { home.appending("config/fortune") }

    /// Writes `text` as `config/fortune/config.json`, making the folders.
    func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
        Files.write(text, to: configFolder + "/config.json")
    }

    /// The context a command runs against: this home, writing here.
    var context: AppContext { context(adding: [:]) }

    /// The context a command runs against, with `extra` added to (or replacing) its variables:
    /// `LANG`, say, for one run.
    func context(adding extra: [String: String]) -> AppContext {
        AppContext(
            environment: [
                "HOME": home.path, "XDG_STATE_HOME": home.appending("state"),
                "XDG_CONFIG_HOME": home.appending("config"), "XDG_CACHE_HOME": home.appending("cache"),
                "LANG": "en_US.UTF-8",
            ].merging(environment) { $1 }.merging(extra) { $1 },
            output: ConsoleSink { [written] text, stream in
                written.text.withLock { written in
                    switch stream {
                    case .standardOutput: written.out += text
                    case .standardError: written.err += text
                    }
                }
            },
            now: clock.now
        )
    }

    /// A command's status and what it wrote on each stream.
    typealias Run = (status: ExitStatus, out: String, err: String)

    /// Runs `fortune` with `arguments`, and `extra` added to the context's variables; returns
    /// its status and what it wrote on each stream.
    func run(_ arguments: String..., environment extra: [String: String] = [:]) async -> Run {
        await run(arguments, environment: extra)
    }

    /// Runs `fortune` with `arguments`, and `extra` added to the context's variables; returns
    /// its status and what it wrote on each stream.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) async -> Run {
        written.text.withLock { $0 = ("", "") }
        let status = await Fortune.run(arguments, context: context(adding: extra))
        let (out, err) = written.text.withLock { $0 }
        return (status, out, err)
    }
}

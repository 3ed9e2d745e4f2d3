import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The recipes in Config/ run as docs/REFERENCE.md shows them: the daily notification, the shell
/// greeting and Conky's line.
@Suite(.fewAtOnce) struct RecipesTests {
    typealias Home = RefreshCommandTests.Home
    let home: Home
    /// A directory first on PATH: `fortune`, and a `notify-send` that records its arguments.
    let bin: String

    init() async throws {
        home = try await Home()
        home.server.route(
            RefreshCommandTests.unaryPath, .json(RefreshCommandTests.reply("A fortune worth a notification.")))
        bin = home.directory.appending("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        #expect(symlink(FortuneBinary.path, bin + "/fortune") == 0)
        Files.write(
            "#!/bin/sh\nfor argument; do printf '%s\\n' \"$argument\"; done >> \"$0.calls\"\n", to: bin + "/notify-send"
        )
        #expect(chmod(bin + "/notify-send", 0o755) == 0)
    }

    private func run(_ shell: [String], path: String? = nil) async throws -> FortuneBinary.Result {
        try await Subprocess.run(
            "/bin/sh", shell, environment: home.environment.merging(["PATH": path ?? bin + ":/usr/bin:/bin"]) { $1 })
    }

    private var notifications: String {
        (try? String(contentsOfFile: bin + "/notify-send.calls", encoding: .utf8)) ?? ""
    }

    @Test func theNotificationComesOnceADayAndOnlyWithTodaysFortune() async throws {
        let notify = RepositoryFiles.path("Config/fortune-notify")
        let before = try await run([notify])
        #expect(before.status == 0)
        #expect(notifications.isEmpty, "nothing stored for today: nothing to say")

        #expect(try await home.run(["refresh"]).status == 0)
        for _ in 0..<3 {
            let after = try await run([notify])
            #expect(after.status == 0)
            #expect(after.stderr.isEmpty)
        }
        #expect(notifications == "--app-name=fortune\n🐓 Rooster\nA fortune worth a notification.\n")
        let stamp = try String(contentsOfFile: home.directory.appending("state/fortune/notified"), encoding: .utf8)
        #expect(stamp.count == "2026-11-30\n".count)
    }

    /// systemd runs a unit's ExecStartPost only once its ExecStart has succeeded
    /// (systemd.service(5)): the service offers the notification as that step of the refresh.
    @Test func theServiceOffersTheNotificationAsTheStepAfterItsRefresh() async throws {
        let service = try String(
            contentsOfFile: RepositoryFiles.path("Config/fortune-refresh.service"), encoding: .utf8)
        let lines = service.split(separator: "\n")
        let start = try #require(lines.firstIndex(of: "ExecStart=%h/.local/bin/fortune refresh"))
        let post = try #require(lines.firstIndex(of: "#ExecStartPost=-%h/.local/bin/fortune-notify"))
        #expect(start < post)
    }

    /// What that step rests on: a refresh that fails exits with a failure, so systemd skips the
    /// notification, and even run by hand after it, the notification has nothing to say.
    @Test func aFailedRefreshFailsTheUnitAndLeavesNothingToNotify() async throws {
        try home.configure(#"{"retryAttempts": 1}"#)
        home.server.route(
            RefreshCommandTests.unaryPath,
            .json(status: 500, RefreshCommandTests.error(500, "INTERNAL", "An internal error has occurred.")))
        let refresh = try await home.run(["refresh"])
        #expect(refresh.status != 0, "\(refresh.stderr)")
        let notify = try await run([RepositoryFiles.path("Config/fortune-notify")])
        #expect(notify.status == 0)
        #expect(notifications.isEmpty, "nothing was saved today: \(notifications)")
        #expect(Files.mode(home.directory.appending("state/fortune/notified")) == nil)
    }

    /// Runs the greeting as an interactive shell would source it.
    private func greet(path: String? = nil) async throws -> FortuneBinary.Result {
        try await run(["+m", "-i", "-c", ". " + RepositoryFiles.path("Config/greeting.sh")], path: path)
    }

    @Test func theGreetingPrintsTodaysFortune() async throws {
        #expect(try await home.run(["refresh"]).status == 0)
        let greeting = try await greet()
        #expect(greeting.stdout == "A fortune worth a notification.\n")
        #expect(greeting.stderr.isEmpty)
    }

    @Test func theGreetingCostsNothingWhenTheStoreCannotBeRead() async throws {
        let store = home.directory.appending("state/fortune/store.json")
        try FileManager.default.removeItem(atPath: store)
        // A FIFO nobody writes: reading it would wait for ever.
        #expect(mkfifo(store, 0o600) == 0)
        let fifo = try await greet()
        #expect(fifo.status == 0)
        #expect(fifo.stdout == "no fortune yet: fortune refresh\n")
        #expect(fifo.stderr.isEmpty)

        try FileManager.default.removeItem(atPath: store)
        Files.write(#"{"schemaVersion": 99}"#, to: store)
        let newer = try await greet()
        #expect(newer.stdout == "no fortune yet: fortune refresh\n")
        #expect(newer.stderr.isEmpty)
    }

    @Test func theGreetingIsSilentWithoutFortune() async throws {
        let greeting = try await greet(path: "/usr/bin:/bin")
        #expect(greeting.status == 0)
        #expect(greeting.stdout.isEmpty && greeting.stderr.isEmpty)
    }

    @Test func conkysLineDrawsThePlainWidget() async throws {
        #expect(try await home.run(["refresh"]).status == 0)
        let conky = try String(contentsOfFile: RepositoryFiles.path("Config/conky.conf"), encoding: .utf8)
        let line = try #require(conky.split(separator: "\n").first { $0.hasPrefix("${execi 600 ") })
        let command = line.dropFirst("${execi 600 ".count).dropLast()
        #expect(command == "fortune widget --family medium --color never")
        // As Conky runs it, through the shell; Conky may inherit a terminal's TERM.
        let environment = home.environment.merging([
            "PATH": bin + ":/usr/bin:/bin", "TERM": "xterm-256color", "COLORTERM": "truecolor",
        ]) { $1 }
        let result = try await Subprocess.run("/bin/sh", ["-c", String(command)], environment: environment)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.stdout.split(separator: "\n").count == 8)
        #expect(result.stdout.contains("A fortune worth a"))
    }
}

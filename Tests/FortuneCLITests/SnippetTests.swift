import FoundationEssentials
import Testing
import FortuneTestSupport

/// The snippets of Config/, as make install writes them (with the installed program's path),
/// tried in the tools themselves: tmux draws the fortune after what status-right showed,
/// i3blocks shows it and a click hides it, systemd accepts the units.
@Suite struct SnippetTests {
    let home = TemporaryDirectory()
    var prefix: String { home.appending(".local") }
    var share: String { "\(prefix)/share/fortune" }

    var environment: [String: String] {
        [
            "HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8",
            "XDG_STATE_HOME": home.appending("state"), "XDG_CONFIG_HOME": home.appending("config"),
            "XDG_RUNTIME_DIR": home.path,
        ]
    }

    init() throws {
        let installed = try Subprocess.run(RepositoryFiles.path("scripts/install-files"), ["install", "", prefix, FortuneBinary.path], environment: ["PATH": "/usr/bin:/bin"])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(try FortuneBinary.run(["pick", "rat"], environment: environment).status == 0)
        #expect(try FortuneBinary.run(["refresh", "--offline"], environment: environment).status == 0)
    }

    func sh(_ script: String, _ arguments: String...) throws -> FortuneBinary.Result {
        try Subprocess.run("/bin/sh", ["-c", script, "sh"] + arguments, environment: environment, timeout: .seconds(60))
    }

    /// The first words of the fortune as the bars show it.
    func fortuneStart() throws -> String {
        let text = try FortuneBinary.run(["today"], environment: environment).stdout
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// A tmux server of the test's own, a terminal attached to it (script(1)), the snippet
    /// sourced after a status-right of the user's: the drawn status line has both.
    @Test func tmuxShowsTheFortuneAfterWhatStatusRightHad() throws {
        let socket = home.appending("tmux-socket")
        let result = try sh("""
            tmux -S "$1" -f /dev/null new-session -d -x 200 -y 5 'sleep 20' || exit 1
            tmux -S "$1" set -g status-right 'MINE' && tmux -S "$1" source-file "$2" || exit 1
            timeout 4 script -qfc "tmux -S $1 attach" "$3" >/dev/null 2>&1
            tmux -S "$1" kill-server
            exit 0
            """, socket, "\(share)/tmux.conf", home.appending("terminal"))
        #expect(result.status == 0, "\(result.stderr)")
        let screen = String(decoding: Files.bytes(home.appending("terminal")) ?? [], as: UTF8.self)
        // What was there, then the sign's emoji and the fortune.
        #expect(screen.contains("MINE 🐀 \(try fortuneStart())"), "\(screen.suffix(400))")
    }

    /// i3blocks runs the block (no display needed), and a click event toggles the fortune off.
    @Test func i3blocksShowsTheFortuneAndAClickHidesIt() throws {
        let result = try sh("""
            { sleep 1; echo '[{"name":"fortune","button":1}'; sleep 2; } | timeout 3 i3blocks -c "$1"
            exit 0
            """, "\(share)/i3blocks.conf")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("\"name\":\"fortune\"") }
        #expect(lines.first?.contains(try fortuneStart()) == true, "\(result.stdout)\(result.stderr)")
        #expect(lines.count >= 2, "\(result.stdout)")
        #expect(lines.last?.contains(try fortuneStart()) == false, "the click did not hide it: \(result.stdout)")
        let status = try FortuneBinary.run(["status", "--json"], environment: environment).stdout
        #expect(status.contains(#""showFortune" : false"#))
    }

    /// systemd reads the installed units without a complaint (it checks that ExecStart's
    /// program exists, too).
    @Test func systemdAcceptsTheUnits() throws {
        let result = try sh("cd \"$1\" && systemd-analyze verify --user fortune-refresh.service fortune-refresh.timer", share)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}

import FoundationEssentials
import Testing
import FortuneTestSupport

/// The snippets of Config/, as make install writes them (with the installed program's path),
/// tried in the tools themselves: tmux draws the fortune after what status-right showed,
/// i3blocks and polybar show it and a click hides it, systemd accepts the units. (Waybar needs
/// a Wayland compositor, which a test machine does not have.)
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
        let installed = try Subprocess.run(
            RepositoryFiles.path("scripts/install-files"), ["install", "", prefix, FortuneBinary.path],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(try FortuneBinary.run(["pick", "rat"], environment: environment).status == 0)
        #expect(try FortuneBinary.run(["refresh", "--offline"], environment: environment).status == 0)
    }

    func sh(_ script: String, _ arguments: String...) throws -> FortuneBinary.Result {
        try Subprocess.run(
            "/bin/sh", ["-c", script, "sh"] + arguments, environment: environment, timeout: .seconds(60))
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
        let result = try sh(
            """
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
        let result = try sh(
            """
            { sleep 1; echo '[{"name":"fortune","button":1}'; sleep 2; } | timeout 3 i3blocks -c "$1"
            exit 0
            """, "\(share)/i3blocks.conf")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("\"name\":\"fortune\"") }
        #expect(lines.first?.contains(try fortuneStart()) == true, "\(result.stdout)\(result.stderr)")
        #expect(lines.count >= 2, "\(result.stdout)")
        #expect(lines.last?.contains(try fortuneStart()) == false, "the click did not hide it: \(result.stdout)")
        let status = try FortuneBinary.run(["status", "--json"], environment: environment).stdout
        #expect(status.contains(#""showFortune":false"#))
    }

    /// polybar, on a virtual display (Xvfb), runs the module's command from the installed
    /// snippet, and a click on the module (xdotool) toggles the fortune.
    @Test func polybarRunsTheModuleAndAClickTogglesIt() throws {
        Files.write(
            """
            [bar/test]
            width = 100%
            height = 24
            modules-left = fortune
            font-0 = fixed:size=10

            """ + String(decoding: Files.bytes("\(share)/polybar.ini") ?? [], as: UTF8.self),
            to: home.appending("polybar.ini"))
        let result = try sh(
            """
            Xvfb -displayfd 3 -screen 0 1280x200x24 -nolisten tcp 3>"$1/display" >/dev/null 2>&1 &
            server=$!
            # Xvfb writes its display number when it is ready, which a busy machine may
            # take seconds to reach: wait for the whole line, up to 30 s.
            for _ in $(seq 300); do grep -qx '[0-9][0-9]*' "$1/display" 2>/dev/null && break; sleep 0.1; done
            export DISPLAY=:$(cat "$1/display")
            polybar -c "$1/polybar.ini" -l info test >"$1/polybar.log" 2>&1 &
            bar=$!
            sleep 2
            xdotool mousemove 30 12 click 1
            sleep 1.5
            kill $bar $server
            wait
            cat "$1/polybar.log"
            """, home.path)
        #expect(
            result.stdout.contains(#"Invoking shell command: "\#(prefix)/bin/fortune widget --format polybar""#),
            "\(result.stdout)\(result.stderr)")
        let status = try FortuneBinary.run(["status", "--json"], environment: environment).stdout
        #expect(status.contains(#""showFortune":false"#), "the click did not toggle: \(result.stdout)")
    }

    /// systemd reads the installed units without a complaint (it checks that ExecStart's
    /// program exists, too).
    @Test func systemdAcceptsTheUnits() throws {
        let result = try sh(
            "cd \"$1\" && systemd-analyze verify --user fortune-refresh.service fortune-refresh.timer",
            "\(prefix)/share/systemd/user")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}

import FoundationEssentials
import Testing
import FortuneTestSupport

/// The snippets of Config/, as make install writes them (with the installed program's path),
/// tried in the tools themselves: tmux draws the fortune after what status-right showed,
/// i3blocks and polybar show it and a click hides it, systemd accepts the units. (Waybar needs
/// a Wayland compositor, which a test machine does not have.)
@Suite(.fewAtOnce) struct SnippetTests {
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

    init() async throws {
        let installed = try await Subprocess.run(
            RepositoryFiles.path("scripts/install-files"), ["install", "", prefix, FortuneBinary.path],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(try await FortuneBinary.run(["pick", "rat"], environment: environment).status == 0)
        #expect(try await FortuneBinary.run(["refresh", "--offline"], environment: environment).status == 0)
    }

    func sh(_ script: String, _ arguments: String...) async throws -> FortuneBinary.Result {
        try await Subprocess.run(
            "/bin/sh", ["-c", script, "sh"] + arguments, environment: environment, timeout: .seconds(60))
    }

    /// The first words of the fortune as the bars show it.
    func fortuneStart() async throws -> String {
        let text = try await FortuneBinary.run(["today"], environment: environment).stdout
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// A tmux server of the test's own, a terminal attached to it (script(1)), the snippet
    /// sourced after a status-right of the user's: the drawn status line has both.
    @Test func tmuxShowsTheFortuneAfterWhatStatusRightHad() async throws {
        let socket = home.appending("tmux-socket")
        let start = try await fortuneStart()
        let result = try await sh(
            """
            tmux -S "$1" -f /dev/null new-session -d -x 200 -y 5 'sleep 60' || exit 1
            tmux -S "$1" set -g status-right 'MINE' && tmux -S "$1" source-file "$2" || exit 1
            script -qfc "tmux -S $1 attach" "$3" >/dev/null 2>&1 &
            client=$!
            # Until the terminal shows the status line with the fortune, up to 30 s.
            for _ in $(seq 300); do grep -aqF "MINE 🐀 $4" "$3" 2>/dev/null && break; sleep 0.1; done
            tmux -S "$1" kill-server
            wait $client
            exit 0
            """, socket, "\(share)/tmux.conf", home.appending("terminal"), start)
        #expect(result.status == 0, "\(result.stderr)")
        let screen = String(decoding: Files.bytes(home.appending("terminal")) ?? [], as: UTF8.self)
        // What was there, then the sign's emoji and the fortune.
        #expect(screen.contains("MINE 🐀 \(start)"), "\(screen.suffix(400))")
    }

    /// i3blocks runs the block (no display needed), and a click event toggles the fortune off.
    @Test func i3blocksShowsTheFortuneAndAClickHidesIt() async throws {
        let start = try await fortuneStart()
        let result = try await sh(
            """
            out="$2/i3blocks.out"
            mkfifo "$2/clicks" || exit 1
            i3blocks -c "$1" <"$2/clicks" >"$out" 2>&1 &
            bar=$!
            exec 4>"$2/clicks"
            shown() { grep -F '"name":"fortune"' "$out" | tail -n 1; }
            # Until the block shows the fortune, then the click, then until it shows something
            # else: up to 30 s each.
            for _ in $(seq 300); do shown | grep -qF "$3" && break; sleep 0.1; done
            echo '[{"name":"fortune","button":1}' >&4
            for _ in $(seq 300); do [ -n "$(shown)" ] && ! shown | grep -qF "$3" && break; sleep 0.1; done
            kill $bar
            exec 4>&-
            wait
            cat "$out"
            """, "\(share)/i3blocks.conf", home.path, start)
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("\"name\":\"fortune\"") }
        #expect(lines.first?.contains(start) == true, "\(result.stdout)\(result.stderr)")
        #expect(lines.count >= 2, "\(result.stdout)")
        #expect(lines.last?.contains(start) == false, "the click did not hide it: \(result.stdout)")
        let status = try await FortuneBinary.run(["status", "--json"], environment: environment).stdout
        #expect(status.contains(#""showFortune":false"#))
    }

    /// polybar, on a virtual display (Xvfb), runs the module's command from the installed
    /// snippet, and a click on the module (xdotool) toggles the fortune.
    @Test func polybarRunsTheModuleAndAClickTogglesIt() async throws {
        Files.write(
            """
            [bar/test]
            width = 100%
            height = 24
            modules-left = fortune
            font-0 = fixed:size=10

            """ + String(decoding: Files.bytes("\(share)/polybar.ini") ?? [], as: UTF8.self),
            to: home.appending("polybar.ini"))
        let result = try await sh(
            """
            Xvfb -displayfd 3 -screen 0 1280x200x24 -nolisten tcp 3>"$1/display" >/dev/null 2>&1 &
            server=$!
            # Xvfb writes its display number when it is ready, which a busy machine may
            # take seconds to reach: wait for the whole line, up to 30 s.
            for _ in $(seq 300); do grep -qx '[0-9][0-9]*' "$1/display" 2>/dev/null && break; sleep 0.1; done
            export DISPLAY=:$(cat "$1/display")
            polybar -c "$1/polybar.ini" -l info test >"$1/polybar.log" 2>&1 &
            bar=$!
            # Until the bar is drawn with the module's text, up to 30 s; then the click, and
            # until the store says the fortune is hidden, up to 30 s.
            for _ in $(seq 300); do
                sed -n '/Invoking shell command/,$p' "$1/polybar.log" | grep -q 'Redrawing bar window' && break
                sleep 0.1
            done
            xdotool mousemove 30 12 click 1
            for _ in $(seq 300); do
                "$2/bin/fortune" status --json | grep -qF '"showFortune":false' && break
                sleep 0.1
            done
            kill $bar $server
            wait
            cat "$1/polybar.log"
            """, home.path, prefix)
        #expect(
            result.stdout.contains(#"Invoking shell command: "\#(prefix)/bin/fortune widget --format polybar""#),
            "\(result.stdout)\(result.stderr)")
        let status = try await FortuneBinary.run(["status", "--json"], environment: environment).stdout
        #expect(status.contains(#""showFortune":false"#), "the click did not toggle: \(result.stdout)")
    }

    /// systemd reads the installed units without a complaint (it checks that ExecStart's
    /// program exists, too).
    @Test func systemdAcceptsTheUnits() async throws {
        let result = try await sh(
            "cd \"$1\" && systemd-analyze verify --user fortune-refresh.service fortune-refresh.timer",
            "\(prefix)/share/systemd/user")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}

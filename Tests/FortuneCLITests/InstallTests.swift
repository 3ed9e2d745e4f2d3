import FoundationEssentials
import Testing
import FortuneTestSupport

/// `make install` / `make uninstall` (scripts/install-files) into a fresh home's ~/.local: the
/// program, its manual page and completions are found where each tool looks, the snippets call
/// the installed program by its path, and uninstall leaves nothing behind.
@Suite(.fewAtOnce) struct InstallTests {
    let home = TemporaryDirectory()
    var prefix: String { home.appending(".local") }

    var environment: [String: String] {
        [
            "HOME": home.path, "PATH": "\(prefix)/bin:/usr/bin:/bin",
            "XDG_DATA_HOME": "\(home.path)/.local/share", "XDG_STATE_HOME": "\(home.path)/.local/state",
            "XDG_CONFIG_HOME": "\(home.path)/.config", "MANWIDTH": "80", "TERM": "dumb",
        ]
    }

    func run(_ program: String, _ arguments: [String]) async throws -> FortuneBinary.Result {
        try await Subprocess.run(program, arguments, environment: environment, timeout: .seconds(120))
    }

    func install(into prefix: String? = nil) async throws {
        let result = try await run(
            RepositoryFiles.path("scripts/install-files"), ["install", "", prefix ?? self.prefix, FortuneBinary.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Every file under `path`, relative to it.
    func files(under path: String) async throws -> [String] {
        try await run("/usr/bin/find", [path, "-mindepth", "1"]).stdout.split(separator: "\n").map {
            String($0.dropFirst(path.count + 1))
        }.sorted()
    }

    @Test func theInstalledProgramIsStrippedAndRuns() async throws {
        try await install()
        let sections = try await run("/usr/bin/readelf", ["-S", "\(prefix)/bin/fortune"])
        #expect(sections.status == 0)
        #expect(!sections.stdout.contains(".symtab"), "not stripped")
        let version = try await run("\(prefix)/bin/fortune", ["--version"])
        #expect(version.stdout.hasPrefix("fortune "))
    }

    /// `man 1 fortune` finds the installed page (man derives ~/.local/share/man from PATH),
    /// section 1, beside fortune-mod's fortune(6); it has the commands and the reference.
    @Test func manOneFortuneShowsThePage() async throws {
        try await install()
        let page = try await run("/usr/bin/man", ["1", "fortune"])
        #expect(page.status == 0, "\(page.stderr)")
        for part in [
            "FORTUNE(1)", "fortune refresh", "--auto-refresh", "ENVIRONMENT", "GEMINI_API_KEY", "EXIT STATUS",
            "DAILY REFRESH",
            "deadlineSeconds",
        ] {
            #expect(page.stdout.contains(part), "\(part)")
        }
        let warnings = try await run(
            "/bin/sh",
            [
                "-c", "groff -k -man -ww -z \"$0\" 2>&1 | grep -v 'special character' || true",
                "\(prefix)/share/man/man1/fortune.1",
            ])
        #expect(warnings.stdout.isEmpty, "\(warnings.stdout)")
    }

    /// `man fortune` in a locale that is not UTF-8 formats the page for ASCII: every character
    /// beyond it has a fallback there (`...` for `…`, `?` for a sign's name in Hangul), so
    /// groff warns of nothing, whatever warnings man enables; nor in UTF-8, where it draws them.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is not installed"),
        arguments: ["C", "POSIX", "C.UTF-8"])
    func manWarnsOfNothingInTheCLocale(locale: String) async throws {
        try await install()
        let page = "\(prefix)/share/man/man1/fortune.1"
        let result = try await Subprocess.run(
            "/usr/bin/man", ["--warnings=all", "-l", page],
            environment: environment.merging(["LC_ALL": locale]) { $1 }, timeout: .seconds(120))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("fortune pick"))
        let ascii = result.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii == (locale != "C.UTF-8"), "ASCII only in the \(locale) locale")
    }

    /// Each shell finds the installed completions by itself, and they are ours, not those the
    /// shells ship for fortune-mod's fortune.
    @Test func eachShellLoadsTheInstalledCompletions() async throws {
        try await install()
        let bash = try await run(
            "/bin/bash",
            ["-c", "source /usr/share/bash-completion/bash_completion; __load_completion fortune; complete -p fortune"])
        #expect(bash.stdout.contains("-F _fortune"), "\(bash.stdout)\(bash.stderr)")
        let fish = try await run("/usr/bin/fish", ["-c", "complete -C 'fortune widget --fo'"])
        #expect(fish.stdout.hasPrefix("--format"), "\(fish.stdout)\(fish.stderr)")
        // zsh searches fpath in order; our folder goes first, as docs/REFERENCE.md says.
        let zsh = try await run(
            "/usr/bin/zsh",
            [
                "-f", "-c",
                "fpath=(\(prefix)/share/zsh/site-functions $fpath); autoload -Uz +X _fortune; print -r -- $functions_source[_fortune]",
            ])
        #expect(zsh.stdout.hasPrefix("\(prefix)/share/zsh/site-functions/_fortune"), "\(zsh.stdout)\(zsh.stderr)")
    }

    /// Bars and systemd do not search ~/.local/bin: the snippets name the installed program.
    @Test func snippetsCallTheInstalledProgramByItsPath() async throws {
        try await install()
        let program = "\(prefix)/bin/fortune"
        let share = "\(prefix)/share/fortune"
        for (file, line) in [
            ("waybar.jsonc", #""exec": "\#(program) widget --format waybar""#),
            ("polybar.ini", "exec = \(program) widget --format polybar"),
            ("i3blocks.conf", "\(program) widget --format i3blocks"),
            ("tmux.conf", "#(\(program) widget --format tmux)"),
            ("../systemd/user/fortune-refresh.service", "ExecStart=\(program) refresh"),
            ("conky.conf", "${execi 600 \(program) widget"),
            ("../../bin/fortune-notify", "\nfortune=\(program)\n"),
        ] {
            let text = String(decoding: Files.bytes("\(share)/\(file)") ?? [], as: UTF8.self)
            #expect(text.contains(line), "\(file)")
        }
    }

    /// The units land in a folder systemd's user manager searches for this home, and systemd
    /// accepts them there; install then says how to start the timer.
    @Test func theDailyTimerIsInstalledWhereSystemdLooks() async throws {
        let result = try await run(
            RepositoryFiles.path("scripts/install-files"), ["install", "", prefix, FortuneBinary.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("systemctl --user enable --now fortune-refresh.timer"))
        let units = "\(prefix)/share/systemd/user"
        let searched = try await run("/usr/bin/systemd-analyze", ["--user", "unit-paths"]).stdout.split(separator: "\n")
        #expect(searched.contains { $0 == units }, "\(searched)")
        // systemd-analyze starts a user manager of its own, which needs a runtime folder.
        let verify = try await Subprocess.run(
            "/usr/bin/systemd-analyze",
            ["verify", "--user", "\(units)/fortune-refresh.service", "\(units)/fortune-refresh.timer"],
            environment: environment.merging(["XDG_RUNTIME_DIR": home.path]) { $1 }, timeout: .seconds(120))
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(Files.bytes("\(prefix)/share/fortune/fortune-refresh.timer") == nil, "one copy, where systemd looks")
    }

    /// A system prefix puts the units in PREFIX/lib/systemd/user, which systemd searches for
    /// /usr/local and /usr; for any other prefix, install says to link them in first.
    @Test func aSystemPrefixPutsTheUnitsInLib() async throws {
        let system = home.appending("usr-local")
        let result = try await run(
            RepositoryFiles.path("scripts/install-files"), ["install", "", system, FortuneBinary.path])
        #expect(result.status == 0, "\(result.stderr)")
        let units = "\(system)/lib/systemd/user"
        #expect(Files.bytes("\(units)/fortune-refresh.timer") != nil)
        #expect(
            result.stdout.contains(
                "daily refresh: systemctl --user link \(units)/fortune-refresh.service \(units)/fortune-refresh.timer && systemctl --user enable --now fortune-refresh.timer"
            ), "\(result.stdout)")
    }

    /// fortune-notify has a manual page of its own, naming the script where install put it.
    @Test func fortuneNotifyHasItsManualPage() async throws {
        try await install()
        let page = try await run("/usr/bin/man", ["1", "fortune-notify"])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.contains("FORTUNE-NOTIFY(1)"))
        #expect(page.stdout.contains("ExecStartPost=-\(prefix)/bin/fortune-notify"), "\(page.stdout)")
        let warnings = try await run(
            "/bin/sh", ["-c", "LC_ALL=C groff -k -man -ww -z \"$0\" 2>&1", "\(prefix)/share/man/man1/fortune-notify.1"])
        #expect(warnings.stdout.isEmpty, "\(warnings.stdout)")
    }

    /// Right after install, when the shell would still run another `fortune` (its folder is not
    /// on PATH yet), install ends with the line that says how to fix it; when it is first, not.
    @Test func installSaysWhenTheShellWouldNotRunIt() async throws {
        let script = RepositoryFiles.path("scripts/install-files")
        let missing = try await Subprocess.run(
            script, ["install", "", prefix, FortuneBinary.path],
            environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }, timeout: .seconds(120))
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(missing.stdout.contains("\(prefix)/bin is not on PATH"), "\(missing.stdout)")
        #expect(missing.stdout.contains(#"export PATH="\#(prefix)/bin:$PATH""#))
        let first = try await run(script, ["install", "", prefix, FortuneBinary.path])
        #expect(first.status == 0)
        #expect(!first.stdout.contains("note:"), "\(first.stdout)")
        let shadow = home.appending("games")
        try FileManager.default.createDirectory(atPath: shadow, withIntermediateDirectories: true)
        Files.write("#!/bin/sh\n", to: shadow + "/fortune")
        #expect(try await run("/bin/chmod", ["755", shadow + "/fortune"]).status == 0)
        let behind = try await Subprocess.run(
            script, ["install", "", prefix, FortuneBinary.path],
            environment: environment.merging(["PATH": "\(shadow):\(prefix)/bin:/usr/bin:/bin"]) { $1 },
            timeout: .seconds(120))
        #expect(
            behind.stdout.contains("note: \(shadow)/fortune comes before \(prefix)/bin/fortune"), "\(behind.stdout)")
    }

    /// Uninstall removes what install wrote, folders it made included, and nothing else.
    @Test func uninstallLeavesNothingBehind() async throws {
        let mine = "\(prefix)/share/fish/vendor_completions.d"
        Files.write("", to: home.appending("keep"))
        try await install()
        #expect(try await files(under: prefix).contains("share/man/man1/fortune.1"))
        // A file of someone else's in a folder install made keeps the folder.
        let other = try await run("/bin/sh", ["-c", "echo x > \"$0/other.fish\"", mine])
        #expect(other.status == 0)
        let result = try await run(RepositoryFiles.path("scripts/install-files"), ["uninstall", "", prefix])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try await files(under: prefix) == [
                "share", "share/fish", "share/fish/vendor_completions.d", "share/fish/vendor_completions.d/other.fish",
            ])
        #expect(Files.bytes(home.appending("keep")) != nil)
        // Installing twice, then uninstalling once, still leaves nothing.
        let again = home.appending("again")
        try await install(into: again)
        try await install(into: again)
        #expect(try await run(RepositoryFiles.path("scripts/install-files"), ["uninstall", "", again]).status == 0)
        #expect(try await files(under: again).isEmpty)
        // The prefix install made goes with it; one that was there before stays.
        #expect(!FileManager.default.fileExists(atPath: again))
        #expect(FileManager.default.fileExists(atPath: prefix))
    }

    /// A file of the user's own where install would write one (their own fortune-notify) is
    /// never replaced: install stops before writing anything and names it.
    @Test func installNeverReplacesAFileItDidNotWrite() async throws {
        try FileManager.default.createDirectory(atPath: "\(prefix)/bin", withIntermediateDirectories: true)
        Files.write("#!/bin/sh\necho mine\n", to: "\(prefix)/bin/fortune-notify")
        let result = try await run(
            RepositoryFiles.path("scripts/install-files"), ["install", "", prefix, FortuneBinary.path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "install: \(prefix)/bin/fortune-notify is not from an earlier install of fortune: move it away first (nothing was installed)\n"
        )
        #expect(try await files(under: prefix) == ["bin", "bin/fortune-notify"])
        #expect(Files.bytes("\(prefix)/bin/fortune-notify") == Array("#!/bin/sh\necho mine\n".utf8))
    }

    /// A prefix that a snippet, a unit or a sed script would read differently (&, #, a space)
    /// is refused in one line before anything is written.
    @Test(arguments: ["a&b", "a#b", "a b", "a%b"]) func aPrefixTheFilesWouldMisreadIsRefused(name: String) async throws
    {
        let odd = home.appending(name)
        let result = try await run(
            RepositoryFiles.path("scripts/install-files"), ["install", "", odd, FortuneBinary.path])
        #expect(result.status == 64)
        #expect(result.stderr == "install: PREFIX may hold letters, digits and / . _ - + @ , ~ only, not '\(odd)'\n")
        #expect(!FileManager.default.fileExists(atPath: odd))
    }

    /// Uninstall removes nothing on the word of a list that names a path outside the prefix.
    @Test func uninstallRemovesNothingOutsideThePrefix() async throws {
        try await install()
        let outside = home.appending("outside")
        Files.write("keep", to: outside)
        let list = "\(prefix)/share/fortune/installed"
        Files.write(String(decoding: Files.bytes(list) ?? [], as: UTF8.self) + "file ../../outside\n", to: list)
        let result = try await run(RepositoryFiles.path("scripts/install-files"), ["uninstall", "", prefix])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("names 'file ../../outside', which is not inside \(prefix): nothing removed\n"))
        #expect(Files.bytes(outside) == Array("keep".utf8))
        #expect(Files.bytes("\(prefix)/bin/fortune") != nil)
    }

    /// An install that stops half-way (a file where a folder must go) still lists what it wrote,
    /// so uninstall removes it.
    @Test func anInstallStoppedHalfWayCanBeUninstalled() async throws {
        let blocked = "\(prefix)/share/fish"
        try FileManager.default.createDirectory(atPath: "\(prefix)/share", withIntermediateDirectories: true)
        Files.write("", to: blocked)
        let result = try await run(
            RepositoryFiles.path("scripts/install-files"), ["install", "", prefix, FortuneBinary.path])
        #expect(result.status != 0)
        #expect(Files.bytes("\(prefix)/bin/fortune") != nil, "it stopped after the program")
        #expect(try await run("/bin/rm", [blocked]).status == 0)
        let removed = try await run(RepositoryFiles.path("scripts/install-files"), ["uninstall", "", prefix])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try await files(under: prefix) == ["share"])
    }

    /// The GNOME Shell extension lands in the home's folder of extensions, the one GNOME Shell
    /// searches, running the installed program, and goes with uninstall.
    @Test func theGnomeShellExtensionIsInstalledWhereGnomeShellLooks() async throws {
        try await install()
        let folder = "\(prefix)/share/gnome-shell/extensions/fortune@fortune-zodiac"
        let metadata = String(decoding: Files.bytes("\(folder)/metadata.json") ?? [], as: UTF8.self)
        #expect(metadata.contains("\"uuid\": \"fortune@fortune-zodiac\""), "\(metadata)")
        let code = String(decoding: Files.bytes("\(folder)/extension.js") ?? [], as: UTF8.self)
        #expect(code.contains("const FORTUNE = '\(prefix)/bin/fortune';"))
        #expect(Files.bytes("\(folder)/stylesheet.css") != nil)
        let removed = try await run(RepositoryFiles.path("scripts/install-files"), ["uninstall", "", prefix])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(Files.bytes("\(folder)/extension.js") == nil)
    }
}

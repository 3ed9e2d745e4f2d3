#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Testing
import FortuneTestSupport

/// The completion scripts, run in the shells themselves (bash, zsh, fish): what a user gets
/// when pressing Tab, in a folder full of files that must never be offered.
@Suite(.fewAtOnce) struct CompletionsCommandTests {
    let scratch = TemporaryDirectory()

    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    init() throws {
        for name in ["text-file", "json-file", "dragon-file", "refresh-notes"] {
            Files.write("", to: scratch.appending(name))
        }
    }

    var environment: [String: String] {
        [
            "HOME": scratch.path, "XDG_STATE_HOME": scratch.appending("state"),
            "XDG_CONFIG_HOME": scratch.appending("config"),
        ]
    }

    /// The words `shell` offers for the command line `line` (Tab pressed at its end).
    private func complete(_ shell: Shell, _ line: String) async throws -> Set<String> {
        let script = try await FortuneBinary.run(["completions", shell.rawValue]).stdout
        let result: FortuneBinary.Result
        switch shell {
        case .bash:
            Files.write(script, to: scratch.appending("fortune.bash"))
            var words = line.split(separator: " ").map { "'\($0)'" }
            if line.hasSuffix(" ") { words.append("''") }
            result = try await Subprocess.run(
                "/bin/bash",
                [
                    "-c",
                    """
                    cd "$0" && source ./fortune.bash && COMP_WORDS=(\(words.joined(separator: " "))) \
                    && COMP_CWORD=\(words.count - 1) && { _fortune; printf '%s\\n' "${COMPREPLY[@]}"; }
                    """, scratch.path,
                ], environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
        case .zsh:
            let functions = scratch.appending("zsh-functions")
            _ = mkdir(functions, 0o700)
            Files.write(script, to: "\(functions)/_fortune")
            Files.write(Self.zshCapture, to: scratch.appending("capture.zsh"))
            result = try await Subprocess.run(
                "/usr/bin/zsh",
                ["-f", "-c", "cd \"$0\" && source ./capture.zsh \"$1\" \"$2\"", scratch.path, functions, line],
                environment: environment.merging(["PATH": "/usr/bin:/bin", "TERM": "dumb"]) { $1 },
                timeout: .seconds(30))
        case .fish:
            Files.write(script, to: scratch.appending("fortune.fish"))
            result = try await Subprocess.run(
                "/usr/bin/fish",
                [
                    "--no-config", "-c", "cd $argv[1]; and source ./fortune.fish; and complete -C $argv[2]",
                    scratch.path, line,
                ],
                environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
        }
        #expect(result.status == 0, "\(shell): \(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        switch shell {
        case .bash: return Set(lines.map(String.init))
        // Each compadd's matches on a line.
        case .zsh: return Set(lines.flatMap { $0.split(separator: " ") }.map(String.init))
        // A match, then a tab and its description.
        case .fish: return Set(lines.map { String($0.split(separator: "\t")[0]) })
        }
    }

    /// Presses Tab in an interactive zsh on a pseudo-terminal, with our script first on
    /// `fpath` (before zsh's own `_fortune`), and prints the matches each `compadd` adds.
    static let zshCapture = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        local line
        zpty -w z "PS1=''; RPS1=''; fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D; bindkey '^I' complete-word"
        zpty -w z 'compadd() { if [[ ${(j: :)@} == *-[OAD]* ]]; then builtin compadd "$@"; return; fi; local -a found; builtin compadd -O found "$@"; (( $#found )) && print -r -- "MATCH ${(j: :)found}"; builtin compadd "$@"; }'
        zpty -w z '_capture_end() { print -r -- "END""OF""COMPLETION"; exit }; comppostfuncs=(_capture_end); print RE""ADY'
        while zpty -r z line; do [[ $line == READY* ]] && break; done
        zpty -w -n z "$2"$'\t'
        while zpty -r z line; do
          [[ $line == *ENDOFCOMPLETION* ]] && break
          [[ $line == *MATCH* ]] && print -r -- "${${line#*MATCH }%%$'\r'*}"
        done
        zpty -d z
        """#

    @Test(arguments: Shell.allCases)
    func commandsOptionsSignsAndShells(shell: Shell) async throws {
        #expect(try await complete(shell, "fortune re") == ["refresh"])
        #expect(try await complete(shell, "fortune pick roo") == ["rooster"])
        #expect(try await complete(shell, "fortune refresh --st") == ["--stream"])
        #expect(try await complete(shell, "fortune refresh --sign d") == ["dragon", "dog"])
        #expect(try await complete(shell, "fortune completions f") == ["fish"])
        #expect(try await complete(shell, "fortune --si") == ["--sign"])
    }

    /// A value with a fixed set completes to that set only; a number to nothing: never the
    /// file names of the folder, never option names.
    @Test(arguments: Shell.allCases)
    func valuesCompleteToTheirSetAndNeverToFiles(shell: Shell) async throws {
        #expect(
            try await complete(shell, "fortune widget --format ") == [
                "text", "json", "waybar", "i3blocks", "tmux", "polybar",
            ])
        #expect(try await complete(shell, "fortune widget --family ") == ["small", "medium", "large", "inline"])
        #expect(try await complete(shell, "fortune history --limit ").isEmpty)
        #expect(try await complete(shell, "fortune widget --width ").isEmpty)
        #expect(try await complete(shell, "fortune pick --calendar ") == ["chinese", "korean"])
    }

    /// `--model` completes from the last `fortune models` answer, kept in the state folder.
    @Test(arguments: Shell.allCases)
    func modelsCompleteFromTheLastModelsAnswer(shell: Shell) async throws {
        #expect(try await complete(shell, "fortune refresh --model gem").isEmpty)
        let server = try LoopbackServer()
        defer { server.stop() }
        let gemini = GeminiRoutes(server: server)
        let models = try await FortuneBinary.run(
            ["models", "--json"],
            environment: environment.merging([
                "GEMINI_API_KEY": gemini.key, "GOOGLE_GEMINI_BASE_URL": gemini.baseURL,
            ]) { $1 })
        #expect(models.status == 0, "\(models.stderr)")
        struct Model: Decodable { let id: String }
        let listed = try JSONDecoder().decode([Model].self, from: Data(models.stdout.utf8)).map(\.id)
        let flash = Set(listed.filter { $0.hasPrefix("gemini-flash") })
        #expect(flash.count >= 2)
        #expect(try await complete(shell, "fortune refresh --model gemini-flash") == flash)
        #expect(try await complete(shell, "fortune refresh --model ") == Set(listed))
    }

    @Test func anUnknownShellIsAUsageError() async throws {
        let result = try await FortuneBinary.run(["completions", "tcsh"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("bash, zsh or fish"))
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import FortuneTestSupport

/// fortune-mod's arguments reach fortune-mod, whole and unchanged; this program's stay here.
/// A stand-in for fortune-mod (`FORTUNE_CLASSIC`) prints what it was given and exits 3.
@Suite(.fewAtOnce) struct ClassicFortuneTests {
    let directory = TemporaryDirectory()

    /// A script that prints each argument on a line, then its ignored-signal mask, and exits 3;
    /// it also leaves a file behind, so that a test can tell it never ran.
    let classic: String

    /// fortune-mod's databases beside the stand-in, where a real one installed at
    /// `PREFIX/games/fortune` keeps them: `PREFIX/share/games/fortunes`.
    static let databases = ["computers", "linux", "science"]

    /// Where the stand-in's offensive databases are, as fortunes-off installs them: one,
    /// with its index.
    var offensiveFolder: String { directory.appending("share/games/fortunes/off") }

    init() async throws {
        classic = directory.appending("games/fortune")
        let folder = directory.appending("share/games/fortunes")
        try FileManager.default.createDirectory(atPath: folder + "/off", withIntermediateDirectories: true)
        for name in Self.databases { Files.write("A fortune.\n%\n", to: folder + "/" + name) }
        Files.write("An offensive fortune.\n%\n", to: folder + "/off/limerick")
        Files.write("index", to: folder + "/off/limerick.dat")
        try FileManager.default.createDirectory(atPath: directory.appending("games"), withIntermediateDirectories: true)
        // Written by a child process: a file this process held open for writing could be
        // inherited by a program another test starts meanwhile, and then not be run ("text
        // file busy").
        let script = """
            #!/bin/sh
            : > "$0.ran"
            for argument in "$@"; do printf '%s\\n' "$argument"; done
            grep '^SigIgn:' /proc/$$/status
            exit 3

            """
        let written = try await Subprocess.run(
            "/bin/sh", ["-c", "cat > \"$0\" && chmod 755 \"$0\"", classic], environment: [:], input: script)
        #expect(written.status == 0)
    }

    var environment: [String: String] {
        [
            "HOME": directory.path,
            "XDG_STATE_HOME": directory.appending("state"),
            "XDG_CONFIG_HOME": directory.appending("config"),
            "FORTUNE_CLASSIC": classic,
        ]
    }

    @Test(arguments: [
        ["-o"],
        ["computers"],
        ["30%", "linux", "70%", "science"],
        ["-m", "a b; $(touch x)", "-i"],
        ["-s", "fortunes"],
        ["-n", "10", "-l"],
        ["-ao"],
        ["/usr/share/games/fortunes/riddles"],
        ["-v"],
        ["--", "computers"],
        ["--", "no-such-database"],
        ["all"],
        ["50%", "all"],
        ["-o", "-n", "80"],
    ])
    func classicArgumentsAreHandedOverWholeWithItsExitStatus(arguments: [String]) async throws {
        let result = try await FortuneBinary.run(arguments, environment: environment)
        #expect(result.status == 3)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(arguments.count)) == arguments)
        #expect(result.stderr.isEmpty)
    }

    /// Each option fortune-mod's manual lists that takes no value, alone: fortune-mod's.
    @Test(arguments: ["-a", "-c", "-e", "-f", "-i", "-l", "-o", "-u", "-v", "-w"])
    func eachOptionOfFortuneModAloneIsHandedOver(option: String) async throws {
        let result = try await FortuneBinary.run([option], environment: environment)
        #expect(result.status == 3, "\(option): \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").first.map(String.init) == option)
    }

    /// fortune-mod starts as if called itself: it does not inherit this program's ignored
    /// SIGPIPE, so `fortune -a | head -1` ends it quietly.
    @Test func theClassicProgramStartsWithSIGPIPEAtItsDefault() async throws {
        let result = try await FortuneBinary.run(["-o"], environment: environment)
        let mask = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("SigIgn:") })
        let bits = try #require(UInt64(mask.split(separator: "\t").last ?? "", radix: 16))
        #expect(bits & (1 << (UInt64(SIGPIPE) - 1)) == 0, "\(mask)")
    }

    @Test(arguments: [
        ["-s", "--json"], ["--sign", "rat"], ["today"], ["signs"], ["--help"], ["-h"], ["help"], ["--version"],
        ["widget"], ["widget", "--format", "tmux"], ["config", "list"],
    ])
    func thisProgramsArgumentsStayHere(arguments: [String]) async throws {
        let result = try await FortuneBinary.run(arguments, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Files.bytes(classic + ".ran") == nil, "fortune-mod was run for \(arguments)")
    }

    /// `fortune` alone and `fortune -s` are both programs' default: fortune-mod's, with its
    /// output and status, until a sign is picked; this program's after.
    @Test(arguments: [[], ["-s"]])
    func theDefaultIsFortuneModsUntilASignIsPicked(arguments: [String]) async throws {
        let before = try await FortuneBinary.run(arguments, environment: environment)
        #expect(before.status == 3, "\(before.stderr)")
        #expect(before.stdout.hasPrefix(arguments.map { $0 + "\n" }.joined() + "SigIgn:"), "\(before.stdout)")
        #expect(before.stderr.isEmpty)
        // `today`, the widget and the bars still say to pick a sign.
        let today = try await FortuneBinary.run(["today"], environment: environment)
        #expect(today.stdout.contains("pick a sign"), "\(today.stdout)")
        try FileManager.default.removeItem(atPath: classic + ".ran")

        let picked = try await FortuneBinary.run(["pick", "rat"], environment: environment)
        #expect(picked.status == 0, "\(picked.stderr)")
        let after = try await FortuneBinary.run(arguments, environment: environment)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout == "no fortune yet: fortune refresh\n")
        #expect(Files.bytes(classic + ".ran") == nil, "fortune-mod was run after a sign was picked")
    }

    /// A store that cannot be read may hold a sign: `fortune` answers itself and says why.
    @Test func anUnreadableStoreKeepsTheDefaultHere() async throws {
        let folder = directory.appending("state/fortune")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        Files.write(#"{"schemaVersion": 99, "sign": "rat"}"#, to: folder + "/store.json")
        let result = try await FortuneBinary.run([], environment: environment)
        #expect(result.status == 0)
        #expect(result.stderr.contains("newer"), "\(result.stderr)")
        #expect(Files.bytes(classic + ".ran") == nil)
    }

    /// Without fortune-mod, or handed back by a wrapper, `fortune` alone is this program's hint.
    @Test(arguments: [["FORTUNE_CLASSIC": "/nonexistent/fortune"], ["FORTUNE_HANDED_OFF": "1"]])
    func withoutFortuneModTheDefaultSaysToPickASign(extra: [String: String]) async throws {
        let result = try await FortuneBinary.run([], environment: environment.merging(extra) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "pick a sign: fortune pick SIGN\n")
        #expect(result.stderr.isEmpty)
        #expect(Files.bytes(classic + ".ran") == nil)
    }

    /// `-o` without an offensive database anywhere (Debian's fortunes-off not installed): one
    /// line says where they come from, exit 69, and fortune-mod, which would say only "No
    /// fortunes found", is not run.
    @Test(
        .enabled(
            if: !ClassicFortuneTests.systemHasOffensiveDatabases,
            "this machine has offensive databases where fortune-mod looks"),
        arguments: [["-o"], ["-so"], ["-o", "-n", "80"], ["-o", "riddles"]])
    func offensiveFortunesWithoutFortunesOffAreSaidToNeedIt(arguments: [String]) async throws {
        try FileManager.default.removeItem(atPath: offensiveFolder)
        let result = try await FortuneBinary.run(arguments, environment: environment)
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("fortunes-off"), "\(result.stderr)")
        #expect(Files.bytes(classic + ".ran") == nil, "fortune-mod was run for \(arguments)")
        // `-a` takes every fortune, and `-m`'s value is no option: fortune-mod's to answer.
        for handed in [["-a", "-o"], ["-m", "-o"], ["-n", "80"]] {
            #expect(try await FortuneBinary.run(handed, environment: environment).status == 3, "\(handed)")
        }
    }

    /// Whether Debian's or a local fortune-mod's folders hold an offensive database here.
    static var systemHasOffensiveDatabases: Bool {
        ["/usr/share/games/fortunes/off", "/usr/local/share/games/fortunes/off"].contains { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".dat") }
        }
    }

    @Test func aMisspeltCommandIsSaidToBeOne() async throws {
        let result = try await FortuneBinary.run(["refesh"], environment: environment)
        #expect(result.status == 64)
        #expect(result.stderr == "fortune: unknown command 'refesh'; did you mean refresh? (see 'fortune --help')\n")
        #expect(Files.bytes(classic + ".ran") == nil)
    }

    /// A word that is neither a command nor one of fortune-mod's databases is an unknown
    /// command, with the commands close to it, rather than fortune-mod's "No fortunes found".
    @Test(arguments: [
        ("hlep", "fortune: unknown command 'hlep'; did you mean help? (see 'fortune --help')\n"),
        ("settings", "fortune: unknown command 'settings' (see 'fortune --help')\n"),
        ("keys", "fortune: unknown command 'keys'; did you mean key? (see 'fortune --help')\n"),
        ("statsu", "fortune: unknown command 'statsu'; did you mean status? (see 'fortune --help')\n"),
    ])
    func aWordThatIsNoCommandAndNoDatabaseIsAnUnknownCommand(word: String, message: String) async throws {
        let result = try await FortuneBinary.run([word], environment: environment)
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
        #expect(Files.bytes(classic + ".ran") == nil, "fortune-mod was run for \(word)")
    }

    /// Without fortune-mod, one line says what is missing: a word is an unknown command (64),
    /// an option only fortune-mod has cannot be served (69).
    @Test func withoutFortuneModOneLineSaysWhatIsMissing() async throws {
        var environment = environment
        environment["FORTUNE_CLASSIC"] = directory.appending("no-such-program")
        let word = try await FortuneBinary.run(["frobnicate"], environment: environment)
        #expect(word.status == 64)
        #expect(word.stderr.hasPrefix("fortune: unknown command 'frobnicate'"))
        #expect(word.stderr.contains("needs fortune-mod"))
        let option = try await FortuneBinary.run(["-o"], environment: environment)
        #expect(option.status == 69)
        #expect(option.stderr.contains("classic fortune(6)"))
        for result in [word, option] {
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
    }

    /// A FORTUNE_CLASSIC that names this very program is refused rather than run for ever.
    @Test func thisProgramIsNeverItsOwnClassic() async throws {
        var environment = environment
        environment["FORTUNE_CLASSIC"] = FortuneBinary.path
        let result = try await FortuneBinary.run(["-o"], environment: environment, timeout: .seconds(10))
        #expect(result.status == 69)
    }
}

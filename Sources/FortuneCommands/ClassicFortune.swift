#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import FortuneCore

/// The classic fortune(6) of fortune-mod, which this program lives beside under the same name.
///
/// Arguments that are fortune-mod's are handed to it whole, so login scripts and habits that
/// call `fortune -o` or `fortune computers` keep working. The rule, in order:
/// 1. no argument, or `-s` alone: both programs' default, fortune-mod's until a sign is picked
///    (`Fortune.runClassic` asks the store), this program's after;
/// 2. a command word, an option of the form `--name`, `-h`, `help` (unless fortune-mod has a
///    database of that name), `-s` with nothing classic after it (`-s`, "short", is what
///    every fortune here is), or an option that is not fortune-mod's either, or a word with a
///    control character: this program's;
/// 3. a word that is not a database in fortune-mod's folders (`databaseFolders`) nor `all`:
///    an unknown command, said as such, with the command words close to it;
/// 4. anything else (fortune-mod's options `-a -c -e -f -i -l -m PATTERN -n N -o -u -v -w`,
///    `--` and what follows it, an `N%` weight, `all`, a database name or path): fortune-mod's.
enum ClassicFortune {
    /// The word fortune-mod takes for every one of its databases, where it takes a database.
    static let allDatabases = "all"

    /// Where Debian's fortune-mod installs the program and its databases.
    static let defaultPath = "/usr/games/fortune"
    static let databaseFolder = "/usr/share/games/fortunes"

    enum Owner: Equatable {
        /// No argument, or `-s` alone: the default of both programs, fortune-mod's until a sign
        /// is picked.
        case either
        /// Arguments for one of this program's commands.
        case ours
        /// A word that is neither a command nor a database: an unknown command.
        case unknown
        /// Arguments for fortune-mod.
        case classic
    }

    /// Who `arguments` are for, given this program's command words.
    static func owner(of arguments: [String], commands: [String], isDatabase: (String) -> Bool) -> Owner {
        guard let first = arguments.first, arguments != ["-s"] else { return .either }
        // `fortune help` is this program's help, unless fortune-mod has a database of that name.
        if first == "help" { return isDatabase(first) ? .classic : .ours }
        // `fortune -- computers`: the end of fortune-mod's options, then its databases.
        if first == "--" { return arguments.count > 1 ? .classic : .ours }
        if commands.contains(first) || first.hasPrefix("--") || first == "-h" { return .ours }
        if first == "-s" {
            return arguments.dropFirst().contains(where: isClassicShaped) ? .classic : .ours
        }
        if first.hasPrefix("-"), !isClassicShaped(first) { return .ours }
        // No database or path has a control character: such a word is ours to refuse, escaped.
        if first.visiblyEscaped != first { return .ours }
        if !first.hasPrefix("-"), !first.contains("/"), !first.hasSuffix("%"), first != allDatabases,
            !isDatabase(first)
        {
            return .unknown
        }
        return .classic
    }

    /// Whether `argument` can only be meant for fortune-mod: one of its short options (alone
    /// or bundled, `-ao`), a weight such as `30%`, or a word (a database) rather than an option.
    static func isClassicShaped(_ argument: String) -> Bool {
        if argument.hasPrefix("--") { return false }
        if argument.hasPrefix("-") {
            let letters = argument.dropFirst()
            return !letters.isEmpty && letters != "s" && letters.allSatisfy { "aceEfilmnosuvw".contains($0) }
        }
        return true
    }

    /// Where fortune-mod looks for a database named by a word: Debian's folder, the one a local
    /// build installs to, and the one beside `program` (`PREFIX/share/games/fortunes` for
    /// `PREFIX/games/fortune` or `PREFIX/bin/fortune`); each with its `off` folder.
    static func databaseFolders(program: String?) -> [String] {
        var folders = [databaseFolder, "/usr/local/share/games/fortunes"]
        if let program {
            let prefix = program.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
            if !prefix.isEmpty { folders.append(prefix.joined(separator: "/") + "/share/games/fortunes") }
        }
        return folders.flatMap { [$0, $0 + "/off"] }
    }

    /// Whether `name` is a database in one of `folders`.
    static func isDatabase(_ name: String, in folders: [String]) -> Bool {
        folders.contains { access("\($0)/\(name)", F_OK) == 0 }
    }

    /// Whether `arguments` ask fortune-mod for its offensive fortunes alone: `-o`, alone or in
    /// a bundle (`-so`), without `-a` (every fortune) and without a path, which may hold
    /// offensive fortunes of its own. The values of `-m` and `-n` are skipped.
    static func wantsOffensiveOnly(_ arguments: [String]) -> Bool {
        var (offensive, all, skipsValue) = (false, false, false)
        for argument in arguments {
            if skipsValue {
                skipsValue = false
                continue
            }
            if argument == "--" { break }
            if argument.contains("/") { return false }
            guard argument.hasPrefix("-"), !argument.hasPrefix("--") else { continue }
            let letters = Array(argument.dropFirst())
            for (index, letter) in letters.enumerated() {
                if letter == "o" { offensive = true }
                if letter == "a" { all = true }
                if letter == "m" || letter == "n" {
                    // The value follows, in the same word or as the next one.
                    skipsValue = index == letters.count - 1
                    break
                }
            }
        }
        return offensive && !all
    }

    /// Whether an `off` folder among `folders` holds a database: fortune-mod reads none
    /// without its index, `NAME.dat`.
    static func hasOffensiveDatabases(in folders: [String]) -> Bool {
        folders.filter { $0.hasSuffix("/off") }.contains { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".dat") }
        }
    }

    /// Set (to 1) in the environment of the program this one hands fortune-mod's arguments
    /// to: if they come back here (a wrapper that runs `fortune` again), the hand-off is
    /// refused in one line instead of starting over for ever.
    static let handOffVariable = "FORTUNE_HANDED_OFF"

    /// The fortune-mod program to run: `FORTUNE_CLASSIC` when set, else Debian's path; nil
    /// when it is not an absolute path (a relative one would run whatever the current folder
    /// holds), not an executable file, or this very program (which would call itself for ever).
    static func program(environment: [String: String]) -> String? {
        let path = environment["FORTUNE_CLASSIC"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultPath
        guard path.hasPrefix("/"), access(path, X_OK) == 0 else { return nil }
        guard let resolved = FileSystem.realPath(path), resolved != FileSystem.realPath("/proc/self/exe") else {
            return nil
        }
        return path
    }

    /// Replaces this process with `program` run with `arguments`: no shell, the same
    /// environment, default signal dispositions, so its output and exit status are the
    /// caller's. Returns only when the program cannot be started, with the reason.
    static func exec(_ program: String, _ arguments: [String]) -> String {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigprocmask(SIG_SETMASK, &signals, nil)
        signal(SIGPIPE, SIG_DFL)
        setenv(handOffVariable, "1", 1)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        return String(cString: strerror(errno))
    }
}

#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
package import FortuneCore
import FortuneStore
import FortuneWidget

/// The `fortune` command: finds the subcommand, runs it and exits with its status.
package enum Fortune {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [any Command.Type] = [
        TodayCommand.self,
        PickCommand.self,
        RefreshCommand.self,
        ModelsCommand.self,
        StatusCommand.self,
        DoctorCommand.self,
        KeyCommand.self,
        ConfigCommand.self,
        HistoryCommand.self,
        ToggleCommand.self,
        ShowCommand.self,
        HideCommand.self,
        CompletionsCommand.self,
        ManualCommand.self,
        VersionCommand.self,
        SignsCommand.self,
        WidgetCommand.self,
        HelpCommand.self,
    ]

    /// The process: its arguments and environment, then its exit with the command's status.
    /// On the main actor, the process's own thread: a command that answers at once (`runAtOnce`)
    /// runs there, and the concurrency runtime starts its threads only for one that must wait.
    @MainActor
    package static func main() async -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Before anything else, so that fortune-mod starts as if it had been called itself.
        // Read once: building it from the process's environment costs every start.
        let environment = ProcessInfo.processInfo.environment
        if let status = runClassic(arguments, environment: environment) { exit(status.rawValue) }
        // A reader that goes away (`fortune | head -c 10`, a peer that resets a TLS connection)
        // is a failed write to handle, not a reason to die without a word.
        signal(SIGPIPE, SIG_IGN)
        let now: @Sendable () -> Int
        do {
            now = try WallClock.clock(in: environment)
        } catch {
            Console.error(
                Message("clock.invalid", ["variable": WallClock.variable, "value": error.value])
                    .text(in: .fromLocale(environment)))
            exit(ExitStatus.usage.rawValue)
        }
        let context = AppContext(environment: environment, now: now)
        let status: ExitStatus
        switch start(arguments, context: context) {
        case .finished(let finished): status = finished
        case .waiting(let command): status = await run(command, context: context)
        }
        exit(reportingOutputFailure(status, context: context).rawValue)
    }

    /// Hands fortune-mod's arguments to fortune-mod (`ClassicFortune`), and bare `fortune`
    /// (or `fortune -s`) too until a sign is picked; returns only when they are not its, with
    /// nil, or when it cannot be run, with the status to exit with.
    static func runClassic(_ arguments: [String], environment: [String: String]) -> ExitStatus? {
        // Where fortune-mod is, and its databases, are looked up only for a word that is no
        // command of ours: a status bar's `fortune widget` never pays for them.
        let owner = ClassicFortune.owner(of: arguments, commands: commands.map { $0.name }) { word in
            let folders = ClassicFortune.databaseFolders(program: ClassicFortune.program(environment: environment))
            return ClassicFortune.isDatabase(word, in: folders)
        }
        guard owner != .ours else { return nil }
        let program = ClassicFortune.program(environment: environment)
        // Read only when something is said: a hand-off that works reads no configuration.
        var language: Language { AppContext.language(environment: environment) }
        if owner == .either {
            // fortune-mod's until a sign is picked: the store is read here and only here, for
            // its sign alone. Handed back by a wrapper, or unable to start it, `fortune` answers
            // itself, as a login script needs.
            guard let program, environment[ClassicFortune.handOffVariable] == nil,
                SharedStore(paths: StorePaths(environment: environment)).hasNoSign
            else { return nil }
            let reason = ClassicFortune.exec(program, arguments)
            Console.error(
                Message("error.classic.cannotRun", ["program": program, "reason": reason]).text(in: language))
            return nil
        }
        if owner == .unknown, program != nil || !suggestions(for: arguments[0]).isEmpty {
            Console.error(unknownCommand(arguments[0], in: language))
            return .usage
        }
        guard let program else {
            let setting =
                environment["FORTUNE_CLASSIC"].map {
                    Message(
                        $0.hasPrefix("/") ? "error.classic.notProgram" : "error.classic.notAbsolute",
                        ["value": $0.echoed])
                }
                ?? Message("error.classic.notInstalled")
            if owner == .unknown {
                Console.error(
                    Message("error.classic.unknownWord", ["word": arguments[0].echoed], parts: ["setting": setting])
                        .text(in: language))
                return .usage
            }
            Console.error(
                Message(
                    "error.classic.arguments", ["arguments": arguments.joined(separator: " ").echoed],
                    parts: ["setting": setting]
                )
                .text(in: language))
            return .unavailable
        }
        guard environment[ClassicFortune.handOffVariable] == nil else {
            // Handed here by the very program it would hand to: a wrapper that runs fortune.
            Console.error(Message("error.classic.loop", ["program": program.echoed]).text(in: language))
            return .unavailable
        }
        // fortune-mod would say only "No fortunes found".
        if ClassicFortune.wantsOffensiveOnly(arguments),
            !ClassicFortune.hasOffensiveDatabases(in: ClassicFortune.databaseFolders(program: program))
        {
            Console.error(
                Message("error.classic.noOffensive", ["arguments": arguments.joined(separator: " ").echoed])
                    .text(in: language))
            return .unavailable
        }
        let reason = ClassicFortune.exec(program, arguments)
        Console.error(Message("error.classic.cannotRun", ["program": program, "reason": reason]).text(in: language))
        return .unavailable
    }

    /// The command words close to `word`, closest first: those it begins (from two letters
    /// on) and those one or two edits away.
    static func suggestions(for word: String) -> [String] {
        commands.map { $0.name }
            .filter { (word.count >= 2 && $0.hasPrefix(word)) || word.editDistance(to: $0) <= 2 }
            .sorted { word.editDistance(to: $0) < word.editDistance(to: $1) }
    }

    /// The one line said of a word that is no command: "unknown command 'hlep'; did you mean
    /// help? (see 'fortune --help')".
    static func unknownCommand(_ word: String, in language: Language) -> String {
        let close = suggestions(for: word)
        guard let first = close.first else {
            return Message("help.error.unknownCommand", ["word": word.echoed]).text(in: language)
        }
        let guesses = close.dropFirst().reduce(first) {
            Message("help.or", ["first": $0, "second": $1]).text(in: language)
        }
        return Message("help.error.unknownCommandGuess", ["word": word.echoed, "guesses": guesses]).text(in: language)
    }

    /// Runs the command `arguments` name against `context`, its text written to the context's
    /// output; every error is said there in one line and becomes the status returned.
    package static func run(_ arguments: [String], context: AppContext) async -> ExitStatus {
        // The process's own streams need no task-local value; binding one (even nil) in the
        // release executable crashed in swift_task_localValuePush, so only a sink is bound.
        guard let output = context.output else {
            return reportingOutputFailure(await runCommand(arguments, context: context), context: context)
        }
        return await Console.runSink.withValue(output) { await runCommand(arguments, context: context) }
    }

    /// `status`, or the failure of a write to standard output, said once, whatever the command
    /// went on to do.
    private static func reportingOutputFailure(_ status: ExitStatus, context: AppContext) -> ExitStatus {
        guard let failure = Console.takeOutputFailure() else { return status }
        // The language is read (config.json again) only when there is something to say.
        Console.error(failure.message(in: context.language))
        return failure.exitStatus
    }

    private static func runCommand(_ arguments: [String], context: AppContext) async -> ExitStatus {
        switch start(arguments, context: context) {
        case .finished(let status): return status
        case .waiting(let command): return await run(command, context: context)
        }
    }

    /// How far a command line gets before anything is awaited.
    private enum Start {
        /// Help, a usage error, or a command that answered at once: the status to end with.
        case finished(ExitStatus)
        /// A command whose work waits (a request, a watch), parsed and ready to run.
        case waiting(any Command)
    }

    /// Parses `arguments`, answers help and usage errors, and runs a command that can answer
    /// at once; what is left is a command to await.
    private static func start(_ arguments: [String], context: AppContext) -> Start {
        if arguments.first == "--help" || arguments.first == "-h" {
            CommandHelp.show(nil, in: context)
            return .finished(.ok)
        }
        // No command word: today's fortune, with whatever options follow; `--version` is
        // `version`, with its options.
        let word = arguments.first.flatMap { $0.hasPrefix("-") && $0 != "--version" ? nil : $0 }
        let name = word == "--version" ? VersionCommand.name : word ?? TodayCommand.name
        // Words that are no command were sent to fortune-mod or named as typos (runClassic).
        guard let type = commands.first(where: { $0.name == name }) else {
            Console.error(unknownCommand(name, in: context.language))
            return .finished(.usage)
        }
        var list = ArgumentList(Array(arguments.dropFirst(word == nil ? 0 : 1)))
        if list.wantsHelp() {
            CommandHelp.show(type, in: context)
            return .finished(.ok)
        }
        do {
            let command = try type.init(arguments: &list)
            guard let status = try command.runAtOnce(context) else { return .waiting(command) }
            return .finished(status)
        } catch {
            return .finished(report(error, of: type, context: context))
        }
    }

    private static func run(_ command: any Command, context: AppContext) async -> ExitStatus {
        do {
            return try await command.run(context)
        } catch {
            return report(error, of: type(of: command), context: context)
        }
    }

    /// Says `error` in one line (a usage error with the command's usage line) and gives the
    /// status it ends the command with.
    private static func report(_ error: any Error, of type: any Command.Type, context: AppContext) -> ExitStatus {
        switch error {
        case let error as UsageError:
            // The error and the usage line; the whole help is one --help away.
            let language = context.language
            Console.error(error.text(in: language))
            let more = Message("help.more", ["command": type.name]).text(in: language)
            let width = CommandHelp.width(in: context)
            Console.message("\(CommandHelp.usage(for: type, in: language, width: width))\n\(more)\n")
            return .usage
        case let error as any ReportableError:
            Console.error(error.message(in: context.language))
            return error.exitStatus
        case is CancellationError:
            return .temporaryFailure
        default:
            // Every error a command expects is a ReportableError; this is a bug, said as such.
            Console.error(Message("error.unexpected", ["error": "\(error)"]).text(in: context.language))
            return .unavailable
        }
    }
}

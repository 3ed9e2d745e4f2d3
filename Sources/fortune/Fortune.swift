#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneRender

/// The `fortune` command: finds the subcommand, runs it and exits with its status.
@main
enum Fortune {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [any Command.Type] = [
        TodayCommand.self,
        PickCommand.self,
        RefreshCommand.self,
        ModelsCommand.self,
        StatusCommand.self,
        HistoryCommand.self,
        ToggleCommand.self,
        ShowCommand.self,
        HideCommand.self,
        CompletionsCommand.self,
        VersionCommand.self,
        SignsCommand.self,
        WidgetCommand.self,
    ]

    static let usage = """
        usage: fortune [COMMAND] [OPTIONS]

        Today's zodiac fortune, in the terminal and the status bar.

        commands:
        \(commands.map { "  \(DisplayWidth.pad($0.name, toWidth: 12))\($0.abstract)" }.joined(separator: "\n"))

        Run 'fortune COMMAND --help' for a command's options.
        """

    static func main() async {
        // A reader that goes away (`fortune | head -c 10`, a peer that resets a TLS connection)
        // is a failed write to handle, not a reason to die without a word.
        signal(SIGPIPE, SIG_IGN)
        var arguments = Array(CommandLine.arguments.dropFirst())
        let status = await run(&arguments)
        exit(status.rawValue)
    }

    static func run(_ arguments: inout [String]) async -> ExitStatus {
        switch arguments.first {
        case "--help", "-h", "help":
            Console.out(usage)
            return .ok
        case "--version":
            Console.out("fortune \(fortuneVersion)")
            return .ok
        default:
            break
        }
        // No command word: today's fortune, with whatever options follow.
        let word = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        let name = word ?? TodayCommand.name
        guard let type = commands.first(where: { $0.name == name }) else {
            let close = commands.map { $0.name }.filter { $0.hasPrefix(String(name.prefix(2))) }
            let hint = close.isEmpty ? "" : "; did you mean \(close.joined(separator: " or "))?"
            Console.error("unknown command '\(name.visiblyEscaped)'\(hint) (see 'fortune --help')")
            return .usage
        }
        var list = ArgumentList(Array(arguments.dropFirst(word == nil ? 0 : 1)))
        if list.flag("--help", "-h") {
            Console.out(type.help)
            return .ok
        }
        do {
            let command = try type.init(arguments: &list)
            return try await command.run()
        } catch let error as UsageError {
            // The error and the usage line; the whole help is one --help away.
            Console.error(error.message)
            let usageLine = type.help.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.joined(separator: "\n")
            Console.message("\(usageLine)\nRun 'fortune \(type.name) --help' for more.\n")
            return .usage
        } catch let error as any ReportableError {
            Console.error(error.description)
            return error.exitStatus
        } catch is CancellationError {
            return .temporaryFailure
        } catch {
            // Every error a command expects is a ReportableError; this is a bug, said as such.
            Console.error("unexpected error: \(error)")
            return .unavailable
        }
    }
}

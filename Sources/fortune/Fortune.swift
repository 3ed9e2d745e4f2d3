#if canImport(Glibc)
import Glibc
#endif
import FortuneKit

/// The `fortune` command: finds the subcommand, runs it and exits with its status.
@main
enum Fortune {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [any Command.Type] = [
        TodayCommand.self,
        PickCommand.self,
        RefreshCommand.self,
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
            Console.error("unknown command '\(name)'")
            Console.message(usage + "\n")
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
            Console.error(error.message)
            Console.message(type.help + "\n")
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

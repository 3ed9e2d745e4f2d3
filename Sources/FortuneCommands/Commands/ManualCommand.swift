import FortuneCore

/// `fortune manual`: the manual page's commands and options, in roff.
struct ManualCommand: Command {
    static let name = "manual"
    static let abstract = "Print the manual page's commands and options (roff)"
    static let discussion = """
        Prints the part of the manual page fortune(1) that the commands' declarations make:
        synopsis, description, every command and option. 'make install' completes it with
        the configuration, environment, files and exit codes and installs it, so that
        'man 1 fortune' shows it. To read it at once: fortune manual | man -l -
        """
    static let options: [CommandOption] = []

    init(arguments: inout ArgumentList) throws(UsageError) {
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        Console.out(ManualPage.roff(Fortune.commands, version: fortuneVersion))
        return .ok
    }
}

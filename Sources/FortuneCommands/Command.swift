import FortuneCore

/// One subcommand of `fortune`: parsed and validated from its arguments, then run.
///
/// Parsing is separate from running so that every usage error is found before anything is
/// written, and exits 64 with the command's usage line.
protocol Command: Sendable {
    /// The word that selects the command, e.g. `pick`.
    static var name: String { get }
    /// One line for `fortune --help`.
    static var abstract: String { get }
    /// What the command does, for `--help` and the manual page: plain text, one paragraph or
    /// a few, lines of at most 80 columns.
    static var discussion: String { get }
    /// Its options, each declared once (`CommandOption`).
    static var options: [CommandOption] { get }
    /// Its positional argument, if it takes one.
    static var operand: CommandOperand? { get }
    /// How the command is called, before its arguments: `fortune pick`.
    static var invocation: String { get }

    init(arguments: inout ArgumentList) throws(UsageError)

    /// Runs the command against `context`: the store, configuration and environment of this
    /// run, built once at the top.
    func run(_ context: AppContext) async throws -> ExitStatus
}

extension Command {
    static var operand: CommandOperand? { nil }
    static var invocation: String { "fortune \(name)" }
    /// The usage line and option list shown by `--help` and after a usage error.
    static var help: String { CommandHelp.text(for: self) }
}

/// A command line that cannot be run as written. Exits 64.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

import FortuneCore

/// One subcommand of `fortune`: parsed and validated from its arguments, then run.
///
/// Parsing is separate from running so that every usage error is found before anything is
/// written, and exits 64 with the command's usage line.
protocol Command: Sendable {
    /// The word that selects the command, e.g. `pick`.
    static var name: String { get }
    /// Its options, each declared once (`CommandOption`).
    static var options: [CommandOption] { get }
    /// Its positional arguments, in order (most commands take one or none).
    static var operands: [CommandOperand] { get }
    /// How the command is called, before its arguments: `fortune pick`.
    static var invocation: String { get }
    /// What the command does, for `--help` and the manual page.
    static var discussion: Message { get }

    init(arguments: inout ArgumentList) throws(UsageError)

    /// Runs the command against `context`: the store, configuration and environment of this
    /// run, built once at the top.
    func run(_ context: AppContext) async throws -> ExitStatus

    /// The command's whole work when none of it waits (no request, no watch), done on the
    /// caller's thread; nil when it must wait, and `run` does it. A status bar's
    /// `fortune widget` and a shell greeting's `fortune` answer here: the process then starts
    /// no thread, and on a busy machine waits for no other thread to be scheduled.
    func runAtOnce(_ context: AppContext) throws -> ExitStatus?
}

extension Command {
    func runAtOnce(_ context: AppContext) throws -> ExitStatus? { nil }

    static var operands: [CommandOperand] { [] }
    static var options: [CommandOption] { [] }
    static var invocation: String { "fortune \(name)" }

    /// One line for `fortune --help`: `help.<name>.abstract` in Messages/help.*.txt.
    static var abstract: Message { Message("help.\(name).abstract") }

    /// What the command does, for `--help` and the manual page: `help.<name>.discussion`,
    /// plain text, a paragraph on one line (wrapped where it is shown) and, where it needs
    /// them, lines of its own indented by two (an example command).
    static var discussion: Message { Message("help.\(name).discussion") }
}

/// A command line that cannot be run as written. Exits 64.
struct UsageError: Error {
    /// What is wrong, said in the user's language where it is printed.
    private let say: @Sendable (Language) -> String

    init(_ message: Message) {
        say = { message.text(in: $0) }
    }

    /// What is wrong, said by `say` in the language it is given: for words that are run
    /// together as the language runs them (a list of choices).
    init(saying say: @escaping @Sendable (Language) -> String) {
        self.say = say
    }

    /// An error of another layer that is a usage error here (a sign no one has), said as the
    /// error says itself.
    init(_ error: some ReportableError & Sendable) {
        say = { error.message(in: $0) }
    }

    func text(in language: Language) -> String { say(language) }
}

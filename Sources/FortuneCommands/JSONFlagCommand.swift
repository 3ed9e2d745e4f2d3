/// A command whose only option is `--json`: it prints the same answer as text or, with the
/// flag, as JSON (`signs`, `status`, `doctor`, `version`, and the visibility commands).
protocol JSONFlagCommand: Command {
    init(json: Bool)
    /// Whether `--json` was given.
    var json: Bool { get }
}

extension JSONFlagCommand {
    static var options: [CommandOption] { [.json] }

    init(arguments: inout ArgumentList) throws(UsageError) {
        let json = arguments.flag(.json)
        try arguments.finish()
        self.init(json: json)
    }
}

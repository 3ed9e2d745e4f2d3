import FortuneCore

/// One option of a command, declared once in the command's `options`: the parser
/// (`ArgumentList`), `--help` (`CommandHelp`), the completion scripts and the manual page all
/// read this declaration, so none of them can fall behind the others.
struct CommandOption: Sendable {
    /// What follows the option on the command line.
    enum Value: Sendable, Equatable {
        /// Nothing: the option is a flag.
        case none
        /// A whole number; completion offers nothing.
        case number
        /// Free text, e.g. a model name: completion offers `suggestions` (nothing when none).
        case text(suggestions: Suggestions)
        /// One of a fixed set; completion offers exactly these.
        case choices([String])

        /// The words completion offers, other than the model ids read at run time.
        var words: [String] {
            switch self {
            case .choices(let words): words
            case .text(suggestions: .signs): Sign.allCases.map(\.rawValue)
            case .none, .number, .text: []
            }
        }
    }

    /// Where the completion of a free-text value comes from.
    enum Suggestions: Sendable, Equatable {
        case none
        /// The sign names `fortune pick` accepts in English.
        case signs
        /// The model ids of the last `fortune models` answer (`ModelCache`).
        case models
    }

    /// The spelling, e.g. `--sign`.
    let name: String
    let value: Value
    /// The value's name in usage lines, e.g. `SIGN`.
    let placeholder: String?
    /// What the summary's placeholders say besides `{choices}`, the option's own values: lists
    /// read from a table (`ChoiceList`). Made only when the summary is said, never when a
    /// command line is parsed: a status bar's `fortune widget` parses its options at every start.
    private var summaryParts: @Sendable () -> [String: Message] = { [:] }

    init(name: String, value: Value, placeholder: String?) {
        self.name = name
        self.value = value
        self.placeholder = placeholder
    }

    /// What the option does, as `--help` and the manual page say it: the text of
    /// `help.<command>.<option>` in Messages/help.*.txt (`help.widget.autoRefresh`), or of
    /// `help.option.help` for `--help`, which every command takes.
    func summary(of command: any Command.Type) -> Message {
        guard name != CommandOption.help.name else { return Message("help.option.help") }
        let words = name.drop { $0 == "-" }.split(separator: "-")
        let key = words.dropFirst().reduce(String(words.first ?? "")) {
            $0 + $1.prefix(1).uppercased() + $1.dropFirst()
        }
        var parts = summaryParts()
        if parts["choices"] == nil, case .choices(let words) = value {
            parts["choices"] = .alternatives(words.map(Message.verbatim))
        }
        return Message("help.\(command.name).\(key)", parts: parts)
    }

    /// This option, its summary's placeholders saying what `parts` gives when the summary is
    /// said: `{choices}` other than the plain list of its values (which needs no declaring), or
    /// another list read from a table, so that a row added to a table is named in help without
    /// a catalog edit.
    func saying(_ parts: @escaping @Sendable () -> [String: Message]) -> CommandOption {
        var option = self
        option.summaryParts = parts
        return option
    }

    var takesValue: Bool { value != .none }
}

extension CommandOption {
    static func flag(_ name: String) -> CommandOption {
        CommandOption(name: name, value: .none, placeholder: nil)
    }

    static func number(_ name: String, placeholder: String = "N") -> CommandOption {
        CommandOption(name: name, value: .number, placeholder: placeholder)
    }

    static func text(_ name: String, _ placeholder: String, suggestions: Suggestions = .none) -> CommandOption {
        CommandOption(name: name, value: .text(suggestions: suggestions), placeholder: placeholder)
    }

    /// An option whose value is one of `T`'s cases, by raw value: the parser accepts those and
    /// completion offers them.
    static func choice<T: CaseIterable & RawRepresentable>(_ name: String, _ placeholder: String, _ type: T.Type)
        -> CommandOption where T.RawValue == String
    {
        CommandOption(name: name, value: .choices(T.allCases.map(\.rawValue)), placeholder: placeholder)
    }

    /// `--sign SIGN`, in any spelling `fortune pick` accepts.
    static let sign = text("--sign", "SIGN", suggestions: .signs)

    /// `--json`; each command's summary says what it prints.
    static let json = flag("--json")

    /// `--help`, which every command takes (`-h` too).
    static let help = flag("--help")
}

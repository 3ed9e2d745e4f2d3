import FortuneCore
import FortuneZodiac

/// The arguments of one command, consumed as the command's parser asks for them.
///
/// Options take their value as `--name value` or `--name=value`; `--` ends the options.
/// Whatever no one asked for is an error in `finish()`, so a typo never passes silently.
struct ArgumentList {
    private var tokens: [String]
    private var positionals: [String] = []

    init(_ arguments: [String]) {
        if let end = arguments.firstIndex(of: "--") {
            tokens = Array(arguments[..<end])
            positionals = Array(arguments[(end + 1)...])
        } else {
            tokens = arguments
        }
    }

    private static func isOption(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-"
    }

    /// Whether the flag `option` was given; removes it.
    mutating func flag(_ option: CommandOption) -> Bool {
        precondition(!option.takesValue, "\(option.name) takes a value")
        return flag(option.name)
    }

    /// The value of `option`, if given; removes it. The last occurrence wins.
    mutating func value(_ option: CommandOption) throws(UsageError) -> String? {
        precondition(option.takesValue, "\(option.name) is a flag")
        guard let text = try self.option(option.name) else { return nil }
        guard case .choices(let words) = option.value else { return text }
        // The words as declared; capitals are forgiven (`--calendar Korean`).
        guard let word = words.first(where: { $0 == text || $0 == text.lowercased() }) else {
            let name = option.name
            let value = text.echoed
            throw UsageError { language in
                Message(
                    "help.error.invalidChoice",
                    ["option": name, "value": value, "choices": words.joined(separator: language.listSeparator)]
                ).text(in: language)
            }
        }
        return word
    }

    /// The value of `option` parsed with `parse`, or an error naming the option.
    mutating func value<T>(_ option: CommandOption, _ parse: (String) -> T?) throws(UsageError) -> T? {
        guard let text = try value(option) else { return nil }
        guard let value = parse(text) else {
            throw UsageError(Message("help.error.invalidValue", ["option": option.name, "value": text.echoed]))
        }
        return value
    }

    /// The value of a `choice` option as the case of `T` it names.
    mutating func value<T: RawRepresentable>(_ option: CommandOption, as type: T.Type) throws(UsageError) -> T?
    where T.RawValue == String {
        try value(option).flatMap(T.init(rawValue:))
    }

    /// The sign named by `option` (`--sign`), in any spelling `fortune pick` accepts.
    mutating func sign(_ option: CommandOption) throws(UsageError) -> Sign? {
        guard let text = try value(option) else { return nil }
        do {
            return try Sign.parse(text).sign
        } catch {
            throw UsageError(error)
        }
    }

    /// Whether `--help` or `-h` was given; removes them.
    mutating func wantsHelp() -> Bool {
        flag(CommandOption.help.name, "-h")
    }

    /// Whether `name` (or one of its spellings, e.g. `-h`) was given; removes it.
    private mutating func flag(_ names: String...) -> Bool {
        var found = false
        tokens.removeAll { token in
            let match = names.contains(token)
            found = found || match
            return match
        }
        return found
    }

    /// The value of the option `name`, if given; removes it. The last occurrence wins.
    private mutating func option(_ name: String) throws(UsageError) -> String? {
        var value: String?
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            if token == name {
                guard index + 1 < tokens.endIndex else {
                    throw UsageError(Message("help.error.needsValue", ["option": name]))
                }
                value = tokens[index + 1]
                tokens.removeSubrange(index...index + 1)
            } else if token.hasPrefix(name + "=") {
                value = String(token.dropFirst(name.count + 1))
                tokens.remove(at: index)
            } else {
                index += 1
            }
        }
        return value
    }

    /// The next positional argument, if any. Call after all options have been taken.
    mutating func positional() throws(UsageError) -> String? {
        if let unknown = tokens.first(where: Self.isOption) {
            throw UsageError(Message("help.error.unknownOption", ["option": unknown.echoed]))
        }
        guard !tokens.isEmpty else {
            return positionals.isEmpty ? nil : positionals.removeFirst()
        }
        return tokens.removeFirst()
    }

    /// Fails if any argument was not consumed.
    func finish() throws(UsageError) {
        var rest = self
        if let extra = try rest.positional() {
            throw UsageError(Message("help.error.unexpectedArgument", ["argument": extra.echoed]))
        }
    }
}

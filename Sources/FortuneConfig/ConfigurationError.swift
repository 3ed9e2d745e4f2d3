public import FortuneCore

/// A configuration that cannot be used: the file, the key and what is wrong. Exits 78.
public struct ConfigurationError: ReportableError, Sendable, Hashable, CustomStringConvertible {
    /// Where the bad value came from: a file's path or an environment variable's name.
    public let source: String
    /// The key in the file, if the error is about one.
    public let key: String?
    /// Where in the file the text goes wrong, both from 1, for a file that is not JSON.
    public let line: Int?
    public let column: Int?
    /// What is wrong, to be said in the user's language.
    public let said: Message
    /// What is wrong, in English: "must be a number, not a string".
    public var problem: String { said.description }

    public init(source: String, key: String? = nil, line: Int? = nil, column: Int? = nil, problem: Message) {
        self.source = source
        self.key = key
        self.line = line
        self.column = column
        self.said = problem
    }

    /// `path: "key": problem`, or `path:line:column: problem` as compilers say where.
    public var description: String { message(in: .english) }

    /// `path: "key": problem` with the problem in `language`; the path, key and position as
    /// they are, as a compiler's message starts.
    public func message(in language: Language) -> String {
        let problem = said.text(in: language)
        if let key { return "\(source): \"\(key)\": \(problem)" }
        if let line, let column { return "\(source):\(line):\(column): \(problem)" }
        return "\(source): \(problem)"
    }

    public var exitStatus: ExitStatus { .configuration }
}

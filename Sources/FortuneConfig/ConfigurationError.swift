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
    public let problem: String

    public init(source: String, key: String? = nil, line: Int? = nil, column: Int? = nil, problem: String) {
        self.source = source
        self.key = key
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `path: "key": problem`, or `path:line:column: problem` as compilers say where.
    public var description: String {
        if let key { return "\(source): \"\(key)\": \(problem)" }
        if let line, let column { return "\(source):\(line):\(column): \(problem)" }
        return "\(source): \(problem)"
    }

    public var exitStatus: ExitStatus { .configuration }
}

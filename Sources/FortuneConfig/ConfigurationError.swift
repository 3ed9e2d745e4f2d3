public import FortuneCore

/// A configuration that cannot be used: the file, the key and what is wrong. Exits 78.
public struct ConfigurationError: ReportableError, Sendable, Hashable, CustomStringConvertible {
    /// Where the bad value came from: a file's path or an environment variable's name.
    public let source: String
    /// The key in the file, if the error is about one.
    public let key: String?
    public let problem: String

    public init(source: String, key: String? = nil, problem: String) {
        self.source = source
        self.key = key
        self.problem = problem
    }

    public var description: String {
        if let key { "\(source): \"\(key)\": \(problem)" } else { "\(source): \(problem)" }
    }

    public var exitStatus: ExitStatus { .configuration }
}

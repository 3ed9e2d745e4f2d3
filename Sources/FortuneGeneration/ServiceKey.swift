public import FortuneHTTP

/// How a service takes its API key: where it is looked for, whether it is needed, and the one
/// header it travels in (never the URL).
///
/// A row of the service table holds one, or none when the service takes no key; every part is
/// named when it is made, so a row cannot leave out the file or the header by accident.
public struct ServiceKey: Sendable, Hashable {
    /// The header a key is sent in.
    public enum Header: Sendable, Hashable {
        /// `Authorization: Bearer KEY`, as OpenAI's API and its imitators take it.
        case bearer
        /// A header of its own name whose value is the key, such as Gemini's `x-goog-api-key`.
        case named(String)
    }

    /// The environment variables read for the key, first wins; never empty.
    public let variables: [String]
    /// The key file's name inside the configuration directory.
    public let fileName: String
    /// Whether the service cannot be asked without a key.
    public let required: Bool
    public let header: Header

    /// - Precondition: `variables` is not empty: a key nobody can set is no key.
    public init(variables: [String], fileName: String, required: Bool, header: Header) {
        precondition(!variables.isEmpty, "a service's key is read from at least one variable")
        self.variables = variables
        self.fileName = fileName
        self.required = required
        self.header = header
    }

    /// Where the key is set, for messages: its first variable.
    public var setting: String { variables[0] }

    /// The header that carries `key`.
    public func header(for key: APIKey) -> HTTPHeader {
        switch header {
        case .bearer: HTTPHeader(name: "Authorization", value: "Bearer " + key.secret)
        case .named(let name): HTTPHeader(name: name, value: key.secret)
        }
    }
}

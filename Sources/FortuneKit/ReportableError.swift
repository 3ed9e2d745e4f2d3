/// An error that the command line reports as one line and a process exit status.
///
/// Every error a command may end with conforms, so the command's top level needs no list of
/// error types: it prints `description` to standard error and exits with `exitStatus`.
public protocol ReportableError: Error, CustomStringConvertible {
    var exitStatus: ExitStatus { get }
}

extension StoreError: ReportableError {}
extension ConfigurationError: ReportableError {}
extension GenerationError: ReportableError {}

extension SignParseError: ReportableError {
    /// A sign the user typed that names none: a usage error.
    public var exitStatus: ExitStatus { .usage }
}

extension HTTPError: ReportableError {
    /// A URL the transport refuses comes from the configuration; anything else means the
    /// service could not be reached.
    public var exitStatus: ExitStatus {
        kind == .unsupportedURL ? .configuration : .unavailable
    }
}

/// An error that the command line reports as one line and a process exit status.
///
/// Every error a command may end with conforms, each in its own layer, so the command's top
/// level needs no list of error types: it prints `message(in:)` in the user's language to
/// standard error and exits with `exitStatus`. `description` is the same line in English, as
/// logs, the store and tests read it.
public protocol ReportableError: Error, CustomStringConvertible {
    var exitStatus: ExitStatus { get }
    /// The line in `language`; what came from outside (a path, a server's own words) is put in
    /// as it is.
    func message(in language: Language) -> String
    /// The whole line as a message, to be said later in another language (the store keeps a
    /// failed refresh's this way); nil when the line is known only as text.
    var lineMessage: Message? { get }
}

extension ReportableError {
    public var lineMessage: Message? { nil }
}

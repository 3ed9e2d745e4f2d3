/// An error that the command line reports as one line and a process exit status.
///
/// Every error a command may end with conforms, each in its own layer, so the command's top
/// level needs no list of error types: it prints `description` to standard error and exits
/// with `exitStatus`.
public protocol ReportableError: Error, CustomStringConvertible {
    var exitStatus: ExitStatus { get }
}

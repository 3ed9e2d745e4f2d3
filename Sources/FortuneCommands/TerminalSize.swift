#if canImport(Glibc)
import Glibc
#endif
import FortuneWidget

/// How wide the terminal is, in cells.
enum TerminalSize {
    /// The columns of the terminal standard output writes to: `COLUMNS` when it is a positive
    /// number (a user's override, and what tests set), then the terminal's own size, then 80.
    /// - Parameter standardOutput: false when the text goes elsewhere (a context's sink), whose
    ///   width only `COLUMNS` can tell.
    static func columns(environment: [String: String], standardOutput: Bool = true) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return columns
        }
        return (standardOutput ? TerminalSession.columns(of: STDOUT_FILENO) : nil) ?? 80
    }
}

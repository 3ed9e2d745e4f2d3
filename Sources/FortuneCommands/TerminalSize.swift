#if canImport(Glibc)
import Glibc
#endif
import FortuneWidget

/// How wide the terminal is, in cells.
enum TerminalSize {
    /// The columns of the terminal standard output writes to: `COLUMNS` when it is a positive
    /// number (a user's override, and what tests set), then the terminal's own size, then 80.
    static func columns(environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return columns
        }
        return TerminalSession.columns(of: STDOUT_FILENO) ?? 80
    }
}

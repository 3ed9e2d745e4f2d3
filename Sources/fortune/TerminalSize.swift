#if canImport(Glibc)
import Glibc
#endif

/// How wide the terminal is, in cells.
enum TerminalSize {
    /// The columns of the terminal standard output writes to: `COLUMNS` when it is a positive
    /// number (a user's override, and what tests set), then the terminal's own size, then 80.
    static func columns(environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return columns
        }
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        if result == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }
}

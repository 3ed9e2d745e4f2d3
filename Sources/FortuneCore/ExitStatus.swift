/// The process exit statuses of `fortune`, from BSD's sysexits.h.
///
/// Scripts and status bars branch on these, so each failure maps to exactly one of them
/// (docs/REFERENCE.md, "Exit codes").
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case ok = 0
    /// `fortune doctor` found something a refresh needs that is not ok.
    case problemsFound = 1
    /// The command line was wrong: unknown command, option or value.
    case usage = 64
    /// The model's response could not be used: malformed, empty or blocked.
    case dataError = 65
    /// The service stayed unavailable after retries, or could not be reached.
    case unavailable = 69
    /// The output could not be written (a full disk, a failing device).
    case ioError = 74
    /// A temporary failure, such as a rate limit: trying later may work.
    case temporaryFailure = 75
    /// A key is missing, invalid or not allowed to do this.
    case permissionDenied = 77
    /// The configuration or the stored state cannot be used as it is.
    case configuration = 78
    /// `widget --watch` ended by SIGINT (Ctrl-C): 128 + 2, as shells report it.
    case interrupted = 130
    /// `widget --watch` ended by SIGTERM: 128 + 15.
    case terminated = 143
}

/// How a status bar is told to redraw at once, the way the snippets of Config/ set it up to
/// listen; done only when the bar runs (`StatusBarReloader`).
public enum StatusBarReload: Sendable, Hashable {
    /// SIGRTMIN+8 to this user's processes named `process` (the snippets' `"signal": 8`).
    case signal(process: String)
    /// The tmux command `command` on each running tmux server of this user that has a client
    /// attached.
    case tmuxServers(command: String)
    /// `command`, when a process named `process` runs.
    case command([String], whenRunning: String)
}

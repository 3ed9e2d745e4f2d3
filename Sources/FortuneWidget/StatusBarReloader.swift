#if canImport(Glibc)
import Glibc
#endif
public import FortuneCore
public import FortuneRender

/// Tells the status bars named in the configuration (`reloadBars`) to redraw at once, each
/// as its format's `reload` says (the way the snippets of Config/ set it up to listen), and only
/// when it runs: a bar that is not running is nothing to reload, so it is not a failure (a hook
/// command such as `pkill` cannot tell that from a real one); a reload that fails still is, in
/// one line.
public struct StatusBarReloader: TimelineReloading {
    /// The bars to tell.
    public let bars: [any StatusBarFormat]
    let timeout: Duration
    let environment: [String: String]
    private let onFailure: @Sendable (Message) -> Void

    /// The signal number the Waybar and i3blocks snippets give the module, after SIGRTMIN.
    public static let signalOffset: Int32 = 8

    public init(
        bars: [any StatusBarFormat], timeout: Duration, environment: [String: String],
        onFailure: @escaping @Sendable (Message) -> Void = { _ in }
    ) {
        self.bars = bars
        self.timeout = timeout
        self.environment = environment
        self.onFailure = onFailure
    }

    /// Tells each bar, whatever the kind.
    public func reloadTimelines(ofKind kind: String) {
        var commands: [[String]] = []
        for bar in bars {
            switch bar.reload {
            case .signal(let process):
                signal(process)
            case .tmuxServers(let command):
                commands += RunningBars.tmuxSockets(environment: environment).map {
                    ["tmux", "-S", $0, "if-shell", "-F", "#{session_attached}", command]
                }
            case .command(let command, let process):
                if !RunningBars.processes(named: process).isEmpty { commands.append(command) }
            }
        }
        ReloadHooks(hooks: commands, timeout: timeout, onFailure: onFailure).reloadAllTimelines()
    }

    private func signal(_ name: String) {
        let number = __libc_current_sigrtmin() + Self.signalOffset
        for pid in RunningBars.processes(named: name) where kill(pid, number) != 0 && errno != ESRCH {
            onFailure(
                Message(
                    "error.hook.signal",
                    ["bar": name, "pid": "\(pid)", "reason": String(cString: strerror(errno)).lowercased()]))
        }
    }
}

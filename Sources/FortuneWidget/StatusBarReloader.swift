#if canImport(Glibc)
import Glibc
#endif
public import FortuneCore
public import FortuneRender

/// Tells the status bars named in the configuration (`reloadBars`) to redraw at once, each
/// the way the snippets of Config/ set it up to listen, and only when it runs: a bar that is
/// not running is nothing to reload, so it is not a failure (a hook command such as `pkill`
/// cannot tell that from a real one); a reload that fails still is, in one line.
///
/// - waybar, i3blocks: SIGRTMIN+8 to this user's processes of that name (`"signal": 8`).
/// - tmux: `refresh-client -S` on each running server of this user, when a client is attached.
/// - polybar: `polybar-msg action fortune-ipc hook 0` when polybar runs (the ipc module).
public struct StatusBarReloader: TimelineReloading {
    /// The bars to tell: bar formats of `WidgetFormat`.
    public let bars: [WidgetFormat]
    let timeout: Duration
    let environment: [String: String]
    private let onFailure: @Sendable (Message) -> Void

    /// The signal number the Waybar and i3blocks snippets give the module, after SIGRTMIN.
    public static let signalOffset: Int32 = 8

    public init(
        bars: [WidgetFormat], timeout: Duration, environment: [String: String],
        onFailure: @escaping @Sendable (Message) -> Void = { _ in }
    ) {
        self.bars = bars
        self.timeout = timeout
        self.environment = environment
        self.onFailure = onFailure
    }

    public func reloadTimelines(ofKind kind: String) {
        reload()
    }

    public func reloadAllTimelines() {
        reload()
    }

    func reload() {
        var commands: [[String]] = []
        for bar in bars {
            switch bar {
            case .waybar, .i3blocks:
                signal(bar.rawValue)
            case .tmux:
                commands += RunningBars.tmuxSockets(environment: environment).map {
                    ["tmux", "-S", $0, "if-shell", "-F", "#{session_attached}", "refresh-client -S"]
                }
            case .polybar:
                if !RunningBars.processes(named: "polybar").isEmpty {
                    commands.append(["polybar-msg", "action", "fortune-ipc", "hook", "0"])
                }
            case .text, .json:
                break
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

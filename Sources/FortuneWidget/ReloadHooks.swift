import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
public import FortuneCore
import FortuneGeneration

/// Runs the user's reload hooks, the commands that make status bars redraw, on each reload.
///
/// A status bar does not watch the state directory as a widget host does: it redraws when told,
/// by a signal (`pkill -x -RTMIN+8 waybar`) or a command (`tmux refresh-client -S`). Each hook is
/// an argument list from the configuration, started with `posix_spawnp` and never through a
/// shell, so nothing in it is expanded. Hooks run side by side and the call returns once every
/// one has ended or been stopped: a command exits right after a reload, and must leave neither
/// zombies nor strays behind. A failing hook is reported in one line, never thrown: the write
/// that the reload announces has already happened.
///
/// Hooks get `FORTUNE_RELOAD_KIND` (the widget kind, `*` for all) and `FORTUNE_IN_HOOK=1`
/// (a `fortune` they start runs no hooks) besides this process's
/// environment less the API key's variables, `/dev/null` as standard input, output and error
/// and no other descriptor, no blocked signals and default signal handlers, and a process
/// group of their own; stopping one stops its whole tree, even children that left the group.
public struct ReloadHooks: TimelineReloading {
    /// The variable that tells a hook which kind of widget was asked to reload.
    public static let kindVariable = "FORTUNE_RELOAD_KIND"
    /// Set (to 1) for everything a hook or a status bar's reload starts: a `fortune` started so
    /// runs no hooks and reloads no bars, so a hook never starts itself again.
    public static let inHookVariable = "FORTUNE_IN_HOOK"

    /// The argument lists, the program first.
    public let hooks: [[String]]
    /// How long the hooks may run, from their start, before they are stopped.
    public let timeout: Duration
    private let onFailure: @Sendable (Message) -> Void

    /// How long a stopped hook has between SIGTERM and SIGKILL.
    static let gracePeriod: Duration = .milliseconds(500)

    /// Hooks to run on every reload.
    /// - Parameters:
    ///   - hooks: argument lists; the program is looked up in `PATH` unless it contains a slash.
    ///   - timeout: a hook still running this long after its start gets SIGTERM, then SIGKILL.
    ///   - onFailure: told, in one line, of each hook that could not start, failed or was
    ///     stopped, after all hooks have ended. Default: ignored.
    public init(hooks: [[String]], timeout: Duration, onFailure: @escaping @Sendable (Message) -> Void = { _ in }) {
        self.hooks = hooks
        self.timeout = timeout
        self.onFailure = onFailure
    }

    /// Runs every hook, told `kind`, and waits until each has ended or been stopped.
    public func reloadTimelines(ofKind kind: String) {
        guard !hooks.isEmpty else { return }
        let environment = Self.environment(adding: [Self.kindVariable: kind, Self.inHookVariable: "1"])
        defer { environment.forEach { free($0) } }

        let started = hooks.map { hook -> Result<Child, HookFailure> in
            guard let program = hook.first else { return .failure(.empty) }
            return ChildProcess.spawn(
                program, arguments: hook, environment: environment, searchPath: true, newProcessGroup: true
            )
            .map { Child(pid: $0) }.mapError { .cannotStart(errno: $0.errno) }
        }
        let deadline = DispatchTime.now() + Self.nanoseconds(timeout)
        let outcomes = started.map { start -> HookFailure? in
            switch start {
            case .failure(let failure): failure
            case .success(let child): Self.finish(child, by: deadline)
            }
        }
        for (hook, failure) in zip(hooks, outcomes) {
            guard let failure else { continue }
            onFailure(failure.message(hook: Sanitizer.cleanLine(Self.display(hook)), timeout: timeout))
        }
    }

    // MARK: - One hook

    /// Why one hook did not succeed.
    private enum HookFailure: Error {
        case empty
        case cannotStart(errno: Int32)
        case exited(Int32)
        case killed(signal: Int32)
        case stopped

        /// The line said of `hook` (as the configuration writes it), stopped after `timeout`.
        func message(hook: String, timeout: Duration) -> Message {
            switch self {
            case .empty:
                return Message("error.hook.empty", ["hook": hook])
            case .cannotStart(let number):
                let reason = Sanitizer.cleanLine(String(cString: strerror(number)).lowercased())
                return Message("error.hook.cannotStart", ["hook": hook, "reason": reason])
            case .exited(let status):
                return Message("error.hook.exited", ["hook": hook, "status": "\(status)"])
            case .killed(let signal):
                return Message("error.hook.killed", ["hook": hook, "signal": "\(signal)"])
            case .stopped:
                return Message("error.hook.stopped", ["hook": hook], parts: ["time": .seconds(timeout)])
            }
        }
    }

    /// A started hook, and the thread that reaps it.
    ///
    /// `waitpid` blocks, so each child is waited for on a thread of its own while the caller
    /// waits, with a deadline, for that thread to say the child has ended.
    private final class Child: Sendable {
        let pid: pid_t
        private let ended = DispatchSemaphore(value: 0)
        private let waitStatus = Mutex<Int32?>(nil)

        init(pid: pid_t) {
            self.pid = pid
            let reap: @Sendable () -> Void = { [self] in
                var status: Int32 = 0
                var result: pid_t
                repeat {
                    result = waitpid(pid, &status, 0)
                } while result < 0 && errno == EINTR
                // Reaped elsewhere (ECHILD): the outcome is unknown, not a failure.
                waitStatus.withLock { $0 = result == pid ? status : 0 }
                ended.signal()
            }
            if !DedicatedThread.start(reap) {
                // Nothing could watch its deadline: stop it now rather than wait without one.
                kill(-pid, SIGKILL)
                reap()
            }
        }

        /// The child's wait status once it has ended; nil if it is still running at `deadline`.
        func wait(until deadline: DispatchTime) -> Int32? {
            guard ended.wait(timeout: deadline) == .success else { return nil }
            ended.signal()
            return waitStatus.withLock { $0 }
        }
    }

    /// Waits for `child` until `deadline`, then stops it and its process group.
    private static func finish(_ child: Child, by deadline: DispatchTime) -> HookFailure? {
        if let status = child.wait(until: deadline) {
            switch ChildProcess.Ending(waitStatus: status) {
            case .signaled(let signal): return .killed(signal: signal)
            case .exited(0): return nil
            case .exited(let code): return .exited(code)
            }
        }
        // The whole tree, not only the group: a child may have made a group of its own.
        let tree = ProcessTree.freeze([child.pid])
        kill(-child.pid, SIGTERM)
        ProcessTree.signal(tree, SIGTERM)
        let ended = child.wait(until: .now() + nanoseconds(gracePeriod)) != nil
        // What ignored SIGTERM runs on, in the group (the kernel never hands out a live group's
        // number, so this reaches no one else) or in the tree, its parent gone or not.
        let survivors = ProcessTree.freeze(tree)
        kill(-child.pid, SIGKILL)
        ProcessTree.signal(survivors, SIGKILL)
        if !ended { _ = child.wait(until: .distantFuture) }
        return .stopped
    }

    // MARK: - Helpers

    /// This process's environment with `added` set and without the API key's variables (a
    /// hook has no use for the key, which goes nowhere but the request header), as a
    /// null-terminated list of copies that the caller frees.
    static func environment(adding added: [String: String]) -> [UnsafeMutablePointer<CChar>?] {
        let withheld = (APIKey.allEnvironmentVariables + added.keys).map { $0 + "=" }
        var entries: [UnsafeMutablePointer<CChar>?] = []
        // Null after clearenv(3).
        let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        if var cursor = first {
            while let entry = cursor.pointee {
                if !withheld.contains(where: String(cString: entry).hasPrefix) { entries.append(strdup(entry)) }
                cursor += 1
            }
        }
        entries += added.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) }
        return entries + [nil]
    }

    /// The hook as a person would type it: arguments with spaces or quotes in double quotes.
    static func display(_ hook: [String]) -> String {
        hook.map { argument in
            let plain = !argument.isEmpty && !argument.contains { $0.isWhitespace || $0 == "\"" || $0 == "'" }
            return plain ? argument : "\"" + argument.replacing("\"", with: "\\\"") + "\""
        }.joined(separator: " ")
    }

    private static func nanoseconds(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return .nanoseconds(0) }
        let total = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !total.overflow, total.partialValue < Int64(Int.max) else { return .never }
        return .nanoseconds(Int(total.partialValue + attoseconds / 1_000_000_000))
    }
}

import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import Synchronization

/// Runs programs for tests, with their output captured in files.
public enum Subprocess {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `path` with `arguments` and exactly `environment` to completion, feeding `input` on
    /// standard input, and waits for it without holding a thread.
    /// - Throws: `Failure` when the program cannot be started or outlives `timeout` (it is killed).
    public static func run(
        _ path: String,
        _ arguments: [String],
        environment: [String: String],
        input: String = "",
        timeout: Duration = .seconds(60)
    ) async throws -> FortuneBinary.Result {
        try await start(path, arguments, environment: environment, input: input).wait(timeout: timeout)
    }

    /// Starts `path` and returns at once; the test reads its output as it comes, signals it and
    /// waits for it. Its standard input is `input`, or the file `standardInput` names (a
    /// terminal's device) when given.
    ///
    /// The program leads a process group of its own, so that whatever it starts in turn is
    /// stopped with it. Besides `environment` it gets the sanitizers' settings of the test run
    /// (`sanitizerEnvironment`), so that a fortune built with a sanitizer, started by a script
    /// or a shell of the test, reports as the test run says.
    public static func start(
        _ path: String,
        _ arguments: [String],
        environment: [String: String],
        input: String = "",
        standardInput: String? = nil
    ) throws -> RunningProcess {
        let scratch = TemporaryDirectory(prefix: "fortune-run")
        let stdinPath = scratch.appending("stdin")
        try Data(input.utf8).write(to: URL(fileURLWithPath: stdinPath))

        let envp =
            environment.merging(sanitizerEnvironment) { mine, _ in mine }.map { strdup("\($0.key)=\($0.value)") } + [
                nil
            ]
        defer { envp.forEach { free($0) } }
        let streams = (standardInput ?? stdinPath, scratch.appending("stdout"), scratch.appending("stderr"))
        let pid: Int32
        switch ChildProcess.spawn(
            path, arguments: [path] + arguments, environment: envp, standardStreams: streams, newProcessGroup: true)
        {
        case .success(let child):
            pid = child
        case .failure(let error):
            throw Failure(description: "cannot start \(path): \(error)")
        }
        return RunningProcess(pid: pid, description: "\(path) \(arguments)", scratch: scratch)
    }

    /// The sanitizers' settings of the test run (`scripts/sanitize`): how reports stop a
    /// program, and the library ThreadSanitizer needs preloaded. Empty in a plain run.
    static var sanitizerEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "TSAN_OPTIONS", "LD_PRELOAD"].contains($0.key) }
    }
}

/// A program started by `Subprocess.start`.
///
/// Its standard streams live in a temporary directory that goes when this object does. One
/// released before `wait` returned (a test that threw or timed out) kills the program's whole
/// process group and reaps it, so no test leaves a program running.
public final class RunningProcess: Sendable {
    public let pid: Int32
    private let description: String
    private let scratch: TemporaryDirectory
    private let reaped = Atomic<Bool>(false)

    init(pid: pid_t, description: String, scratch: TemporaryDirectory) {
        self.pid = pid
        self.description = description
        self.scratch = scratch
    }

    deinit {
        guard !reaped.load(ordering: .acquiring) else { return }
        killGroupAndReap()
    }

    /// What the program has written to standard output so far.
    public var stdout: String {
        (try? String(contentsOfFile: scratch.appending("stdout"), encoding: .utf8)) ?? ""
    }

    public var stderr: String {
        (try? String(contentsOfFile: scratch.appending("stderr"), encoding: .utf8)) ?? ""
    }

    public func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Waits until standard output satisfies `condition`, checking every few milliseconds
    /// without holding a thread.
    /// - Returns: whether it did before `timeout`.
    public func waitForOutput(
        timeout: Duration = .seconds(30), until condition: (String) -> Bool
    ) async -> Bool {
        await Poll.until(timeout: timeout, every: .milliseconds(5)) { condition(stdout) }
    }

    /// Waits for the program to end and returns what it printed and how it exited.
    /// - Throws: `Subprocess.Failure` when it outlives `timeout` (its process group is killed),
    ///   or when it was already waited for.
    public func wait(timeout: Duration = .seconds(60)) throws -> FortuneBinary.Result {
        try checkNotWaited()
        var result: FortuneBinary.Result?
        _ = Poll.until(timeout: timeout, every: .milliseconds(2)) {
            result = reapIfEnded()
            return result != nil
        }
        return try result ?? timedOut(timeout)
    }

    /// `wait` for async code: it checks every few milliseconds without holding a thread. (The
    /// blocking `wait` is for code that cannot wait asynchronously: a synchronous initialiser, a
    /// `defer`.)
    public func wait(timeout: Duration = .seconds(60)) async throws -> FortuneBinary.Result {
        try checkNotWaited()
        var result: FortuneBinary.Result?
        _ = await Poll.until(timeout: timeout, every: .milliseconds(2)) {
            result = reapIfEnded()
            return result != nil
        }
        return try result ?? timedOut(timeout)
    }

    private func checkNotWaited() throws {
        guard !reaped.load(ordering: .acquiring) else {
            throw Subprocess.Failure(description: "\(description) was already waited for")
        }
    }

    /// Reaps the program if it has ended, and returns what it printed and how it exited; nil
    /// while it runs (or when `waitpid` fails: the wait then ends at its timeout, never as a
    /// success).
    private func reapIfEnded() -> FortuneBinary.Result? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        reaped.store(true, ordering: .releasing)
        return FortuneBinary.Result(
            status: ChildProcess.Ending(waitStatus: status).shellStatus, stdout: stdout, stderr: stderr)
    }

    /// Kills the program that outlived `timeout`, and says so.
    private func timedOut(_ timeout: Duration) throws -> FortuneBinary.Result {
        killGroupAndReap()
        throw Subprocess.Failure(description: "\(description) did not finish within \(timeout)")
    }

    /// SIGKILL to the program and everything in its process group, then reaps the program.
    ///
    /// The group is signalled before the reaping: until then its id cannot be another's.
    private func killGroupAndReap() {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        reaped.store(true, ordering: .releasing)
    }
}

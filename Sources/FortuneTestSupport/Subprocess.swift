import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with its output captured, for tests.
public enum Subprocess {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `path` with `arguments` and exactly `environment`, feeding `input` on standard input.
    /// - Throws: `Failure` when the program cannot be started or outlives `timeout` (it is killed).
    public static func run(
        _ path: String,
        _ arguments: [String],
        environment: [String: String],
        input: String = "",
        timeout: Duration = .seconds(60)
    ) throws -> FortuneBinary.Result {
        let scratch = TemporaryDirectory(prefix: "fortune-run")
        defer { scratch.remove() }
        let stdinPath = scratch.appending("stdin")
        let stdoutPath = scratch.appending("stdout")
        let stderrPath = scratch.appending("stderr")
        try Data(input.utf8).write(to: URL(fileURLWithPath: stdinPath))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // The child starts with no signal blocked and default handlers: Swift Testing's threads
        // block most signals, SIGCHLD among them, and a shell that inherited that mask would
        // wait forever for its own children.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(spawned)))")
        }

        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if clock.now > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Failure(description: "\(path) \(arguments) did not finish within \(timeout)")
            }
            usleep(2_000)
        }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return FortuneBinary.Result(
            status: exitStatus,
            stdout: (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        )
    }
}

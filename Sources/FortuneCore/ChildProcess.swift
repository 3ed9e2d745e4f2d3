#if canImport(Glibc)
import Glibc
#endif

/// Starts a program with `posix_spawn`, its standard streams on files, with a clean signal state.
///
/// A spawned child inherits the spawning thread's signal mask and ignored signals. Threads of
/// Swift's runtime (and of Swift Testing) block SIGCHLD and SIGTERM, and a shell started with
/// them blocked never reaps its own children nor stops when asked, so every child here starts
/// with no signal blocked and every handler at its default.
///
/// A child gets descriptors 0, 1 and 2 and no other: a descriptor another thread opened without
/// `O_CLOEXEC` (Foundation's file writes do) would otherwise live as long as the child, and a
/// hook that runs for seconds would hold a file open, or delay its close, that long.
package enum ChildProcess {
    /// Starts `program` with `arguments` (the program's own name first) and the null-terminated
    /// `environment`.
    /// - Parameters:
    ///   - searchPath: look `program` up in `PATH`, as a shell would; default false.
    ///   - standardStreams: the files opened as descriptors 0, 1 and 2 (`/dev/null` by default),
    ///     with output files created or truncated, mode 0600.
    ///   - newProcessGroup: start a process group of its own, so that it and its children can
    ///     be stopped together; default false.
    /// - Returns: the child's process id, or the `errno` of the failure (ENOENT: no such program).
    package static func spawn(
        _ program: String,
        arguments: [String],
        environment: [UnsafeMutablePointer<CChar>?],
        searchPath: Bool = false,
        standardStreams: (input: String, output: String, error: String) = ("/dev/null", "/dev/null", "/dev/null"),
        newProcessGroup: Bool = false
    ) -> Result<Int32, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardStreams.input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardStreams.output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardStreams.error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = closeFrom.map { $0(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result =
            searchPath
            ? posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
            : posix_spawn(&pid, program, &actions, &attributes, argv, environment)
        return result == 0 ? .success(pid) : .failure(SpawnError(errno: result))
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up by name
    /// because the Glibc module leaves it out; nil on a C library without it, whose children
    /// then keep what they inherit.
    private static let closeFrom = CLibraryFunction.named(
        "posix_spawn_file_actions_addclosefrom_np",
        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
    )

    /// Whether children start with every descriptor above 2 closed (false on a C library
    /// without `posix_spawn_file_actions_addclosefrom_np`).
    package static var closesInheritedDescriptors: Bool { closeFrom != nil }

    /// Why a program could not be started.
    package struct SpawnError: Error, Sendable, Hashable, CustomStringConvertible {
        package let errno: Int32

        package var description: String {
            String(cString: strerror(errno))
        }
    }

    /// How a child ended, from its `waitpid` status: its exit code, or the signal that ended it.
    package enum Ending: Sendable, Hashable {
        case exited(Int32)
        case signaled(Int32)

        package init(waitStatus status: Int32) {
            let signal = status & 0x7f
            self = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
        }

        /// The status a shell would report: the exit code, or 128 + the signal.
        package var shellStatus: Int32 {
            switch self {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        }
    }
}

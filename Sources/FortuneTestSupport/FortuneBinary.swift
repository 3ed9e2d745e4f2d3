import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `fortune` binary as a user would, for tests of the command line.
public enum FortuneBinary {
    /// What one run printed and how it exited.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// The `fortune` binary under test: `FORTUNE_TEST_BINARY` when set (the test script points
    /// it at the release build, the binary users get), else the one next to the test bundle.
    public static var path: String {
        if let binary = ProcessInfo.processInfo.environment["FORTUNE_TEST_BINARY"], !binary.isEmpty {
            return binary
        }
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = executable
        while !directory.isEmpty, !directory.hasSuffix("/") { directory.removeLast() }
        // swift test runs `<build>/fortunePackageTests.xctest`; the binary lies beside it.
        return directory + "fortune"
    }

    /// Runs `fortune` with `arguments` and an environment of only `environment` plus PATH,
    /// feeding it `input` on standard input.
    /// - Parameters:
    ///   - environment: the whole environment of the child, besides PATH and the sanitizers'
    ///     settings (`Subprocess.sanitizerEnvironment`); nothing else is inherited, so a
    ///     developer's own API key or state directory never leaks into a test.
    ///   - timeout: the child is killed after this long, and the run fails.
    public static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        input: String = "",
        timeout: Duration = .seconds(60)
    ) async throws -> Result {
        try await Subprocess.run(
            path, arguments,
            environment: environment.merging(["PATH": "/usr/bin:/bin"]) { mine, _ in mine },
            input: input, timeout: timeout
        )
    }

    /// Starts `fortune` with `arguments` in the background, with the same environment rules as
    /// `run`.
    public static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> RunningProcess {
        try Subprocess.start(
            path, arguments,
            environment: environment.merging(["PATH": "/usr/bin:/bin"]) { mine, _ in mine }
        )
    }
}

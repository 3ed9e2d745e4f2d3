#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import Synchronization

/// An HTTPS server on 127.0.0.1 with a self-signed certificate made at test time: `openssl
/// s_server -www`, which answers every request with 200 and a page about the TLS session.
///
/// It proves the TLS path (certificate checks, a CA file) without a network or a stored key.
public final class OpenSSLServer: Sendable {
    /// Why the server could not start.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let port: Int
    /// The PEM certificate the server presents, for 127.0.0.1 and localhost: pass it as the CA
    /// file to trust the server.
    public let certificatePath: String
    private let process: pid_t
    private let certificate: TestCertificate
    private let scratch: TemporaryDirectory
    private let stopped = Atomic<Bool>(false)

    /// The `openssl` program on PATH, or nil when it is not installed.
    public static var executable: String? {
        TestCertificate.openssl
    }

    /// Makes a certificate and key valid for a day in a temporary directory, then starts
    /// `openssl s_server` and waits until it accepts connections.
    ///
    /// The server is stopped when this object is released, if `stop` was not called.
    /// - Parameter timeout: how long the server may take to start accepting; 20 seconds by default.
    /// - Throws: `Failure` when `openssl` is missing, fails, or never listens.
    public init(timeout: Duration = .seconds(20)) throws {
        guard let openssl = Self.executable else { throw Failure(description: "openssl is not installed") }
        let scratch = TemporaryDirectory(prefix: "fortune-tls")
        let made: TestCertificate
        do {
            made = try TestCertificate()
        } catch {
            throw Failure(description: "\(error)")
        }
        let (certificate, key) = (made.certificatePath, made.keyPath)

        // The free port is found by binding and closing, so another program may take it first:
        // a server that exits at once is started again on another port.
        var failure = "never listened"
        for _ in 1...3 {
            let port = try Self.freePort()
            let process = try Self.spawn(
                openssl,
                [
                    "s_server", "-accept", "127.0.0.1:\(port)", "-cert", certificate, "-key", key, "-www",
                ], log: scratch.appending("s_server.log"))
            switch Self.waitUntilAccepting(process: process, port: port, timeout: timeout) {
            case .accepting:
                (self.port, self.process, self.scratch, self.certificate, certificatePath) = (
                    port, process, scratch, made, certificate
                )
                return
            case .exited(let status):
                failure = "openssl s_server exited with status \(status)"
            case .timedOut:
                kill(process, SIGKILL)
                var status: Int32 = 0
                waitpid(process, &status, 0)
                failure = "openssl s_server did not accept connections within \(timeout)"
            }
        }
        throw Failure(description: failure)
    }

    deinit {
        stop()
    }

    /// `https://127.0.0.1:<port>`, with no slash at the end.
    public var baseURL: String { "https://127.0.0.1:\(port)" }

    /// Ends the server; its certificate and key go when this object does. Calling it again does
    /// nothing.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // SIGKILL: the server keeps nothing worth a clean exit, and a caught or blocked SIGTERM
        // would leave `waitpid` waiting for ever.
        kill(process, SIGKILL)
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
    }

    private enum Start {
        case accepting
        case exited(Int32)
        case timedOut
    }

    private static func waitUntilAccepting(process: pid_t, port: Int, timeout: Duration) -> Start {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            var status: Int32 = 0
            if waitpid(process, &status, WNOHANG) == process { return .exited(status) }
            if LoopbackClient.canConnect(port: port) { return .accepting }
            usleep(20_000)
        }
        return .timedOut
    }

    private static func spawn(_ path: String, _ arguments: [String], log: String) throws -> pid_t {
        let envp = [strdup("PATH=/usr/bin:/bin"), nil]
        defer { envp.forEach { free($0) } }
        switch ChildProcess.spawn(
            path, arguments: [path] + arguments, environment: envp, standardStreams: ("/dev/null", log, log + ".err"))
        {
        case .success(let process):
            return process
        case .failure(let error):
            throw Failure(description: "cannot start \(path): \(error)")
        }
    }

    /// A port on 127.0.0.1 that nothing listened on a moment ago.
    private static func freePort() throws -> Int {
        let server = try LoopbackServer()
        server.stop()
        return server.port
    }
}

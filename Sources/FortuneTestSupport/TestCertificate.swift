#if canImport(Glibc)
import Glibc
#endif

/// A self-signed certificate for 127.0.0.1 and localhost, valid for a day, with its key: made
/// at test time with the `openssl` command, so no key is ever stored in the repository.
///
/// The files go when this object does.
public final class TestCertificate: Sendable {
    /// The PEM certificate: pass it as the CA file (`SSL_CERT_FILE`) to trust a server that
    /// presents it.
    public let certificatePath: String
    /// The PEM private key.
    public let keyPath: String
    private let scratch: TemporaryDirectory

    /// The `openssl` program on PATH, or nil when it is not installed.
    public static var openssl: String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/openssl" }.first { access($0, X_OK) == 0 }
    }

    /// - Throws: `Subprocess.Failure` when `openssl` is missing or fails.
    public init() throws {
        guard let openssl = Self.openssl else { throw Subprocess.Failure(description: "openssl is not installed") }
        let scratch = TemporaryDirectory(prefix: "fortune-tls")
        let certificate = scratch.appending("certificate.pem")
        let key = scratch.appending("key.pem")
        let made = try Subprocess.start(
            openssl,
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-days", "1",
            ], environment: ["PATH": "/usr/bin:/bin"]
        ).wait()
        guard made.status == 0 else {
            throw Subprocess.Failure(description: "openssl req failed (\(made.status)): \(made.stderr)")
        }
        (certificatePath, keyPath, self.scratch) = (certificate, key, scratch)
    }
}

import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The test doubles that make files or start programs remove and stop them when they are
/// released, which is what lets every other suite leave nothing behind without cleaning up.
@Suite(.fewAtOnce) struct CleanupTests {
    /// Whether process `pid` has ended: gone, or a zombie that nothing has reaped yet.
    static func hasEnded(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        // The state follows the command name, which is in parentheses and may hold spaces.
        guard let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[close...].dropFirst(2).first
        return state == "Z" || state == "X"
    }

    @Test func aTemporaryDirectoryGoesWithEverythingInItWhenItsLastReferenceDoes() async throws {
        var directory: TemporaryDirectory? = TemporaryDirectory()
        let path = try #require(directory).path
        try FileManager.default.createDirectory(atPath: path + "/a/b", withIntermediateDirectories: true)
        Files.write("x", to: path + "/a/b/file")
        #expect(Files.mode(path) == 0o700, "mkdtemp makes it private")

        directory = nil
        #expect(Files.mode(path) == nil)
    }

    @Test func aProcessReleasedBeforeItIsWaitedForIsKilledWithWhatItStarted() async throws {
        var shell: RunningProcess? = try Subprocess.start(
            "/bin/sh", ["-c", "sleep 60 & echo $!; wait"], environment: ["PATH": "/usr/bin:/bin"]
        )
        // No other reference to the process may outlive this test's `shell = nil`.
        #expect(try await #require(shell).waitForOutput { $0.hasSuffix("\n") })
        let sleeper = try #require(shell?.stdout.split(separator: "\n").first.flatMap { Int32($0) })
        let pid = try #require(shell?.pid)
        #expect(!Self.hasEnded(pid) && !Self.hasEnded(sleeper))

        shell = nil
        #expect(Self.hasEnded(pid), "killed and reaped before the release returns")
        #expect(await Poll.until { Self.hasEnded(sleeper) }, "the shell's own child is killed too")
    }

    @Test func aTestCertificateReleasedRemovesItsCertificateAndKey() throws {
        var certificate: TestCertificate? = try TestCertificate()
        let files = try #require(certificate.map { [$0.certificatePath, $0.keyPath] })
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) })

        certificate = nil
        #expect(!files.contains { FileManager.default.fileExists(atPath: $0) })
    }
}

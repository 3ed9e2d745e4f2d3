#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore
import FortuneGeneration

/// A program `fortune doctor` asks a question of (`systemctl`, `gsettings`): run without a
/// shell, with the environment less any API key, and given `timeout` to answer.
struct BriefCommand {
    /// How long each question may take: a program that hangs is no answer.
    static let timeout: Duration = .seconds(3)

    let environment: [String: String]

    /// The first line `program` prints when run with `arguments`, trimmed; nil when it cannot
    /// start, outlives `timeout`, or (unless `anyStatus`) exits with a failure.
    func firstLine(_ program: String, _ arguments: [String], anyStatus: Bool = false) -> String? {
        var template = Array(((environment["TMPDIR"] ?? "/tmp") + "/fortune-ask-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        close(descriptor)
        let output = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(output) }
        let withheld = Set(APIKey.allEnvironmentVariables)
        let variables = environment.filter { !withheld.contains($0.key) }.map { strdup("\($0.key)=\($0.value)") }
        defer { variables.forEach { free($0) } }
        guard
            case .success(let pid) = ChildProcess.spawn(
                program, arguments: [program] + arguments, environment: variables + [nil],
                standardStreams: ("/dev/null", output, "/dev/null"), newProcessGroup: true)
        else { return nil }
        guard let ending = wait(for: pid), anyStatus || ending == .exited(0) else { return nil }
        let text = (try? DurableFiles.read(output)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).first.map {
            String($0.trimmingWhitespace)
        } ?? ""
    }

    /// How `pid` ended, or nil when it was still running after `timeout` (it is then killed).
    private func wait(for pid: pid_t) -> ChildProcess.Ending? {
        let clock = ContinuousClock()
        let deadline = clock.now + Self.timeout
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return ChildProcess.Ending(waitStatus: status) }
            if result < 0, errno != EINTR { return nil }
            if clock.now > deadline {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                return nil
            }
            usleep(5_000)
        }
    }
}

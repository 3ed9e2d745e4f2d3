import FoundationEssentials
import FortuneCore
#if canImport(Glibc)
import Glibc
#endif

/// Which status bars of this user are running, read from /proc and the tmux socket folder,
/// without starting anything.
enum RunningBars {
    /// The ids of this user's processes whose name (`/proc/PID/comm`) is `name`.
    static func processes(named name: String) -> [pid_t] {
        let user = getuid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), pid != getpid() else { return nil }
            var info = stat()
            guard stat("/proc/\(entry)", &info) == 0, info.st_uid == user,
                let comm = FileManager.default.contents(atPath: "/proc/\(entry)/comm"),
                String(decoding: comm, as: UTF8.self).trimmingWhitespace == name
            else { return nil }
            return pid
        }
    }

    /// The sockets of this user's running tmux servers: those in `$TMUX_TMPDIR/tmux-UID`
    /// (default /tmp) that a server still listens on. A server that died leaves its socket.
    static func tmuxSockets(environment: [String: String]) -> [String] {
        let base = environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let folder = "\(base)/tmux-\(getuid())"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { "\(folder)/\($0)" }.filter(isListening)
    }

    /// Whether a server accepts connections on the Unix socket at `path`.
    private static func isListening(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return false }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }
}

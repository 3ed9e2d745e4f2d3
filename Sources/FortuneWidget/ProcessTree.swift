import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The processes a hook started, found by their parents in /proc, so that stopping the hook
/// stops all of them: a child that made a process group or a session of its own (`setsid`)
/// has left the hook's group, but not its tree.
enum ProcessTree {
    /// Every process's parent, as /proc says now.
    static func parents() -> [pid_t: pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var parents: [pid_t: pid_t] = [:]
        for pid in entries.compactMap({ pid_t($0) }) { parents[pid] = parent(of: pid) }
        return parents
    }

    /// The parent of `pid`, from the fourth field of /proc/PID/stat; the name in the second
    /// may hold spaces and parentheses, so the fields are read after its last `)`.
    static func parent(of pid: pid_t) -> pid_t? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// `roots` and every process descended from one of them.
    static func tree(of roots: Set<pid_t>) -> Set<pid_t> {
        var children: [pid_t: [pid_t]] = [:]
        for (pid, parent) in parents() { children[parent, default: []].append(pid) }
        var found = roots
        var pending = Array(roots)
        while let pid = pending.popLast() {
            for child in children[pid] ?? [] where found.insert(child).inserted {
                pending.append(child)
            }
        }
        return found
    }

    /// Stops (SIGSTOP) `roots` and their descendants until no new one appears, so that none
    /// can start another or leave the tree while it is being signalled; the tree is returned.
    /// At most `rounds` passes: a tree that forks faster than it can be read is stopped as far
    /// as it was found.
    static func freeze(_ roots: Set<pid_t>, rounds: Int = 20) -> Set<pid_t> {
        var stopped: Set<pid_t> = []
        for _ in 0..<rounds {
            let found = tree(of: roots.union(stopped))
            let new = found.subtracting(stopped)
            if new.isEmpty { break }
            for pid in new { kill(pid, SIGSTOP) }
            stopped.formUnion(new)
        }
        return stopped
    }

    /// Sends `signal` to every process of `pids`, then SIGCONT, so a stopped one acts on it.
    static func signal(_ pids: Set<pid_t>, _ signal: Int32) {
        for pid in pids { kill(pid, signal) }
        for pid in pids { kill(pid, SIGCONT) }
    }
}

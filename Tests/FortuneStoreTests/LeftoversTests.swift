import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore

/// Temporary files of writers killed mid-write are removed by the next writer, and nothing else.
@Suite struct LeftoversTests {
    let scratch = TemporaryDirectory()

    var directory: String { scratch.appending("state/fortune") }

    /// The pid of a process that has ended and been reaped.
    static func deadPID() throws -> Int32 {
        let process = try Subprocess.start("/bin/true", [], environment: [:])
        _ = try process.wait()
        return process.pid
    }

    @Test func theNextUpdateRemovesTheTemporaryFilesOfDeadWritersAndKeepsEverythingElse() throws {
        let store = SharedStore(directory: directory)
        try store.update { $0.sign = .ox }
        let dead = try Self.deadPID()
        let live = getpid()
        let removed = [
            "store.json.tmp-\(dead)",
            "store.json.tmp-\(live)",  // the lock is held: no writer of the store is at work
            "store.json.partial-20260101T000000Z.tmp-\(dead)",
            "reload.tmp-\(dead)-3",
            "reload.tmp-\(live)-2",  // older than any write takes
            "thinking.json.tmp-\(dead)",
        ]
        let kept = [
            "reload.tmp-\(live)-1",  // a live writer's, just made
            "thinking.json.tmp-\(live)",
            "store.json.corrupt-20260101T000000Z",
            "store.json.partial-20260101T000000Z",
            "notes.txt",
            "reload.tmp-x1",
            "reload.tmp-",
            ".tmp-\(dead)",
        ]
        for name in removed + kept {
            Files.write("{\"partial\": ", to: directory + "/" + name)
        }
        var old = [timeval(tv_sec: time(nil) - 120, tv_usec: 0), timeval(tv_sec: time(nil) - 120, tv_usec: 0)]
        #expect(utimes(directory + "/reload.tmp-\(live)-2", &old) == 0)

        try store.update { $0.sign = .tiger }

        let names = Set(Files.names(in: directory))
        for name in removed {
            #expect(!names.contains(name), "\(name) was left")
        }
        for name in kept {
            #expect(names.contains(name), "\(name) was removed")
        }
        #expect(try store.read().sign == .tiger)
    }

    @Test func readingAloneRemovesNothing() throws {
        let store = SharedStore(directory: directory)
        try store.update { $0.sign = .ox }
        let leftover = directory + "/store.json.tmp-\(try Self.deadPID())"
        Files.write("{", to: leftover)
        _ = try store.read()
        #expect(Files.bytes(leftover) != nil)
    }
}

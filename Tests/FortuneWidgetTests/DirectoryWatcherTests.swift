import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneWidget

/// What `body` returns, or nil when `timeout` passes first (`body` is then cancelled).
func within<T: Sendable>(_ timeout: Duration = .seconds(30), _ body: @escaping @Sendable () async -> T) async -> T? {
    await withTaskGroup(of: T?.self) { group in
        group.addTask { await body() }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
    }
}

/// The next element of `sequence`, or nil when it ends or `timeout` passes first.
func next<Element: Sendable>(of sequence: AsyncStream<Element>, within timeout: Duration = .seconds(30)) async
    -> Element?
{
    await within(timeout) {
        var iterator = sequence.makeAsyncIterator()
        return await iterator.next()
    } ?? nil
}

/// Every element of `sequence` until it ends; nil when it has not ended within `timeout`.
func all<Element: Sendable>(of sequence: AsyncStream<Element>, within timeout: Duration = .seconds(30)) async
    -> [Element]?
{
    await within(timeout) {
        var elements: [Element] = []
        for await element in sequence { elements.append(element) }
        return Task.isCancelled ? nil : elements
    } ?? nil
}

@Suite struct DirectoryWatcherTests {
    let scratch = TemporaryDirectory()

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aFileRenamedIntoTheDirectoryIsAChange() async throws {
        let directory = scratch.appending("watched")
        let watcher = try DirectoryWatcher(directory: directory)
        defer { watcher.stop() }
        try write("x", to: scratch.appending("outside"))
        #expect(rename(scratch.appending("outside"), directory + "/reload") == 0)
        let change = await next(of: watcher.changes)
        #expect(change == ["reload"])
    }

    @Test func theMissingDirectoryIsCreatedPrivate() throws {
        let directory = scratch.appending("a/b/fortune")
        let watcher = try DirectoryWatcher(directory: directory)
        watcher.stop()
        var info = stat()
        #expect(stat(directory, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
    }

    /// A toggle's store write is drawn at once: the window gathers only what follows it. The
    /// window here is a minute, so a change that waited for it would never come in time.
    @Test func theFirstEventIsReportedAtOnceNotWhenTheWindowEnds() async throws {
        let directory = scratch.appending("watched")
        let watcher = try DirectoryWatcher(
            directory: directory, names: ["store.json", "reload"], coalescing: .seconds(60))
        defer { watcher.stop() }
        try write("{}", to: directory + "/store.json.tmp-1")
        #expect(rename(directory + "/store.json.tmp-1", directory + "/store.json") == 0)
        let change = await next(of: watcher.changes, within: .seconds(20))
        #expect(change == ["store.json"])
    }

    /// A burst shorter than the window is at most two changes, the first at once and the rest
    /// together (one, when the watcher reads the whole burst at once); other names are left out.
    @Test func aBurstIsAtMostTwoChangesAndOtherNamesAreLeftOut() async throws {
        let directory = scratch.appending("watched")
        let names = (0..<20).map { "file-\($0)" }
        let window = Duration.seconds(2)
        let watcher = try DirectoryWatcher(directory: directory, names: Set(names), coalescing: window)
        defer { watcher.stop() }
        let changes = Recorder<Set<String>>()
        let reading = Task {
            for await change in watcher.changes { changes.record(change) }
        }
        defer { reading.cancel() }
        let clock = ContinuousClock()
        let start = clock.now
        for name in names {
            try write(name, to: directory + "/\(name).tmp-1")
            #expect(rename(directory + "/\(name).tmp-1", directory + "/" + name) == 0)
        }
        // On a loaded machine the burst itself may outlast the window: each window it spans
        // may then end one more change.
        let windowsSpanned = Int((clock.now - start) / window)
        let seen = await within { () -> Bool in
            while changes.all.reduce(into: Set<String>(), { $0.formUnion($1) }) != Set(names) {
                try? await Task.sleep(for: .milliseconds(5))
            }
            return true
        }
        #expect(seen == true, "\(changes.all)")
        #expect((1...2 + windowsSpanned).contains(changes.all.count), "\(changes.all)")
    }

    @Test func stoppingEndsTheChangesPromptly() async throws {
        let watcher = try DirectoryWatcher(directory: scratch.appending("watched"))
        watcher.stop()
        #expect(await all(of: watcher.changes) == [])
    }

    @Test func removingTheDirectoryEndsTheChanges() async throws {
        let directory = scratch.appending("watched")
        let watcher = try DirectoryWatcher(directory: directory)
        defer { watcher.stop() }
        #expect(rmdir(directory) == 0)
        #expect(await all(of: watcher.changes) == [])
    }
}

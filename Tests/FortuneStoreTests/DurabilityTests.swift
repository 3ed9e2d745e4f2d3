import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore

/// Every write of the store survives a power cut: the new file is synced before it replaces
/// the store, and the directory after the rename, in that order.
@Suite struct DurabilityTests {
    let scratch = TemporaryDirectory()

    var directory: String { scratch.appending("state/fortune") }
    var store: SharedStore { SharedStore(directory: directory) }
    var temporary: String { store.path + ".tmp-\(getpid())" }

    /// The file events of `body`, in order.
    func events(_ body: () throws -> Void) rethrows -> [FileEvent] {
        let events = Recorder<FileEvent>()
        try DurableFiles.observing.withValue({ events.record($0) }) { try body() }
        return events.all
    }

    /// What a durable replacement of `path` through `temporary` is made of.
    func durableReplacement(of path: String, through temporary: String) -> [FileEvent] {
        [.syncedFile(temporary), .renamed(from: temporary, to: path), .syncedDirectory(directory)]
    }

    @Test func aSavedFortuneIsSyncedThenRenamedOverTheStoreThenItsDirectoryIsSynced() throws {
        let fortune = StoredFortune(
            sign: .ox, day: CalendarDay("2026-02-17")!, text: "Plough on.", language: .english,
            model: "offline", source: .offline, createdAt: 1_771_286_400)
        let seen = try events { try store.save(fortune) }
        #expect(seen == durableReplacement(of: store.path, through: temporary))
        #expect(try store.read().fortune(for: .ox, on: fortune.day) == fortune)
    }

    @Test func everyUpdateIsDurableNotOnlyTheFirst() throws {
        try store.update { $0.sign = .rat }
        let seen = try events {
            try store.update { $0.showFortune.toggle() }
            try store.update { $0.sign = .tiger }
        }
        let one = durableReplacement(of: store.path, through: temporary)
        #expect(seen == one + one)
    }

    @Test func anUnreadableStoreMovedAsideIsSyncedInItsDirectory() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        Files.write("{not json", to: store.path)
        let seen = try events { try store.update { $0.sign = .dog } }
        let aside = try #require(Files.names(in: directory).first { $0.hasPrefix("store.json.corrupt-") })
        #expect(
            seen
                == [.renamed(from: store.path, to: directory + "/" + aside), .syncedDirectory(directory)]
                + durableReplacement(of: store.path, through: temporary))
    }

    @Test func aBodyThatThrowsSyncsAndRenamesNothing() throws {
        struct Refused: Error {}
        let seen = events { _ = try? store.update { _ in throw Refused() } }
        #expect(seen == [])
    }
}

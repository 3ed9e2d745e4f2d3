import Dispatch
import FoundationEssentials
import Synchronization
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore

@Suite struct SharedStoreTests {
    let scratch = TemporaryDirectory()
    let notices = Recorder<StoreNotice>()

    var directory: String { scratch.appending("state/fortune") }

    func makeStore() -> SharedStore {
        let notices = notices
        return SharedStore(directory: directory) { notices.record($0) }
    }

    @Test func readingBeforeAnyWriteGivesAFreshDocumentAndCreatesNothing() throws {
        #expect(try makeStore().read() == StoreDocument())
        #expect(Files.mode(scratch.appending("state")) == nil)
    }

    @Test func aStoreThatIsNotARegularFileIsRefusedWithoutWaiting() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // A FIFO with no writer: opening it to read would wait for one.
        #expect(mkfifo(directory + "/store.json", 0o600) == 0)
        for attempt in [{ _ = try makeStore().read() }, { try makeStore().update { $0.sign = .ox } }] {
            #expect {
                try attempt()
            } throws: { error in
                let error = error as? StoreError
                return error?.description.hasSuffix("store.json: not a regular file") == true
                    && error?.exitStatus == .configuration
            }
        }
    }

    @Test func anUpdateIsReadBackByAnotherStoreOnTheSameDirectory() throws {
        let fortune = StoredFortune(
            sign: .rooster, day: CalendarDay("2025-01-29")!, text: "행운이 온다.", language: .korean,
            model: "offline", source: .offline, createdAt: 1_738_108_800
        )
        let returned = try makeStore().update { document in
            document.sign = .rooster
            document.save(fortune)
            return "done"
        }
        #expect(returned == "done")
        let document = try SharedStore(directory: directory).read()
        #expect(document.sign == .rooster)
        #expect(document.fortune(for: .rooster, on: fortune.day) == fortune)
        #expect(document.history == [fortune])
    }

    @Test func aReadWithoutHistoryHasEverythingElseAndTheNextUpdateKeepsTheHistory() throws {
        let store = makeStore()
        let fortunes = (1...5).map { day in
            StoredFortune(
                sign: .ox, day: CalendarDay(year: 2026, month: 1, day: day)!, text: "Day \(day).", language: .english,
                model: "m", source: .gemini, createdAt: day)
        }
        try store.update { document in
            document.sign = .ox
            fortunes.forEach { document.save($0) }
            document.lastError = RefreshFailure(message: "down", day: fortunes[4].day, time: 9, sign: .ox)
        }
        let full = try store.read()
        let light = try store.read(includingHistory: false)
        #expect(full.history.count == 5)
        #expect(light.history.isEmpty)
        #expect(light.sign == full.sign)
        #expect(light.fortunes == full.fortunes)
        #expect(light.lastError == full.lastError)
        try store.update { $0.showFortune = false }
        #expect(try store.read().history == full.history)
    }

    @Test func recordsThisVersionCannotReadAreKeptInACopyBeforeTheNextWrite() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let original = """
            {"schemaVersion": 1, "sign": "cat", "showFortune": true,
             "fortunes": [{"sign": "ox", "day": "2026-01-02", "text": "Kept.", "language": "en"},
                          {"sign": "ox", "day": "not a day", "text": "Lost."},
                          {"sign": "ox", "day": "2026-01-01", "text": "Mine.", "language": "fr"}],
             "history": []}
            """
        Files.write(original, to: directory + "/store.json")
        let store = makeStore()
        #expect(try store.read().fortunes.map(\.text) == ["Kept.", "Mine."], "reading alone writes nothing")
        #expect(notices.all.isEmpty)

        try store.update { $0.showFortune = false }
        guard case .keptCopy(_, let copy, let unreadable)? = notices.all.first else {
            Issue.record("no notice: \(notices.all)")
            return
        }
        #expect(unreadable == 3, "the sign, one fortune, one language")
        #expect(Files.bytes(copy) == Array(original.utf8))
        #expect(notices.all.first?.description.contains(copy) == true)
        let document = try store.read()
        #expect(document.fortunes.map(\.text) == ["Kept.", "Mine."])
        #expect(document.showFortune == false)

        try store.update { $0.showFortune = true }
        #expect(notices.all.count == 1, "a clean store keeps no more copies")
    }

    @Test func theStoreIsPrivateToItsOwner() throws {
        let store = makeStore()
        try store.update { $0.showFortune = false }
        #expect(Files.mode(directory) == 0o700)
        #expect(Files.mode(scratch.appending("state")) == 0o700)
        #expect(Files.mode(store.path) == 0o600)
    }

    @Test func anUpdateLeavesOnlyTheStoreAndItsLock() throws {
        let store = makeStore()
        try store.update { $0.sign = .ox }
        try store.update { $0.sign = .tiger }
        #expect(Files.names(in: directory) == [SharedStore.fileName, SharedStore.lockFileName])
    }

    @Test func whenTheBodyThrowsNothingIsWritten() throws {
        struct Refused: Error {}
        let store = makeStore()
        try store.update { $0.sign = .dog }
        let before = Files.bytes(store.path)
        #expect(throws: Refused.self) {
            try store.update { document in
                document.sign = .rabbit
                throw Refused()
            }
        }
        #expect(Files.bytes(store.path) == before)
    }

    @Test(arguments: ["not json at all", "[1, 2]", "\"a string\"", ""])
    func anUnreadableStoreIsMovedAsideReportedAndReplaced(contents: String) throws {
        let store = makeStore()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        Files.write(contents, to: store.path)

        let shown = try store.update { document in
            document.showFortune.toggle()
            return document.showFortune
        }

        #expect(shown == false, "a fresh store, toggled")
        let recorded = notices.all
        try #require(recorded.count == 1)
        guard case .movedAside(let path, let aside, _) = recorded[0] else { return }
        #expect(path == store.path)
        #expect(aside.hasPrefix(store.path + ".corrupt-"))
        #expect(Files.bytes(aside) == Array(contents.utf8))
        #expect(recorded[0].description.contains(aside))
        #expect(!recorded[0].description.contains("\n"))
        #expect(try store.read().showFortune == false)
    }

    @Test func readingAnUnreadableStoreAlsoMovesItAside() throws {
        let store = makeStore()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        Files.write("{{{", to: store.path)
        #expect(try store.read() == StoreDocument())
        #expect(notices.all.count == 1)
        #expect(Files.names(in: directory).contains { $0.hasPrefix("store.json.corrupt-") })
    }

    @Test func aSecondUnreadableStoreNeverOverwritesTheFirstOneSetAside() throws {
        let store = makeStore()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        Files.write("first", to: store.path)
        try store.update { _ in }
        Files.write("second", to: store.path)
        try store.update { _ in }
        let asides = notices.all.compactMap { notice -> String? in
            guard case .movedAside(_, let aside, _) = notice else { return nil }
            return aside
        }
        #expect(asides.count == 2)
        #expect(Set(asides).count == 2)
        #expect(asides.compactMap(Files.bytes) == [Array("first".utf8), Array("second".utf8)])
    }

    @Test func aStoreFromANewerVersionIsRefusedAndLeftAsItIs() throws {
        let store = makeStore()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let contents = #"{"schemaVersion": 2, "showFortune": "a new shape", "sign": "unicorn"}"#
        Files.write(contents, to: store.path)

        var bodyRan = false
        let error = try #require(throws: StoreError.self) {
            try store.update { _ in bodyRan = true }
        }
        #expect(error.isNewerSchema)
        #expect(error.exitStatus == .configuration)
        #expect(error.description.contains(store.path))
        #expect(!bodyRan)
        #expect(throws: StoreError.self) { try store.read() }
        #expect(Files.bytes(store.path) == Array(contents.utf8))
        #expect(notices.all.isEmpty)
    }

    @Test func aDirectoryThatCannotBeCreatedFailsNamingThePath() throws {
        Files.write("a file, not a directory", to: scratch.appending("state"))
        let error = try #require(throws: StoreError.self) {
            try makeStore().update { $0.showFortune = false }
        }
        #expect(error.description.contains(scratch.appending("state")))
        #expect(!error.description.contains("\n"))
        #expect(error.exitStatus == .configuration)
    }

    @Test func concurrentUpdatesInOneProcessLoseNothing() throws {
        let store = makeStore()
        let day = CalendarDay("2025-01-01")!
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<25 {
                try! store.update { document in
                    let count = (document.lastError?.time ?? 0) + 1
                    document.lastError = RefreshFailure(message: "count", day: day, time: count, sign: nil)
                }
            }
        }
        #expect(try store.read().lastError?.time == 100)
    }
}

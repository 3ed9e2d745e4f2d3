import FoundationEssentials
import Synchronization
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneStore
import FortuneWidget

/// A reloader that reads the store at the moment it is asked to reload, as a widget would.
final class StoreReadingSpy: TimelineReloading {
    let store: SharedStore
    private let seen = Mutex<[Bool?]>([])

    init(store: SharedStore) {
        self.store = store
    }

    /// The visibility each reload found stored; nil where the store could not be read.
    var visibilityAtEachReload: [Bool?] { seen.withLock { $0 } }

    func reloadTimelines(ofKind kind: String) {
        let shown = try? store.read().showFortune
        seen.withLock { $0.append(shown) }
    }

    func reloadAllTimelines() {
        reloadTimelines(ofKind: "*")
    }
}

@Suite struct VisibilityIntentTests {
    let scratch = TemporaryDirectory()
    var store: SharedStore { SharedStore(directory: scratch.appending("fortune")) }

    @Test func toggleFlipsAndTheReloadSeesTheNewValue() throws {
        let spy = StoreReadingSpy(store: store)
        let intent = ToggleFortuneIntent(store: store, reloader: spy)
        #expect(try intent.perform() == false)
        #expect(try intent.perform() == true)
        #expect(try intent.perform() == false)
        #expect(spy.visibilityAtEachReload == [false, true, false])
        #expect(try store.read().showFortune == false)
    }

    @Test(arguments: [true, false])
    func settingTheVisibilityTwiceLeavesItSetAndReloadsOnlyOnAChange(visible: Bool) throws {
        let spy = StoreReadingSpy(store: store)
        let intent = SetFortuneVisibilityIntent(visible: visible, store: store, reloader: spy)
        #expect(try intent.perform() == visible)
        #expect(try intent.perform() == visible)
        // A fresh store shows the fortune: showing it again changes nothing and reloads nothing.
        #expect(spy.visibilityAtEachReload == (visible ? [] : [false]))
        #expect(try store.read().showFortune == visible)
    }

    @Test func settingTheVisibilitySaysWhetherItChanged() throws {
        let spy = StoreReadingSpy(store: store)
        let hide = SetFortuneVisibilityIntent(visible: false, store: store, reloader: spy)
        #expect(try hide.performReportingChange() == (shown: false, changed: true))
        #expect(try hide.performReportingChange() == (shown: false, changed: false))
        let show = SetFortuneVisibilityIntent(visible: true, store: store, reloader: spy)
        #expect(try show.performReportingChange() == (shown: true, changed: true))
        #expect(try show.performReportingChange() == (shown: true, changed: false))
    }

    @Test func aWriteThatChangesNothingLeavesTheStoreFileAsItWas() throws {
        let spy = StoreReadingSpy(store: store)
        try SetFortuneVisibilityIntent(visible: false, store: store, reloader: spy).perform()
        let before = try FileManager.default.attributesOfItem(atPath: store.path)[.systemFileNumber] as? UInt64
        try SetFortuneVisibilityIntent(visible: false, store: store, reloader: spy).perform()
        let after = try FileManager.default.attributesOfItem(atPath: store.path)[.systemFileNumber] as? UInt64
        #expect(before != nil && before == after, "not replaced by a rename")
        #expect(spy.visibilityAtEachReload == [false])
    }

    @Test func aFailedWriteAsksForNoReload() throws {
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        Files.write(#"{"schemaVersion": 99}"#, to: store.path)
        let spy = StoreReadingSpy(store: store)
        #expect(throws: StoreError.self) { try ToggleFortuneIntent(store: store, reloader: spy).perform() }
        #expect(throws: StoreError.self) {
            try SetFortuneVisibilityIntent(visible: false, store: store, reloader: spy).perform()
        }
        #expect(spy.visibilityAtEachReload.isEmpty)
    }
}

@Suite struct WidgetCenterTests {
    let scratch = TemporaryDirectory()
    var directory: String { scratch.appending("fortune") }

    private func inode(_ path: String) -> ino_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : nil
    }

    @Test func eachRequestReplacesTheMarkerNamingTheKind() throws {
        let center = WidgetCenter(directory: directory)
        center.reloadTimelines(ofKind: WidgetKind.todayFortune)
        let first = try #require(inode(center.markerPath))
        let text = try String(contentsOfFile: center.markerPath, encoding: .utf8)
        #expect(text.hasSuffix(" TodayFortune\n"))

        center.reloadAllTimelines()
        let second = try #require(inode(center.markerPath))
        #expect(second != first, "replaced by rename, so a watcher sees IN_MOVED_TO")
        #expect(try String(contentsOfFile: center.markerPath, encoding: .utf8).hasSuffix(" *\n"))
        #expect(Files.names(in: directory) == [WidgetCenter.markerName])
    }

    @Test func listenersAreToldAfterTheMarkerIsBumped() throws {
        final class MarkerReader: TimelineReloading {
            let path: String
            let seen = Mutex<[String]>([])
            init(path: String) { self.path = path }
            func reloadTimelines(ofKind kind: String) {
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                seen.withLock { $0.append(kind + "|" + text) }
            }
            func reloadAllTimelines() { reloadTimelines(ofKind: "all") }
        }
        let reader = MarkerReader(path: directory + "/" + WidgetCenter.markerName)
        WidgetCenter(directory: directory, listeners: [reader]).reloadTimelines(ofKind: "Other")
        let seen = reader.seen.withLock { $0 }
        #expect(seen.count == 1)
        #expect(seen.first?.hasPrefix("Other|") == true)
        #expect(seen.first?.hasSuffix(" Other\n") == true)
    }

    @Test func aMarkerThatCannotBeWrittenIsReportedNotThrown() throws {
        Files.write("a file", to: directory)
        let errors = Mutex<[StoreError]>([])
        WidgetCenter(directory: directory) { error in errors.withLock { $0.append(error) } }
            .reloadTimelines(ofKind: WidgetKind.todayFortune)
        let reported = errors.withLock { $0 }
        #expect(reported.count == 1)
        #expect(reported.first?.path == directory)
    }
}

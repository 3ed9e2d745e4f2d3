import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore

/// A store written by hand, or by another build of the same schema version: what cannot be
/// read is dropped alone, and what is not known is written back as it was.
@Suite struct TolerantStoreTests {
    let scratch = TemporaryDirectory()
    let notices = Recorder<StoreNotice>()

    var directory: String { scratch.appending("state/fortune") }

    func store(with contents: String) throws -> SharedStore {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        Files.write(contents, to: directory + "/" + SharedStore.fileName)
        let notices = notices
        return SharedStore(directory: directory) { notices.record($0) }
    }

    /// The store file as JSON, to see exactly what was written.
    func written(_ store: SharedStore) throws -> [String: JSONValue] {
        let data = try #require(FileManager.default.contents(atPath: store.path))
        guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: data) else {
            Issue.record("the store is not an object")
            return [:]
        }
        return object
    }

    static let fortune =
        #"{"sign": "ox", "day": "2026-01-02", "text": "Steady.", "language": "en", "model": "m", "source": "gemini", "createdAt": 7}"#

    @Test(arguments: [
        (#""showFortune": "yes""#, "showFortune"),
        (#""showFortune": 1"#, "showFortune"),
        (#""schemaVersion": "1""#, "schemaVersion"),
        (#""history": {"not": "a list"}"#, "history"),
        (#""lastError": "boom""#, "lastError"),
    ])
    func aFieldOfTheWrongTypeIsDroppedAloneAndReportedOnce(field: String, name: String) throws {
        let original = """
            {\(field), "sign": "ox", "fortunes": [\(Self.fortune)]}
            """
        let store = try store(with: original)
        let read = try store.read()
        #expect(read.sign == .ox, "the rest is read")
        #expect(read.fortunes.map(\.text) == ["Steady."])
        #expect(notices.all.isEmpty, "reading alone changes nothing")

        try store.update { $0.showFortune = false }
        let recorded = notices.all
        guard case .keptCopy(_, let copy, let unreadable)? = recorded.first, recorded.count == 1 else {
            Issue.record("expected one kept copy, got \(recorded)")
            return
        }
        #expect(unreadable == 1)
        #expect(Files.bytes(copy) == Array(original.utf8), "the original is kept")
        #expect(!Files.names(in: directory).contains { $0.contains(".corrupt-") }, "nothing was moved aside")
        let document = try store.read()
        #expect(document.sign == .ox)
        #expect(document.fortunes.map(\.text) == ["Steady."])
        #expect(document.showFortune == false)
        #expect(try written(store)[name].map { $0 == .string("yes") || $0 == .string("boom") } != true)

        try store.update { $0.showFortune = true }
        #expect(notices.all.count == 1, "reported once: the next write finds nothing unreadable")
    }

    @Test func fieldsThisBuildDoesNotKnowSurviveAWriteUntouched() throws {
        let store = try store(
            with: """
                {"schemaVersion": 1, "sign": "ox", "showFortune": true,
                 "theme": {"dark": true, "names": ["a", null, 2.5]}, "pinned": 3,
                 "fortunes": [{"sign": "ox", "day": "2026-01-02", "text": "Steady.", "mood": "calm", "stars": [1, 2]}],
                 "history": [{"sign": "ox", "day": "2026-01-02", "text": "Steady.", "mood": "calm", "stars": [1, 2]}],
                 "lastError": {"message": "rate limited", "day": "2026-01-02", "time": 5, "attempts": 4}}
                """)
        try store.update { $0.showFortune = false }
        #expect(notices.all.isEmpty, "nothing was lost, so no copy is kept")

        let object = try written(store)
        #expect(
            object["theme"] == .object(["dark": .bool(true), "names": .array([.string("a"), .null, .number(2.5)])]))
        #expect(object["pinned"] == .number(3))
        #expect(object["showFortune"] == .bool(false))
        for list in ["fortunes", "history"] {
            guard case .array(let records)? = object[list], case .object(let record)? = records.first else {
                Issue.record("no \(list) in \(object)")
                continue
            }
            #expect(record["mood"] == .string("calm"), "\(list)")
            #expect(record["stars"] == .array([.number(1), .number(2)]), "\(list)")
            #expect(record["text"] == .string("Steady."), "\(list)")
        }
        guard case .object(let failure)? = object["lastError"] else {
            Issue.record("no lastError in \(object)")
            return
        }
        #expect(failure["attempts"] == .number(4))
        #expect(failure["message"] == .string("rate limited"))

        // A record this build writes anew carries nothing it did not know.
        try store.update {
            $0.lastError = RefreshFailure(message: "new", day: CalendarDay("2026-01-03")!, time: 9, sign: .ox)
        }
        guard case .object(let replaced)? = try written(store)["lastError"] else {
            Issue.record("no lastError")
            return
        }
        #expect(replaced["attempts"] == nil)
        #expect(try written(store)["theme"] != nil)
    }

    /// Every field this build knows, given a value of the wrong type: each is dropped alone, and
    /// none is taken for an unknown field and written back.
    @Test func aKnownFieldOfTheWrongTypeIsNeverKeptAsUnknown() throws {
        let store = try store(
            with: """
                {"sign": 5, "fortunes": [{"sign": "ox", "day": "2026-01-02", "text": "Steady.", "language": 5, "model": 5,
                  "modelVersion": 5, "usage": "many", "source": 5, "createdAt": "noon"}],
                 "lastError": {"message": "m", "day": "2026-01-02", "time": "noon", "sign": 5}}
                """)
        try store.update { $0.showFortune = false }
        let object = try written(store)
        #expect(object["sign"] == nil)
        guard case .array(let records)? = object["fortunes"], case .object(let record)? = records.first,
            case .object(let failure)? = object["lastError"]
        else {
            Issue.record("records missing in \(object)")
            return
        }
        #expect(record["language"] == .string("en"))
        #expect(record["model"] == .string(""))
        #expect(record["modelVersion"] == nil)
        #expect(record["usage"] == nil)
        #expect(record["createdAt"] == .number(0))
        #expect(failure["time"] == .number(0))
        #expect(failure["sign"] == nil)
        guard case .keptCopy(_, _, let unreadable)? = notices.all.first else {
            Issue.record("no notice")
            return
        }
        #expect(unreadable == 9)
    }
}

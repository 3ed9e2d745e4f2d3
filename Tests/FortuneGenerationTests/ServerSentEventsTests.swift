import Testing
@testable import FortuneGeneration

@Suite struct ServerSentEventsTests {
    private typealias Event = ServerSentEvents.Event

    private static func parse(_ pieces: [[UInt8]]) -> (events: [Event], stray: [String]) {
        var parser = ServerSentEvents()
        var events: [Event] = []
        for piece in pieces { events += parser.parse(piece) }
        events += parser.finish()
        return (events, parser.strayLines)
    }

    private static func parse(_ text: String) -> [Event] {
        parse([Array(text.utf8)]).events
    }

    @Test(
        "a blank line ends an event, whichever line breaks the stream uses",
        arguments: ["\n", "\r\n", "\r"]
    )
    func lineBreaks(newline: String) {
        let body = ["data: one", "", "data: two", "", ""].joined(separator: newline)
        #expect(Self.parse(body).map(\.data) == ["one", "two"])
    }

    @Test func severalDataLinesAreJoinedWithLineFeeds() {
        #expect(Self.parse("data: {\ndata:  \"a\": 1\ndata: }\n\n").map(\.data) == ["{\n \"a\": 1\n}"])
    }

    @Test func onlyOneSpaceAfterTheColonIsDropped() {
        #expect(Self.parse("data:x\n\ndata:  y\n\n").map(\.data) == ["x", " y"])
    }

    @Test func commentsAndRetryAreIgnored() {
        #expect(Self.parse(": keep-alive\nretry: 100\ndata: a\n: more\n\n").map(\.data) == ["a"])
    }

    @Test func eventTypeAndIDAreKept() {
        let events = Self.parse("event: update\nid: 7\ndata: a\n\ndata: b\n\n")
        #expect(events == [Event(type: "update", data: "a", id: "7"), Event(type: "message", data: "b", id: "7")])
    }

    @Test func anEventWithoutDataIsNotDelivered() {
        #expect(Self.parse("event: ping\n\n\n\ndata: a\n\n").map(\.data) == ["a"])
    }

    @Test func anEventStillOpenAtTheEndIsDelivered() {
        #expect(Self.parse("data: a\n\ndata: last").map(\.data) == ["a", "last"])
        #expect(Self.parse("data: last\r\n").map(\.data) == ["last"])
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() {
        #expect(Self.parse([[0xEF, 0xBB], [0xBF] + Array("data: a\n\n".utf8)]).events.map(\.data) == ["a"])
    }

    @Test func linesOutsideTheProtocolAreKeptAsStray() {
        let (events, stray) = Self.parse([Array("data: a\n\n{\n  \"error\": {\"code\": 500}\n}\n".utf8)])
        #expect(events.map(\.data) == ["a"])
        #expect(stray == ["{", "  \"error\": {\"code\": 500}", "}"])
    }

    @Test func takingStrayLinesForgetsThem() {
        var parser = ServerSentEvents()
        _ = parser.parse(Array("oops\n".utf8))
        #expect(parser.takeStrayLines() == ["oops"])
        #expect(parser.strayLines.isEmpty)
    }

    /// A body with every kind of line break and multi-byte UTF-8 (Hangul, an emoji).
    private static let mixed = Array("data: 닭띠 🐓 luck\r\n\r\n: c\rdata: two\r\rdata: a\ndata: b\n\n".utf8)
    private static let mixedEvents = ["닭띠 🐓 luck", "two", "a\nb"]

    @Test("a body cut into two pieces at any byte parses the same", arguments: 0...mixed.count)
    func cutAnywhere(at cut: Int) {
        let pieces = [Array(Self.mixed[..<cut]), Array(Self.mixed[cut...])]
        #expect(Self.parse(pieces).events.map(\.data) == Self.mixedEvents)
    }

    @Test func aBodyFedOneByteAtATimeParsesTheSame() {
        #expect(Self.parse(Self.mixed.map { [$0] }).events.map(\.data) == Self.mixedEvents)
    }

    @Test func eventsAreDeliveredAsSoonAsTheirBlankLineArrives() {
        var parser = ServerSentEvents()
        #expect(parser.parse(Array("data: a\n".utf8)).isEmpty)
        #expect(parser.parse(Array("\n".utf8)).map(\.data) == ["a"])
        #expect(parser.parse(Array("data: b\r".utf8)).isEmpty)
        #expect(
            parser.parse(Array("\n\r\n".utf8)).map(\.data) == ["b"],
            "a CR and its LF in different pieces are one line break")
    }
}

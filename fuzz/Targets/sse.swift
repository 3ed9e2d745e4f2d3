// The event-stream parser: the same events and stray lines however the body is cut, and
// events whose fields hold no line break.
// seeds: Tests/FortuneGenerationTests/Fixtures/gemini/streaming-* fuzz/Seeds/openai/*
// seed-prefix: 07
import FortuneGeneration

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let body = Array(bytes.dropFirst())
        let whole = parse([body])
        let cut = parse(pieces(of: body, size: Int(first % 16) + 1))
        check(whole.events == cut.events, "events differ when cut every \(first % 16 + 1) bytes")
        check(whole.stray == cut.stray, "stray lines differ when cut")
        for event in whole.events {
            check(!event.type.contains("\n") && !event.type.contains("\r"), "a line break in an event type")
            check(!(event.id ?? "").contains("\0"), "a NUL in an id")
        }
    }

    static func parse(_ pieces: [[UInt8]]) -> (events: [ServerSentEvents.Event], stray: [String]) {
        var parser = ServerSentEvents()
        var events: [ServerSentEvents.Event] = []
        for piece in pieces { events += parser.parse(piece) }
        events += parser.finish()
        return (events, parser.takeStrayLines())
    }
}

/// An incremental parser for a `text/event-stream` body.
///
/// Feed it the body in whatever pieces the network delivers: an event, a line, a `\r\n` pair or
/// a UTF-8 sequence may be split between two pieces, so bytes are kept until a whole line has
/// arrived and only whole lines are decoded. Lines end with `\n`, `\r\n` or `\r`; an empty line
/// ends an event. Follows the WHATWG HTML "Server-sent events" parsing rules
/// (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation),
/// with two departures for Gemini: an event still open when the body ends is delivered, not
/// dropped (the service does not always end its last event with an empty line), and lines that
/// are not fields of the protocol are kept in `strayLines` (the service writes a bare JSON
/// error object into the body when it fails in the middle of a stream).
public struct ServerSentEvents: Sendable {
    /// One dispatched event.
    public struct Event: Sendable, Hashable {
        /// The `event:` field; "message" when absent.
        public var type: String
        /// The `data:` fields, joined with `\n`.
        public var data: String
        /// The last `id:` seen so far in the stream, if any.
        public var id: String?

        public init(type: String = "message", data: String, id: String? = nil) {
            self.type = type
            self.data = data
            self.id = id
        }
    }

    /// Lines that were neither fields nor comments nor blank, in the order they came.
    public private(set) var strayLines: [String] = []

    private var line: [UInt8] = []
    private var afterCarriageReturn = false
    private var atStart = true
    private var data = ""
    private var hasData = false
    private var type = ""
    private var lastID: String?

    public init() {}

    /// Parses the next piece of the body.
    /// - Returns: the events this piece completed, possibly none.
    public mutating func parse(_ bytes: some Sequence<UInt8>) -> [Event] {
        var events: [Event] = []
        for byte in bytes {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if byte == UInt8(ascii: "\n") { continue }
            }
            switch byte {
            case UInt8(ascii: "\n"):
                endLine(into: &events)
            case UInt8(ascii: "\r"):
                afterCarriageReturn = true
                endLine(into: &events)
            default:
                line.append(byte)
            }
        }
        return events
    }

    /// Ends the body: delivers a last line without a line break and an event still open.
    public mutating func finish() -> [Event] {
        var events: [Event] = []
        if !line.isEmpty { endLine(into: &events) }
        dispatch(into: &events)
        afterCarriageReturn = false
        return events
    }

    /// Returns the stray lines collected so far and forgets them.
    public mutating func takeStrayLines() -> [String] {
        defer { strayLines.removeAll() }
        return strayLines
    }

    private mutating func endLine(into events: inout [Event]) {
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        defer { line.removeAll(keepingCapacity: true) }
        if line.isEmpty {
            dispatch(into: &events)
            return
        }
        if line.first == UInt8(ascii: ":") { return }
        let text = String(decoding: line, as: UTF8.self)
        let field: Substring
        var value: Substring
        if let colon = text.firstIndex(of: ":") {
            field = text[..<colon]
            value = text[text.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = text[...]
            value = ""
        }
        switch field {
        case "data":
            if hasData { data += "\n" }
            data += value
            hasData = true
        case "event":
            type = String(value)
        case "id":
            if !value.contains("\0") { lastID = String(value) }
        case "retry":
            break
        default:
            strayLines.append(text)
        }
    }

    private mutating func dispatch(into events: inout [Event]) {
        defer {
            data = ""
            hasData = false
            type = ""
        }
        guard hasData else { return }
        events.append(Event(type: type.isEmpty ? "message" : type, data: data, id: lastID))
    }
}

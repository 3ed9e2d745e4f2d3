/// What cuts a streamed body into the pieces a service sends, however the network's chunks
/// fall: `JSONLines` (Ollama), `ServerSentEvents` (OpenAI-compatible servers).
protocol StreamFraming {
    associatedtype Frame

    /// The frames completed by `chunk`, possibly none.
    mutating func add(_ chunk: [UInt8]) -> [Frame]

    /// The frames still open when the body ends.
    mutating func finish() -> [Frame]
}

extension JSONLines: StreamFraming {}

extension ServerSentEvents: StreamFraming {
    mutating func add(_ chunk: [UInt8]) -> [Event] {
        parse(chunk)
    }
}

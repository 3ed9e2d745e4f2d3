/// Splits a byte stream into lines of newline-delimited JSON (NDJSON), as Ollama streams its
/// answers: one object per line, a line possibly split across any number of chunks.
struct JSONLines: Sendable {
    private var pending: [UInt8] = []

    /// The complete lines in what has arrived so far, without their line endings; blank lines
    /// are skipped.
    mutating func add(_ chunk: [UInt8]) -> [[UInt8]] {
        pending += chunk
        var lines: [[UInt8]] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Self.trimmed(pending[..<newline]))
            pending.removeSubrange(...newline)
        }
        return lines.filter { !$0.isEmpty }
    }

    /// The last line, when the stream ended without a final newline.
    mutating func finish() -> [[UInt8]] {
        defer { pending = [] }
        let last = Self.trimmed(pending[...])
        return last.isEmpty ? [] : [last]
    }

    private static func trimmed(_ line: ArraySlice<UInt8>) -> [UInt8] {
        var line = line
        while let last = line.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") { line.removeLast() }
        return Array(line)
    }
}

// The newline-delimited JSON splitter: the same lines however the body is cut, none of them
// blank or holding a newline, and nothing but line endings and blanks lost.
// seeds: fuzz/Seeds/ollama/*
// seed-prefix: 07
@testable import FortuneGeneration

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let body = Array(bytes.dropFirst())
        let whole = split([body])
        let cut = split(pieces(of: body, size: Int(first % 16) + 1))
        check(whole == cut, "lines differ when cut every \(first % 16 + 1) bytes")
        for line in whole {
            check(!line.isEmpty, "a blank line")
            check(!line.contains(UInt8(ascii: "\n")), "a newline inside a line")
        }
        let kept = whole.reduce(0) { $0 + $1.count }
        let dropped = body.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: " ") }
            .count
        check(kept + dropped >= body.count, "bytes other than line endings and blanks were lost")
    }

    static func split(_ pieces: [[UInt8]]) -> [[UInt8]] {
        var lines = JSONLines()
        var all: [[UInt8]] = []
        for piece in pieces { all += lines.add(piece) }
        return all + lines.finish()
    }
}

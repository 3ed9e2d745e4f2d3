// Byte and text scanning shared by the loopback server and client.

import FortuneCore

extension [UInt8] {
    /// The first occurrence of `pattern` starting at or after `start`.
    func firstRange(of pattern: [UInt8], from start: Int) -> Range<Int>? {
        guard count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= count {
            if self[index..<index + pattern.count].elementsEqual(pattern) { return index..<index + pattern.count }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs around it, the only blanks HTTP allows around a
    /// header value or a chunk size.
    var trimmingSpaces: String {
        String(trimming { $0 == " " || $0 == "\t" })
    }
}

// Byte and text scanning shared by the loopback server and client.

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
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

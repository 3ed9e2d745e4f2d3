/// Where a JSON text first breaks the grammar of RFC 8259, and what is wrong there.
///
/// The decoder accepts more than JSON (a trailing comma: `{"a": 1,}`) and, for what it
/// refuses, says neither where nor why in words a person editing `config.json` can act on;
/// this reads the text once, strictly, and names the first place it goes wrong.
import FortuneCore

struct JSONSyntax {
    /// The first error: its byte offset and what is wrong.
    struct Failure: Error, Equatable {
        let offset: Int
        let problem: Message
    }

    /// Nesting deeper than this is refused rather than followed.
    static let deepestNesting = 256

    private let bytes: [UInt8]
    private var index = 0

    /// The first syntax error in `bytes`; nil when they are one JSON value and nothing else.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var reader = JSONSyntax(bytes: bytes)
        do throws(Failure) {
            reader.skipSpace()
            try reader.value(depth: 0)
            reader.skipSpace()
            if reader.index < bytes.count { throw reader.failure("error.json.textAfter") }
            return nil
        } catch {
            return error
        }
    }

    /// The line and column of the byte at `offset`, both from 1; the column counts characters
    /// (Unicode scalars), a tab as one.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<min(offset, bytes.count)]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        // Continuation bytes (10xxxxxx) do not start a character.
        let column = bytes[lineStart..<before.endIndex].count { $0 & 0xC0 != 0x80 } + 1
        return (line, column)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ key: String, _ values: [String: String] = [:]) -> Failure {
        Failure(offset: index, problem: Message(key, values))
    }

    /// The failure `key` at the current byte, which it names as what it found (`{found}`).
    private func unexpected(_ key: String, _ values: [String: String] = [:]) -> Failure {
        Failure(offset: index, problem: Message(key, values, parts: ["found": found]))
    }

    /// What is at the current byte, for a message: `'x'` or "the end of the file".
    private var found: Message {
        guard let byte = current else { return Message("error.json.end") }
        return byte < 0x7F && byte >= 0x20
            ? Message("error.json.character", ["character": String(Character(Unicode.Scalar(byte)))])
            : Message("error.json.byte", ["hex": String(byte, radix: 16)])
    }

    /// Whether the current byte is `byte`; steps past it when it is.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) {
        guard depth < Self.deepestNesting else { throw failure("error.json.deep", ["count": "\(Self.deepestNesting)"]) }
        guard let byte = current else { throw unexpected("error.json.value") }
        switch byte {
        case UInt8(ascii: "{"): try container(depth: depth, close: UInt8(ascii: "}"))
        case UInt8(ascii: "["): try container(depth: depth, close: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        default: throw unexpected("error.json.value")
        }
    }

    /// An object (`close` is `}`: members `"key": value`) or an array (`]`: values), each
    /// separated by a comma, none after the last.
    private mutating func container(depth: Int, close: UInt8) throws(Failure) {
        let isObject = close == UInt8(ascii: "}")
        let closer = isObject ? "'}'" : "']'"
        index += 1
        skipSpace()
        if take(close) { return }
        while true {
            if isObject {
                guard current == UInt8(ascii: "\"") else { throw unexpected("error.json.key") }
                try string()
                skipSpace()
                guard take(UInt8(ascii: ":")) else { throw unexpected("error.json.colon") }
                skipSpace()
            }
            try value(depth: depth + 1)
            skipSpace()
            if take(close) { return }
            let comma = index
            guard take(UInt8(ascii: ",")) else { throw unexpected("error.json.comma", ["closer": closer]) }
            skipSpace()
            if current == close {
                throw Failure(offset: comma, problem: Message("error.json.trailingComma", ["closer": closer]))
            }
        }
    }

    private mutating func string() throws(Failure) {
        let start = index
        index += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current else { break }
                if escaped == UInt8(ascii: "u") {
                    let digits = bytes[min(index + 1, bytes.count)..<min(index + 5, bytes.count)]
                    guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else {
                        throw failure("error.json.unicodeEscape")
                    }
                    index += 5
                } else {
                    guard Array(#""\/bfnrt"#.utf8).contains(escaped) else {
                        // A byte no one can see or print (a control, a lone UTF-8 byte) by its number.
                        let shown =
                            (0x20..<0x7F).contains(escaped)
                            ? String(Character(Unicode.Scalar(escaped))) : "<0x\(String(escaped, radix: 16))>"
                        throw failure("error.json.escape", ["escape": "\\" + shown])
                    }
                    index += 1
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // Most likely a closing quote forgotten: said where the string starts.
                throw Failure(offset: start, problem: Message("error.json.openLine"))
            case ..<0x20:
                throw failure("error.json.control")
            default:
                index += 1
            }
        }
        throw Failure(offset: start, problem: Message("error.json.open"))
    }

    private mutating func number() throws(Failure) {
        _ = take(UInt8(ascii: "-"))
        guard skipDigits() > 0 else { throw unexpected("error.json.digit") }
        if take(UInt8(ascii: ".")) {
            guard skipDigits() > 0 else { throw unexpected("error.json.fraction") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard skipDigits() > 0 else { throw unexpected("error.json.exponent") }
        }
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func word(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard take(expected) else { throw unexpected("error.json.value") }
        }
    }
}

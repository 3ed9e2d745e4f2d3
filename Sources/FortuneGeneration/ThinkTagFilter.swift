/// Removes what a reasoning model writes between `<think>` and `</think>` from its text, even
/// when a tag arrives split across two pieces of a stream.
///
/// Local models (Qwen, DeepSeek-R1 and their kin) write their reasoning inline before the
/// answer; none of it is a fortune, so none of it is shown or saved. Text that might be the
/// start of a tag is held back until the next piece says whether it is one.
public struct ThinkTagFilter: Sendable {
    private static let open = "<think>"
    private static let close = "</think>"

    private var inside = false
    private var held = ""

    public init() {}

    /// The whole of `text` without its thinking.
    public static func clean(_ text: String) -> String {
        var filter = ThinkTagFilter()
        return filter.add(text) + filter.finish()
    }

    /// The part of `piece`, with what was held back before it, that can be shown now.
    public mutating func add(_ piece: String) -> String {
        var rest = held + piece
        held = ""
        var shown = ""
        while !rest.isEmpty {
            let tag = inside ? Self.close : Self.open
            if let range = rest.firstRange(of: tag) {
                if !inside { shown += rest[..<range.lowerBound] }
                rest = String(rest[range.upperBound...])
                inside.toggle()
                continue
            }
            // Keep back an ending that could be the start of the tag.
            let keep = Self.partialTagLength(at: rest, tag: tag)
            let cut = rest.index(rest.endIndex, offsetBy: -keep)
            if !inside { shown += rest[..<cut] }
            held = String(rest[cut...])
            rest = ""
        }
        return shown
    }

    /// What was held back, once the stream has ended: text that turned out not to be a tag. An
    /// unclosed `<think>` hides everything after it.
    public mutating func finish() -> String {
        defer { held = "" }
        return inside ? "" : held
    }

    /// How many characters at the end of `text` are a proper prefix of `tag`.
    private static func partialTagLength(at text: String, tag: String) -> Int {
        for length in stride(from: min(tag.count - 1, text.count), to: 0, by: -1)
        where text.hasSuffix(tag.prefix(length)) {
            return length
        }
        return 0
    }
}

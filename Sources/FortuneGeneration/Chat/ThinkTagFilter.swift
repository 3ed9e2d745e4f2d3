/// Removes what a reasoning model writes between `<think>` and `</think>` from its text, even
/// when a tag arrives split across two pieces of a stream.
///
/// Local models (Qwen, DeepSeek-R1 and their kin) write their reasoning inline before the
/// answer; none of it is a fortune, so none of it is shown or saved. Text that might be the
/// start of a tag is held back until the next piece says whether it is one.
public struct ThinkTagFilter: Sendable {
    private static let open = "<think>"
    private static let close = "</think>"

    /// How many `<think>` blocks are open here: a block may hold another, and only the
    /// `</think>` that closes the outermost one ends the thinking.
    private var depth = 0
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
            // Outside, only an opening tag matters; inside, the first tag of either kind.
            let opening = rest.firstRange(of: Self.open)
            let closing = depth > 0 ? rest.firstRange(of: Self.close) : nil
            if let range = [opening, closing].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
                if depth == 0 { shown += rest[..<range.lowerBound] }
                depth += range == opening ? 1 : -1
                rest = String(rest[range.upperBound...])
                continue
            }
            // Keep back an ending that could be the start of a tag.
            let keep = max(
                Self.partialTagLength(at: rest, tag: Self.open),
                depth > 0 ? Self.partialTagLength(at: rest, tag: Self.close) : 0)
            let cut = rest.index(rest.endIndex, offsetBy: -keep)
            if depth == 0 { shown += rest[..<cut] }
            held = String(rest[cut...])
            rest = ""
        }
        return shown
    }

    /// What was held back, once the stream has ended: text that turned out not to be a tag. An
    /// unclosed `<think>` hides everything after it.
    public mutating func finish() -> String {
        defer { held = "" }
        return depth > 0 ? "" : held
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

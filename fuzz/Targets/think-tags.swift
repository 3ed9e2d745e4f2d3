// The think-tag filter: text fed in pieces comes out as the whole text cleaned at once, and
// never with a complete think block left in it.
// seeds: fuzz/Seeds/think-tags/*
// seed-prefix: 03
import FortuneGeneration

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        var filter = ThinkTagFilter()
        var shown = ""
        var piece = ""
        for character in text {
            piece.append(character)
            if piece.count > Int(first % 8) {
                shown += filter.add(piece)
                piece = ""
            }
        }
        shown += filter.add(piece) + filter.finish()
        check(
            shown == ThinkTagFilter.clean(text),
            "pieces give \(shown.debugDescription), whole gives \(ThinkTagFilter.clean(text).debugDescription)")
    }
}

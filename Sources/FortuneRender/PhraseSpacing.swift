/// How the widget's words, dates and commands are joined on a line: by a space, except beside
/// full-width punctuation, which carries its own room, as Japanese and Chinese are written
/// ("実行：fortune refresh", "2026-11-30（昨日）", "（昨日）思った…"). Korean and English
/// punctuation is half-width and keeps its space ("실행: fortune refresh").
enum PhraseSpacing {
    /// What goes between `before` and `after`: a space, or nothing beside full-width
    /// punctuation. A picture (the sign's emoji, the failure mark ⚠) keeps its space, as it
    /// is no word: "🐀 （昨日）".
    static func separator(between before: String, and after: String) -> String {
        guard let last = before.last, let first = after.first else { return " " }
        if fullWidth.contains(last) { return "" }
        if fullWidth.contains(first), !isPicture(last) { return "" }
        return " "
    }

    /// Whether `character` is an emoji or a symbol drawn as one, not a letter, digit or mark.
    private static func isPicture(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value > 0x7F && $0.properties.isEmoji }
    }

    /// The parts that are not empty, each joined to the one before by its ``separator``.
    static func joined(_ parts: [String]) -> String {
        var line = ""
        for part in parts where !part.isEmpty {
            if !line.isEmpty { line += separator(between: line, and: part) }
            line += part
        }
        return line
    }

    private static let fullWidth: Set<Character> = [
        "：", "（", "）", "、", "。", "，", "；", "！", "？", "「", "」", "『", "』", "【", "】",
    ]
}

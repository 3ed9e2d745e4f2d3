import FortuneCore

/// How many terminal cells text occupies, and fitting text to a number of cells.
///
/// Counted per grapheme cluster (`Character`) from the Unicode data in the standard library,
/// never with libc `wcwidth`: that depends on the locale and counts most emoji as one cell.
/// A cluster is 2 cells when its first scalar is East Asian Wide or Fullwidth (Hangul, CJK, kana)
/// or when it is shown as an emoji (emoji presentation, an emoji with U+FE0F, flags, ZWJ
/// sequences, skin tones); 0 for controls, combining marks and invisible format characters;
/// otherwise 1.
///
/// SGR and other CSI sequences (`ESC [ … m`) count as 0 cells and are kept whole when text is
/// cut, so text styled by ``ANSIStyle`` can be measured and fitted too.
public enum DisplayWidth {
    /// The number of cells `text` occupies.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        var units = CellUnits(Substring(text))
        while let unit = units.next() { total += unit.width }
        return total
    }

    /// The number of cells one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        let value = base.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
        let properties = base.properties
        if properties.isEmojiPresentation || EastAsianWidth.isWide(base) { return 2 }
        if scalars.count > 1, properties.isEmoji,
            scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D })
        {
            return 2
        }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        // Hangul medial vowels and final consonants only ever join a leading consonant's cell.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        // The soft hyphen is "ignorable" but terminals draw it.
        if properties.isDefaultIgnorableCodePoint && value != 0xAD { return 0 }
        return 1
    }

    /// `text` cut to at most `width` cells, ending with `ellipsis` when anything was cut.
    ///
    /// Spaces before the ellipsis are dropped. When even the ellipsis does not fit, the text is
    /// cut without one. Escape sequences after the cut are kept, so a style's reset survives.
    /// - Parameters:
    ///   - width: the most cells the result may occupy; negative counts as 0.
    ///   - ellipsis: appended when text was cut; "…" (one cell) by default.
    public static func truncate(_ text: some StringProtocol, toWidth width: Int, ellipsis: String = "…") -> String {
        let limit = max(0, width)
        let text = Substring(text)
        if of(text) <= limit { return String(text) }
        let ellipsisWidth = of(ellipsis)
        guard ellipsisWidth <= limit else { return fit(text, width: limit, ellipsis: "") }
        return fit(text, width: limit - ellipsisWidth, ellipsis: ellipsis)
    }

    /// `text` padded with spaces on the right to exactly `width` cells, or truncated with "…".
    public static func pad(_ text: some StringProtocol, toWidth width: Int) -> String {
        let fitted = truncate(text, toWidth: width)
        return fitted + spaces(max(0, width) - of(fitted))
    }

    /// `text` centred in exactly `width` cells (the odd cell goes on the right), or truncated.
    public static func center(_ text: some StringProtocol, toWidth width: Int) -> String {
        let fitted = truncate(text, toWidth: width)
        let room = max(0, width) - of(fitted)
        return spaces(room / 2) + fitted + spaces(room - room / 2)
    }

    /// `line` ended with "…" to say that more followed, within `width` cells.
    ///
    /// Every line cut short in the middle of text ends through here, so that all of them drop
    /// the same spaces and keep the same escape sequences. A line that fits before the "…" is
    /// kept whole; one that does not is cut by cells, its spaces at the cut dropped.
    static func endingWithEllipsis(_ line: some StringProtocol, width: Int) -> String {
        guard width > 0 else { return "" }
        // The usual case, a line with room for the mark, needs no walk through its cells.
        if of(line) < width { return String(line) + "…" }
        return fit(Substring(line), width: width - 1, ellipsis: "…")
    }

    static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(0, count))
    }

    /// The longest prefix of `text` within `width` cells, then `ellipsis`, then every escape
    /// sequence that was cut off; spaces before the cut are dropped, so the ellipsis follows the
    /// last word.
    private static func fit(_ text: Substring, width: Int, ellipsis: String) -> String {
        var kept = ""
        var droppedEscapes = ""
        var used = 0
        var cutting = false
        var units = CellUnits(text)
        while let unit = units.next() {
            if unit.isEscape {
                if cutting { droppedEscapes += unit.text } else { kept += unit.text }
            } else if !cutting && used + unit.width <= width {
                kept += unit.text
                used += unit.width
            } else {
                cutting = true
            }
        }
        if cutting {
            kept = String(kept.trimmingSuffix { $0 == " " })
        }
        return kept + ellipsis + droppedEscapes
    }
}

/// Splits text into the units a terminal draws: grapheme clusters, and CSI escape sequences that
/// occupy no cells.
struct CellUnits: IteratorProtocol {
    struct Unit {
        let text: Substring
        let width: Int
        let isEscape: Bool
    }

    private let text: Substring
    private var index: Substring.Index

    init(_ text: Substring) {
        self.text = text
        self.index = text.startIndex
    }

    mutating func next() -> Unit? {
        guard index < text.endIndex else { return nil }
        let start = index
        let character = text[index]
        index = text.index(after: index)
        if character == "\u{1B}", let end = endOfControlSequence(after: index) {
            index = end
            return Unit(text: text[start..<end], width: 0, isEscape: true)
        }
        return Unit(text: text[start..<index], width: DisplayWidth.of(character), isEscape: false)
    }

    /// Where `[ parameters intermediates final` ends, if a whole one starts at `position`.
    private func endOfControlSequence(after position: Substring.Index) -> Substring.Index? {
        guard position < text.endIndex, text[position] == "[" else { return nil }
        var cursor = text.index(after: position)
        while cursor < text.endIndex, let byte = text[cursor].asciiValue {
            cursor = text.index(after: cursor)
            if (0x40...0x7E).contains(byte) { return cursor }
            if !(0x20...0x3F).contains(byte) { return nil }
        }
        return nil
    }
}

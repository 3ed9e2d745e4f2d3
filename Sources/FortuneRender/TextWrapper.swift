import FortuneCore

/// Word wrap by terminal cells, for English, Korean, Chinese and Japanese alike.
///
/// Lines break at spaces; Korean puts spaces between words, so a Korean word moves to the next
/// line whole. Chinese and Japanese do not, so a word holding Han or kana fills the rest of the
/// line and breaks between characters. A word longer than a whole line is broken by cells,
/// between Hangul syllables and CJK characters where it has them. Closing punctuation ("," "."
/// "!" "?" "、" "。" …) and Japanese small kana (ゃ, ッ) are kept off the start of a line by
/// moving the character or word before it down too. Runs of whitespace collapse to one space.
///
/// Every line fits the width, even at width 1: a character two cells wide cannot fit there, so
/// it is replaced by "…" (one cell) rather than dropped without a trace.
///
/// Help and other prose are written as paragraphs and wrapped here where they are shown
/// (`paragraphs(_:width:)`), so no text is wrapped by hand for one width.
public enum TextWrapper {
    /// `text` as lines of at most `width` cells.
    /// - Parameters:
    ///   - text: plain text, already cleaned by ``Sanitizer``; escape sequences are not kept whole.
    ///   - width: cells per line; no lines when it is below 1.
    ///   - maxLines: the most lines to return; when text is cut, the last line ends with "…".
    public static func wrap(_ text: String, width: Int, maxLines: Int? = nil) -> [String] {
        guard width > 0 else { return [] }
        if let maxLines, maxLines <= 0 { return [] }
        var lines = lines(of: text, width: width, beyond: maxLines)
        if let maxLines, lines.count > maxLines {
            lines.removeSubrange(maxLines...)
            lines[maxLines - 1] = DisplayWidth.endingWithEllipsis(lines[maxLines - 1], width: width)
        }
        return lines
    }

    /// `text` as lines of at most `width` cells, its own line breaks kept: each of its lines is
    /// a paragraph wrapped by itself, and a line indented with spaces (an example command)
    /// keeps its indent on every line it wraps to. An empty line stays empty.
    /// - Parameters:
    ///   - text: paragraphs separated by "\n", already cleaned by ``Sanitizer``.
    ///   - width: cells per line; an indent that leaves no room is dropped.
    public static func paragraphs(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            if line.allSatisfy(\.isBreakingSpace) { return [""] }
            let indent = line.prefix { $0 == " " }.count
            guard indent > 0, indent < width else { return wrap(String(line), width: width) }
            let margin = String(repeating: " ", count: indent)
            return wrap(String(line), width: width - indent).map { margin + $0 }
        }
    }

    /// The lines of `text` at `width`, each as the layout leaves it (no ellipsis).
    /// - Parameter beyond: when set, stops once the text is known to need more lines than
    ///   this; the first `beyond` lines are final by then (a word moved down for the punctuation
    ///   after it only ever leaves the line just completed), and the rest would be thrown away.
    static func lines(of text: String, width: Int, beyond limit: Int? = nil) -> [String] {
        var layout = Layout(width: width)
        for word in text.split(whereSeparator: \.isBreakingSpace) {
            if let limit, layout.lines.count > limit { break }
            layout.add(word.map { DisplayWidth.of($0) > width ? "…" : $0 })
        }
        return layout.finish()
    }

    /// Greedy line filling, one word at a time.
    private struct Layout {
        let width: Int
        var lines: [String] = []
        var current: [Character] = []
        var currentWidth = 0

        init(width: Int) {
            self.width = width
        }

        mutating func add(_ word: [Character]) {
            let wordWidth = cells(word[...])
            guard !current.isEmpty else { return place(word[...]) }
            if currentWidth + 1 + wordWidth <= width {
                current.append(" ")
                current += word
                currentWidth += 1 + wordWidth
                return
            }
            if word.allSatisfy(Punctuation.closing.contains), let space = current.lastIndex(of: " ") {
                let lastWord = current[(space + 1)...]
                if cells(lastWord) + 1 + wordWidth <= width {
                    let moved = Array(lastWord) + [" "] + word
                    current.removeSubrange(space...)
                    flush()
                    return place(moved[...])
                }
            }
            if word.contains(where: Punctuation.isUnspacedScript) {
                let count = Self.breakablePrefix(of: word[...], within: width - currentWidth - 1, forced: false)
                if count > 0 {
                    current.append(" ")
                    current += word[..<count]
                    flush()
                    return place(word[count...])
                }
            }
            flush()
            place(word[...])
        }

        /// Starts a line with `word`, breaking off full lines while it is too long.
        mutating func place(_ word: ArraySlice<Character>) {
            // The width of what is left is kept, not summed again for each line: a long word
            // would otherwise cost the square of its length.
            var rest = word
            var restWidth = cells(rest)
            while restWidth > width {
                let line = rest.prefix(Self.breakablePrefix(of: rest, within: width, forced: true))
                lines.append(String(line))
                restWidth -= cells(line)
                rest = rest.dropFirst(line.count)
            }
            current = Array(rest)
            currentWidth = restWidth
        }

        mutating func flush() {
            if !current.isEmpty { lines.append(String(current)) }
            current = []
            currentWidth = 0
        }

        mutating func finish() -> [String] {
            flush()
            return lines
        }

        private func cells(_ characters: ArraySlice<Character>) -> Int {
            characters.reduce(0) { $0 + DisplayWidth.of($1) }
        }

        /// How many characters of `word` to put on a line with `room` cells left.
        ///
        /// Prefers the last break opportunity that fits; when `forced` and there is none, cuts at
        /// the last character that fits, stepping back so the next line does not start with
        /// closing punctuation. Returns 0 only when not forced and nothing fits.
        static func breakablePrefix(of word: ArraySlice<Character>, within room: Int, forced: Bool) -> Int {
            // Read in place, by offset from the slice's start: copying the whole word for each
            // line would make a long word cost the square of its length.
            func at(_ offset: Int) -> Character { word[word.startIndex + offset] }
            var fitting = 0
            var used = 0
            for character in word {
                let cells = DisplayWidth.of(character)
                if used + cells > room { break }
                used += cells
                fitting += 1
            }
            if fitting >= word.count { return word.count }
            if fitting > 0 {
                for position in stride(from: fitting, through: 1, by: -1)
                where Punctuation.allowsBreak(between: at(position - 1), and: at(position)) {
                    return position
                }
            }
            guard forced else { return 0 }
            var position = fitting
            while position > 1 && Punctuation.closing.contains(at(position)) { position -= 1 }
            if position >= 1 && !Punctuation.closing.contains(at(position)) { return position }
            return max(fitting, 1)
        }
    }
}

/// The character classes line breaking looks at.
enum Punctuation {
    /// Han or kana: scripts written without spaces between words.
    static func isUnspacedScript(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x2FDF).contains(value) || (0x3040...0x30FF).contains(value)
            || (0x31F0...0x31FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF66...0xFF9F).contains(value) || (0x20000...0x3FFFD).contains(value)
    }

    /// Whether a line may end after `before` and start with `after`, inside a word: next to a
    /// wide character (Hangul, CJK, emoji) or after a hyphen or slash.
    static func allowsBreak(between before: Character, and after: Character) -> Bool {
        if closing.contains(after) || opening.contains(before) { return false }
        if before == "-" || before == "/" { return true }
        return DisplayWidth.of(before) == 2 || DisplayWidth.of(after) == 2
    }

    /// Marks that belong to the word before them and should not start a line.
    static let closing: Set<Character> = [
        ",", ".", "!", "?", ";", ":", ")", "]", "}", "…", "’", "”", "%",
        "、", "。", "，", "．", "！", "？", "；", "：", "）", "］", "｝", "」", "』", "】", "〕",
        "〉", "》", "〙", "〗", "ー", "・", "ゝ", "ゞ", "ヽ", "ヾ", "々", "～", "〜", "゠", "〻",
        // Small kana belong to the sound before them; a Japanese line never starts with one.
        "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ",
        "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ",
        "ㇰ", "ㇱ", "ㇲ", "ㇳ", "ㇴ", "ㇵ", "ㇶ", "ㇷ", "ㇸ", "ㇹ", "ㇺ", "ㇻ", "ㇼ", "ㇽ", "ㇾ", "ㇿ",
    ]

    /// Marks that belong to the word after them and should not end a line.
    private static let opening: Set<Character> = [
        "(", "[", "{", "‘", "“", "（", "［", "｛", "「", "『", "【", "〔", "〈", "《", "〘", "〖",
    ]
}

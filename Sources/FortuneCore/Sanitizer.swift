/// Makes untrusted text (the model's fortune, a server's error message) safe to lay out and
/// print to a terminal.
///
/// A terminal acts on escape sequences wherever they appear: OSC 52 writes the clipboard, CSI
/// clears the screen or moves the cursor, carriage returns and backspaces overwrite what was
/// shown, bidi overrides reorder it. So every ESC-introduced sequence is removed whole, with its
/// 8-bit C1 forms (U+009B CSI, U+009D OSC, U+0090 DCS …), as are all other C0 and C1 controls,
/// DEL and the bidi controls. An unterminated sequence removes the rest of the text: its end is
/// where a terminal would still be swallowing it.
///
/// Line breaks (LF, CR, VT, FF, NEL, U+2028, U+2029) and tabs become a space, since the text is one
/// paragraph; a carriage return is a break rather than nothing, so `abc\rxyz` keeps two words.
/// Runs of whitespace collapse to one space (no-break spaces are kept), and the ends are trimmed.
///
/// The text's characters stay the same wherever it is laid out: a mark that would join the
/// character before it (a combining or spacing mark, ZWJ) is dropped at the start, where it
/// would merge into a border or a padding space, and a mark that joins the character after it
/// (U+0600 ARABIC NUMBER SIGN and the other prepended marks) is dropped before a space or the
/// end, where it would swallow the padding. Text measured alone then measures the same inside a
/// box.
public enum Sanitizer {
    /// `text` without controls, escape sequences or bidi controls, as one paragraph.
    public static func clean(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        var scanner = Scanner(text.unicodeScalars)
        while let scalar = scanner.next() {
            switch scalar.value {
            case 0x1B:
                scanner.skipEscape()
            case 0x9B:
                scanner.skipControlSequence()
            case 0x9D:
                scanner.skipString(bellTerminates: true)
            case 0x90, 0x98, 0x9E, 0x9F:
                scanner.skipString(bellTerminates: false)
            default:
                if Character(scalar).isBreakingSpace {
                    pendingSpace = true
                } else if isRemoved(scalar) {
                    continue
                } else {
                    if pendingSpace {
                        dropDanglingPrepends(&output)
                        if !output.isEmpty { output.append(" ") }
                    }
                    pendingSpace = false
                    if output.isEmpty && joinsPrevious(scalar) { continue }
                    output.append(scalar)
                }
            }
        }
        dropDanglingPrepends(&output)
        return String(output)
    }

    /// A one-line message (an error from a server, a hook's output) cleaned the same way.
    public static func cleanLine(_ text: String) -> String {
        clean(text)
    }

    /// Removes prepended marks from the end of `output`, with the space before them: with
    /// nothing after them to join, they would join whatever is put next to the text.
    private static func dropDanglingPrepends(_ output: inout String.UnicodeScalarView) {
        guard let last = output.last, joinsNext(last) else { return }
        while let last = output.last, joinsNext(last) { output.removeLast() }
        if output.last == " " { output.removeLast() }
    }

    /// Whether `scalar` makes one character with a letter after it: Unicode's Prepend class,
    /// as the standard library's grapheme breaking knows it.
    private static func joinsNext(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && pair(scalar, "0").count == 1
    }

    /// Whether `scalar` makes one character with a space before it: combining and spacing
    /// marks, ZWJ.
    private static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && pair(" ", scalar).count == 1
    }

    private static func pair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(first)
        scalars.append(second)
        return String(scalars)
    }

    /// Controls that remain after the sequences are gone, and the bidi controls.
    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Reads scalars and skips the bodies of escape sequences (ECMA-48).
    private struct Scanner {
        private let scalars: String.UnicodeScalarView
        private var index: String.UnicodeScalarView.Index

        init(_ scalars: String.UnicodeScalarView) {
            self.scalars = scalars
            self.index = scalars.startIndex
        }

        mutating func next() -> Unicode.Scalar? {
            guard index < scalars.endIndex else { return nil }
            defer { index = scalars.index(after: index) }
            return scalars[index]
        }

        private func peek() -> UInt32? {
            index < scalars.endIndex ? scalars[index].value : nil
        }

        /// After ESC: `[` CSI, `]` OSC, `P` `X` `^` `_` strings, intermediates and a final byte,
        /// or one final byte. ESC before anything else is dropped alone.
        mutating func skipEscape() {
            guard let introducer = peek() else { return }
            switch introducer {
            case 0x5B:
                _ = next()
                skipControlSequence()
            case 0x5D:
                _ = next()
                skipString(bellTerminates: true)
            case 0x50, 0x58, 0x5E, 0x5F:
                _ = next()
                skipString(bellTerminates: false)
            case 0x20...0x2F:
                while let byte = peek(), (0x20...0x2F).contains(byte) { _ = next() }
                if let byte = peek(), (0x30...0x7E).contains(byte) { _ = next() }
            case 0x30...0x7E:
                _ = next()
            default:
                break
            }
        }

        /// Parameters and intermediates (0x20–0x3F), then the final byte (0x40–0x7E). Anything
        /// else ends the sequence unconsumed, as a terminal would abort it.
        mutating func skipControlSequence() {
            while let byte = peek() {
                if (0x20...0x3F).contains(byte) {
                    _ = next()
                } else {
                    if (0x40...0x7E).contains(byte) { _ = next() }
                    return
                }
            }
        }

        /// An OSC, DCS, SOS, PM or APC body up to its terminator: ST (ESC \ or U+009C), or BEL
        /// for OSC. ESC before anything but `\` ends the string and starts a new sequence.
        mutating func skipString(bellTerminates: Bool) {
            while let byte = peek() {
                switch byte {
                case 0x9C:
                    _ = next()
                    return
                case 0x07 where bellTerminates:
                    _ = next()
                    return
                case 0x1B:
                    _ = next()
                    if peek() == 0x5C { _ = next() } else { skipEscape() }
                    return
                default:
                    _ = next()
                }
            }
        }
    }
}

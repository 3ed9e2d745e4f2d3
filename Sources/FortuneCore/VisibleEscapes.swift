extension StringProtocol {
    /// The text with every character a terminal would act on written as an escape: `\e`, `\n`,
    /// `\r`, `\t`, and `\u{9B}` or `\u{202E}` for the other controls and the bidi controls.
    ///
    /// For text a user supplied (an argument, an environment variable, a key of the
    /// configuration file, a path) echoed in a message. Unlike `Sanitizer.clean`, which drops
    /// what a model or a server wrote, this shows what was typed: a stray ESC or a pasted
    /// right-to-left override is the very mistake the message has to point at. Either way no
    /// escape sequence reaches the terminal, and a message that is one line stays one line
    /// (`pick $'bogus\nfortune: all good'` cannot forge a second line).
    package var visiblyEscaped: String {
        var output = ""
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x1B: output += "\\e"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case _ where Self.isEscaped(scalar):
                let digits = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u{" + (digits.count < 2 ? "0" + digits : digits) + "}"
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// What a user typed, as a message quotes it: `visiblyEscaped`, and at most
    /// `longestEcho` characters of it, then `…`, so a 100 KB argument still makes one
    /// readable line.
    package var echoed: String {
        let scalars = unicodeScalars
        guard scalars.count > longestEcho else { return visiblyEscaped }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: scalars.prefix(longestEcho))
        return String(cut).visiblyEscaped + "…"
    }

    /// How many characters of a user's text `echoed` quotes: more than any name or path.
    package var longestEcho: Int { 200 }

    /// C0 and C1 controls, DEL, the line and paragraph separators and the bidi controls: what
    /// moves the cursor, starts a sequence, breaks the line or reorders it.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

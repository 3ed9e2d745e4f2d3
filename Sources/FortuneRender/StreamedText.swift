import FortuneCore

/// What to write of a streamed, untrusted text as each piece arrives, so that the terminal only
/// ever receives sanitised text.
///
/// An escape sequence may be split across pieces, so the whole text so far is sanitised each
/// time and only what extends what was already written is returned. "Extends" is judged in
/// Unicode scalars, not characters: a later piece may add a combining mark or a joiner to the
/// last character written, which changes that character but still extends the scalars.
public struct StreamedText: Sendable {
    private var received = ""
    private var written: [Unicode.Scalar] = []

    public init() {}

    /// Takes the next piece; returns the text to write now (often empty).
    public mutating func append(_ piece: String) -> String {
        received += piece
        let clean = Array(Sanitizer.clean(received).unicodeScalars)
        guard clean.count > written.count, clean.starts(with: written) else { return "" }
        let addition = clean[written.count...]
        written = clean
        return String(String.UnicodeScalarView(addition))
    }

    /// What of the final `text` is still to be written; empty when what was written is not its
    /// beginning (the caller then knows the stored text differs from the shown one).
    public func remainder(of text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.starts(with: written) else { return "" }
        return String(String.UnicodeScalarView(scalars[written.count...]))
    }
}

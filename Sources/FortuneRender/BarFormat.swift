import FortuneCore

/// The text a status bar shows, as a template (`barFormat` in `config.json`):
///
///     {icon} {line}          the default: 🐓 (yesterday) A good day to…
///     {sign}: {line}         Rooster: A good day to…
///
/// Placeholders: `{icon}` the sign's emoji (🔮 before a sign is picked; nothing in ASCII or
/// where the widget shows no emoji), `{sign}` the sign's name in the widget's language (nothing
/// before one is picked), `{line}` the widget's line without its emoji, what bare `fortune`
/// prints, and `{state}` the state's name as Waybar's `class` gives it (`fortune`,
/// `stale failed`, …). Any other text is kept as written. A placeholder that comes out empty
/// takes one space beside it away, so `{icon} {line}` has no leading space in ASCII. The text is
/// then fitted to the width and escaped for the bar, as the line always is.
public struct BarFormat: Sendable, Hashable {
    /// The template as written.
    public let template: String
    private let segments: [Segment]

    /// `{icon} {line}`: the widget's own line.
    public static let standard = BarFormat(validTemplate: "{icon} {line}")

    /// The names between braces that a template may use.
    public static let placeholders = ["icon", "sign", "line", "state"]

    private enum Segment: Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The format of `template`; nil when it names a placeholder that does not exist (a word of
    /// letters between braces that is not one of ``placeholders``).
    public init?(_ template: String) {
        guard let segments = Self.segments(of: template) else { return nil }
        self.template = template
        self.segments = segments
    }

    private init(validTemplate template: String) {
        self.template = template
        segments = Self.segments(of: template) ?? [.literal(template)]
    }

    /// Whether `byte` is an ASCII letter; a byte test, since `Character.isLetter` reads the
    /// Unicode tables on every start of a status bar's command.
    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The template split into text and placeholders; nil when a placeholder is unknown.
    ///
    /// One pass: after each `{` only the letters that follow are read, so a template of
    /// thousands of braces costs no more than its length. The text between placeholders is
    /// cleaned as a model's text is (`Sanitizer.cleanLine`): a control byte or bidi control
    /// written into `config.json` reaches no bar.
    private static func segments(of template: String) -> [Segment]? {
        var segments: [Segment] = []
        var literal = ""
        func endLiteral() {
            let cleaned = Self.cleaned(literal)
            if !cleaned.isEmpty { segments.append(.literal(cleaned)) }
            literal = ""
        }
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            literal += String(rest[..<open])
            let afterOpen = rest.index(after: open)
            let name = rest[afterOpen...].utf8.prefix(while: Self.isASCIILetter)
            guard !name.isEmpty, name.endIndex < rest.endIndex, rest[name.endIndex] == "}" else {
                literal += "{"
                rest = rest[afterOpen...]
                continue
            }
            let placeholder = String(Substring(name))
            guard placeholders.contains(placeholder) else { return nil }
            endLiteral()
            segments.append(.placeholder(placeholder))
            rest = rest[rest.index(after: name.endIndex)...]
        }
        literal += String(rest)
        endLiteral()
        return segments
    }

    /// `literal` without control bytes, escape sequences or bidi controls, its spaces kept as
    /// written; as it is, without a look at the Unicode tables, when it has none (the case at
    /// every start of a status bar's command).
    private static func cleaned(_ literal: String) -> String {
        let suspect = literal.unicodeScalars.contains {
            switch $0.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
        guard suspect else { return literal }
        let edge: (Unicode.Scalar?) -> String = { $0 == " " ? " " : "" }
        let core = Sanitizer.cleanLine(literal)
        guard !core.isEmpty else { return edge(literal.unicodeScalars.first) }
        return edge(literal.unicodeScalars.first) + core + edge(literal.unicodeScalars.last)
    }

    /// The template filled in from `content`, on one line, not yet fitted.
    func text(for content: WidgetContent) -> String {
        var text = ""
        var dropLeadingSpace = false
        for segment in segments {
            switch segment {
            case .literal(var literal):
                if dropLeadingSpace, literal.first == " " { literal.removeFirst() }
                dropLeadingSpace = false
                text += literal
            case .placeholder(let name):
                let value = Self.value(of: name, in: content)
                if value.isEmpty {
                    if text.last == " " { text.removeLast() } else { dropLeadingSpace = true }
                } else {
                    text += value
                }
            }
        }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    private static func value(of placeholder: String, in content: WidgetContent) -> String {
        switch placeholder {
        case "icon": content.icon
        case "sign": content.signName
        case "line": content.sentence
        case "state": content.className
        default: ""
        }
    }
}

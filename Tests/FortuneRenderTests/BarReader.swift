import FoundationEssentials

/// What a status bar makes of one output of `fortune widget --format NAME`.
struct BarReading {
    /// What the bar shows on its line, with the markup it acts on taken away and entities decoded.
    var line = ""
    /// The other texts the bar shows from the same output: a tooltip, a short text.
    var others: [String] = []
    /// Markup the bar would act on, other than the state's colour the format writes around the
    /// line: a tag, a colour, a command.
    var liveMarkup: [String] = []
    /// How the output breaks the bar's record: a line too many, a missing field.
    var problems: [String] = []
    /// Cells the format's escaping adds to the line after it was fitted to the width.
    var escapeCells = 0
}

/// A status bar reading an output as the bar itself would: the conformance fixture of a format
/// of `StatusBarFormats.all`, keyed by its name. A new format needs its reader here.
struct BarReader: Sendable {
    let read: @Sendable (String) -> BarReading

    static let byName: [String: BarReader] = [
        "waybar": waybar,
        "i3blocks": i3blocks,
        "tmux": tmux,
        "polybar": polybar,
    ]

    /// One JSON object on one line; `text` and `tooltip` in Pango markup.
    static let waybar = BarReader { output in
        var reading = BarReading()
        if output.contains("\n") { reading.problems.append("more than one line") }
        guard let object = try? JSONDecoder().decode([String: String].self, from: Data(output.utf8)) else {
            reading.problems.append("not one JSON object of strings")
            return reading
        }
        if Set(object.keys) != ["text", "alt", "tooltip", "class"] {
            reading.problems.append("keys \(object.keys.sorted())")
        }
        let text = pango(object["text"] ?? "")
        let tooltip = pango(object["tooltip"] ?? "")
        reading.line = text.shown
        reading.others = [tooltip.shown]
        reading.liveMarkup = text.tags + tooltip.tags
        reading.problems += text.problems + tooltip.problems
        for key in ["alt", "class"] where !(object[key] ?? "").allSatisfy({ $0.isLowercase || $0 == " " }) {
            reading.problems.append("\(key) is not a state's or a sign's name: \(object[key] ?? "")")
        }
        return reading
    }

    /// i3blocks without `markup=pango`, as Config/i3blocks.conf sets it up: plain text, the full
    /// text, the short text and an optional colour, one per line.
    static let i3blocks = BarReader { output in
        var reading = BarReading()
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if !(2...3).contains(lines.count) { reading.problems.append("\(lines.count) lines") }
        if lines.count == 3, !isColour(lines[2][...]) { reading.problems.append("a third line that is no colour") }
        reading.line = lines.first ?? ""
        reading.others = Array(lines.dropFirst())
        return reading
    }

    /// A tmux status format: `##` is `#`; any other `#` starts a format, `#[style]`,
    /// `#(command)`, `#{variable}` or `#H`.
    static let tmux = BarReader { output in
        var reading = BarReading()
        if output.contains("\n") { reading.problems.append("more than one line") }
        var rest = unwrapped(output[...], opening: "#[fg=", closing: "]", end: "#[fg=default]")
        while let character = rest.first {
            rest = rest.dropFirst()
            guard character == "#" else {
                reading.line.append(character)
                continue
            }
            if rest.first == "#" {
                reading.line.append("#")
                rest = rest.dropFirst()
            } else {
                reading.liveMarkup.append("#" + rest.prefix(12))
            }
        }
        return reading
    }

    /// A polybar `custom/script` line: `%{` opens a tag, up to `}`. The format's escaping puts
    /// a space in each `%{` of the text, after the line is fitted.
    static let polybar = BarReader { output in
        var reading = BarReading()
        if output.contains("\n") { reading.problems.append("more than one line") }
        var rest = unwrapped(output[...], opening: "%{F", closing: "}", end: "%{F-}")
        while !rest.isEmpty {
            if rest.hasPrefix("%{") {
                let end = rest.firstIndex(of: "}").map(rest.index(after:)) ?? rest.endIndex
                reading.liveMarkup.append(String(rest[..<end]))
                rest = rest[end...]
            } else {
                reading.line.append(rest.removeFirst())
            }
        }
        reading.escapeCells = reading.line.ranges(of: "% {").count
        return reading
    }

    /// `output` without the state's colour the format writes around it, `opening#RRGGBBclosing`
    /// before and `end` after; as it is when it has none.
    static func unwrapped(_ output: Substring, opening: String, closing: String, end: String) -> Substring {
        guard output.hasPrefix(opening), output.hasSuffix(end) else { return output }
        let colour = output.dropFirst(opening.count).prefix(7)
        let body = output.dropFirst(opening.count + 7)
        guard isColour(colour), body.hasPrefix(closing) else { return output }
        return body.dropFirst(closing.count).dropLast(end.count)
    }

    /// Whether `text` is `#RRGGBB`.
    static func isColour(_ text: Substring) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// The entities Pango decodes.
    static let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&apos;": "'"]

    /// Pango markup read: what it shows, its tags, and an `&` that starts no entity (Pango
    /// refuses the whole text).
    static func pango(_ markup: String) -> (shown: String, tags: [String], problems: [String]) {
        var shown = ""
        var tags: [String] = []
        var problems: [String] = []
        var rest = markup[...]
        while let character = rest.first {
            switch character {
            case "<":
                let end = rest.firstIndex(of: ">").map(rest.index(after:)) ?? rest.endIndex
                tags.append(String(rest[..<end].prefix(40)))
                rest = rest[end...]
            case "&":
                if let (entity, decoded) = entities.first(where: { rest.hasPrefix($0.key) }) {
                    shown += decoded
                    rest = rest.dropFirst(entity.count)
                } else {
                    problems.append("a bare &: \(rest.prefix(12))")
                    shown.append("&")
                    rest = rest.dropFirst()
                }
            default:
                shown.append(character)
                rest = rest.dropFirst()
            }
        }
        return (shown, tags, problems)
    }
}

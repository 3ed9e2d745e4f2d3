import FoundationEssentials
import FortuneCore
import FortuneZodiac

/// The status bars' formats and the JSON format, from laid-out widget content.
///
/// Each bar gets plain text escaped for its own markup (``MarkupEscaping``) and never an escape
/// sequence. JSON keys are sorted so the output is the same from run to run.
enum FormatEncoders {
    /// The card and its rendered lines, one compact object on one line (so a stream of them is
    /// JSON Lines); absent values are `null`.
    static func json(_ content: WidgetContent, family: WidgetFamily, width: Int, lines: [String]) -> String {
        let card = content.card
        let model = card?.fortune.map { Sanitizer.clean($0.model) }
        let record = EntryRecord(
            sign: card?.sign.rawValue,
            state: content.stateName,
            day: content.day.description,
            fortuneDay: card?.fortune?.day.description,
            text: content.text,
            failure: content.failure,
            model: model.flatMap { $0.isEmpty ? nil : $0 },
            family: family.rawValue,
            width: width,
            lines: lines
        )
        return encode(record)
    }

    /// A status bar's output for `content`, whose text is `line` (fitted, plain, not escaped).
    static func bar(_ format: WidgetFormat, content: WidgetContent, line: String, shortWidth: Int, accent: AccentColor)
        -> String
    {
        switch format {
        case .waybar: waybar(content, line: line)
        case .i3blocks: i3blocks(content, line: line, shortWidth: shortWidth, accent: accent)
        case .tmux: BarStyle(content: content, accent: accent).tmux(MarkupEscaping.tmux(line))
        case .polybar: BarStyle(content: content, accent: accent).polybar(MarkupEscaping.polybar(line))
        case .text, .json: line
        }
    }

    /// Waybar's `return-type: json`: one object on one line, with Pango markup escaped. The
    /// class is the state's name, with `failed` added when a good fortune is shown although the
    /// last refresh failed (`stale failed`), so a style sheet can mark it.
    static func waybar(_ content: WidgetContent, line: String) -> String {
        let tooltip = content.charset == .ascii ? ASCIIFallback.drawing(content.tooltip) : content.tooltip
        return encodeComplete(
            WaybarRecord(
                text: MarkupEscaping.pango(line),
                alt: content.card?.sign.rawValue ?? content.stateName,
                tooltip: MarkupEscaping.pango(tooltip),
                className: content.className
            ))
    }

    /// i3blocks' three lines: the full text, the short text, and a colour when there is one.
    static func i3blocks(_ content: WidgetContent, line: String, shortWidth: Int, accent: AccentColor) -> String {
        var short = DisplayWidth.truncate(content.shortInline, toWidth: shortWidth)
        if content.charset == .ascii { short = ASCIIFallback.drawing(short) }
        var lines = [MarkupEscaping.i3blocks(line), MarkupEscaping.i3blocks(short)]
        if let colour = BarStyle(content: content, accent: accent).i3blocksColour {
            lines.append(colour)
        }
        return lines.joined(separator: "\n")
    }

    /// One line of JSON with every key, `null` for an absent value, as every `--json`.
    private static func encode(_ value: some Encodable) -> String {
        (try? OneShotJSON.encode(value)) ?? "{}"
    }

    /// One line of JSON for a record that has no absent value: the stable encoder alone, which
    /// costs a status bar's start less than `OneShotJSON`'s tree.
    private static func encodeComplete(_ value: some Encodable) -> String {
        guard let data = try? JSONEncoder.stable().encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private struct EntryRecord: Encodable {
        let sign: String?
        let state: String
        let day: String
        let fortuneDay: String?
        let text: String?
        let failure: String?
        let model: String?
        let family: String
        let width: Int
        let lines: [String]

    }

    private struct WaybarRecord: Encodable {
        let text: String
        let alt: String
        let tooltip: String
        let className: String

        private enum CodingKeys: String, CodingKey {
            case text, alt, tooltip
            case className = "class"
        }
    }
}

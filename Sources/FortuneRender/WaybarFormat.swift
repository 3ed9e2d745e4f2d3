import FoundationEssentials
import FortuneCore

/// Waybar's custom module with `return-type: json`: one object per line, its `text` and
/// `tooltip` in Pango markup, its `class` the state's name for the style sheet to colour.
public struct WaybarFormat: StatusBarFormat {
    public let name = "waybar"
    public let reload = StatusBarReload.signal(process: "waybar")

    public init() {}

    /// Pango markup, as Waybar reads `text` and `tooltip`: `& < > ' "` become entities. Line
    /// breaks stay: the JSON string holds them, and a tooltip has several lines.
    public func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "'": escaped += "&#39;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The class: the state's name, with `failed` added when a good fortune is shown although
    /// the last refresh failed (`stale failed`), so a style sheet can mark it.
    public func style(_ state: BarState) -> String {
        state.className
    }

    /// One object on one line, its keys sorted so the output is the same from run to run.
    public func encode(_ line: BarLine<Self>) -> String {
        let record = Record(text: line.text, alt: line.alt, tooltip: line.tooltip, className: line.style)
        // The stable encoder alone, which costs a status bar's start less than `OneShotJSON`'s
        // tree: the record has no absent value.
        guard let data = try? JSONEncoder.stable().encode(record) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private struct Record: Encodable {
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

extension WidgetFormat {
    /// ``WaybarFormat``.
    public static var waybar: WidgetFormat { .bar(WaybarFormat()) }
}

import FoundationEssentials
import FortuneCore

/// `--format json`: the card and its rendered lines, for scripts. Keys are sorted so the output
/// is the same from run to run.
enum EntryJSON {
    /// One compact object on one line (so a stream of them is JSON Lines); absent values are
    /// `null`.
    static func encode(_ content: WidgetContent, family: WidgetFamily, width: Int, lines: [String]) -> String {
        let card = content.card
        let model = card?.fortune.map { Sanitizer.clean($0.model) }
        let record = Record(
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
        // Every key, `null` for an absent value, as every `--json`.
        return (try? OneShotJSON.encode(record)) ?? "{}"
    }

    private struct Record: Encodable {
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
}

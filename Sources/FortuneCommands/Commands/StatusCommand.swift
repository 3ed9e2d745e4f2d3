import FortuneCore
import FortuneRender

/// `fortune status`: what is stored and configured (`StatusReport`), as JSON or as labelled
/// rows in the reader's language.
struct StatusCommand: JSONFlagCommand {
    static let name = "status"

    let json: Bool

    func run(_ context: AppContext) async throws -> ExitStatus {
        let report = try StatusReport(context)
        if json {
            try Console.json(report.record)
            return .ok
        }
        let language = report.language
        let rows = report.rows(in: language)
        let labels = rows.map { Message("status.row.\($0.key)").text(in: language) }
        // The values in one column, past the widest label shown and a space; at column 11 in English.
        let width = max(11, 1 + (labels.map(DisplayWidth.of).max() ?? 0))
        for (label, row) in zip(labels, rows) {
            Console.out(DisplayWidth.pad(label, toWidth: width) + row.value)
        }
        return .ok
    }
}

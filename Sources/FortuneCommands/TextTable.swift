import FortuneCore
import FortuneRender

/// Rows of text in aligned columns, for commands that list things.
enum TextTable {
    /// The rows with each column padded to its widest field, counted in terminal cells (Hangul
    /// and Han are two), two spaces between columns, no trailing spaces. Every row has the
    /// same number of fields.
    static func render(_ rows: [[String]]) -> String {
        guard let first = rows.first else { return "" }
        let widths = (0..<first.count).map { column in
            rows.map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        return rows.map { row in
            var line = ""
            for (column, field) in row.enumerated() where !field.isEmpty || column < row.count - 1 {
                if column > 0 { line += "  " }
                let last = column == row.count - 1
                line += last ? field : DisplayWidth.pad(field, toWidth: widths[column])
            }
            return String(line.trimmingSuffix { $0 == " " })
        }.joined(separator: "\n")
    }
}

import FortuneCore

/// A box of a fixed size in cells, drawn with rounded corners around lines of text:
///
///     ╭─ Rooster ──────────╮
///     │ A good day to sign │
///     │ the contract.      │
///     ╰─────── 2025-03-14 ─╯
///
/// Every line it returns is exactly `width` cells (``DisplayWidth``), whatever the content:
/// lines too wide are cut with "…", missing lines are blank, a title or footer too long for its
/// border is cut. Content is padded by one space on each side.
public enum TextBox {
    /// The box's lines, top border first.
    /// - Parameters:
    ///   - lines: the content, one entry per line, already wrapped and cleaned.
    ///   - width: the outer width in cells, borders included. Below 2 no border fits, and the
    ///     lines are blank; below 5 the border is drawn with no room for content.
    ///   - height: the outer height, borders included; nil fits the content. Content that does not
    ///     fit is cut, its last shown line ending with "…". Height 1 is the top border alone.
    ///   - title: shown at the left of the top border.
    ///   - footer: shown at the right of the bottom border.
    ///   - style: applied to each run of border characters (e.g. ``ANSIStyle/dim(_:)``).
    ///   - labelStyle: applied to the title and footer after they are fitted.
    public static func draw(
        lines: [String],
        width: Int,
        height: Int? = nil,
        title: String? = nil,
        footer: String? = nil,
        style: (String) -> String = { $0 },
        labelStyle: (String) -> String = { $0 }
    ) -> [String] {
        let outerHeight = height ?? lines.count + 2
        guard outerHeight > 0 else { return [] }
        guard width >= 2 else {
            return Array(repeating: DisplayWidth.spaces(width), count: outerHeight)
        }
        let rowCount = max(0, outerHeight - 2)
        var content = Array(lines.prefix(rowCount))
        if lines.count > rowCount, rowCount > 0 {
            // Padding, such as the gap beside a picture, would leave the "…" adrift.
            let last = content[rowCount - 1].trimmingSuffix { $0 == " " }
            content[rowCount - 1] = DisplayWidth.endingWithEllipsis(last, width: width - 4)
        }
        content += Array(repeating: "", count: rowCount - content.count)

        /// A top or bottom border, with `label` set in it as `─ label ─` when there is room for
        /// at least one cell of it.
        func border(_ left: String, _ right: String, _ label: String?, atEnd: Bool) -> String {
            let room = width - 6
            guard let label, !label.isEmpty, room >= 1 else {
                return style(left + String(repeating: "─", count: width - 2) + right)
            }
            let fitted = DisplayWidth.truncate(label, toWidth: room)
            let rule = String(repeating: "─", count: room - DisplayWidth.of(fitted) + 1)
            let text = " " + labelStyle(fitted) + " "
            if atEnd { return style(left + rule) + text + style("─" + right) }
            return style(left + "─") + text + style(rule + right)
        }
        var box = [border("╭", "╮", title, atEnd: false)]
        guard outerHeight > 1 else { return box }
        let side = style("│")
        for line in content {
            if width >= 5 {
                box.append(side + " " + DisplayWidth.pad(line, toWidth: width - 4) + " " + side)
            } else {
                box.append(side + DisplayWidth.spaces(width - 2) + side)
            }
        }
        box.append(border("╰", "╯", footer, atEnd: true))
        return box
    }
}

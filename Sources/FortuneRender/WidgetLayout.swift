import FortuneCore
import FortuneZodiac

/// Lays widget content out in cells: a family's box, or one line.
enum WidgetLayout {
    /// The content in a box of `width` × `height` cells; every line is exactly `width` cells.
    static func box(_ content: WidgetContent, width: Int, height: Int, style: ANSIStyle) -> [String] {
        let rows = max(0, height - 2)
        let inner = max(0, width - 4)
        var lines = body(content.body, rows: rows, inner: inner, style: style)
        if content.centred, lines.count < rows {
            lines = Array(repeating: "", count: (rows - lines.count) / 2) + lines
        }
        return TextBox.draw(
            lines: lines,
            width: width,
            height: height,
            title: content.title,
            footer: content.footer,
            style: style.accent,
            labelStyle: { apply(content.labelTone, to: $0, style: style) }
        )
    }

    /// The content as one line of at most `width` cells, cut with "…" when longer.
    ///
    /// The plain line is fitted first, then each part is styled, since wrapping does not keep
    /// escape sequences whole.
    static func line(_ content: WidgetContent, width: Int, style: ANSIStyle) -> String {
        let parts = content.inline.filter { !$0.text.isEmpty }
        let fitted = fitLine(PhraseSpacing.joined(parts.map(\.text)), width: max(0, width))
        guard style.isEnabled else { return fitted }
        var rest = Substring(fitted)
        var styled: [String] = []
        for part in parts where !rest.isEmpty {
            if let before = styled.isEmpty ? nil : parts[styled.count - 1].text {
                styled[styled.count - 1] += PhraseSpacing.separator(between: before, and: part.text)
            }
            if rest.hasPrefix(part.text) {
                styled.append(apply(part.tone, to: part.text, style: style))
                rest = rest.dropFirst(part.text.count).drop { $0 == " " }
            } else {
                styled.append(apply(part.tone, to: String(rest), style: style))
                rest = ""
            }
        }
        return styled.joined()
    }

    /// `text` with `tone`'s escape sequences, or as it is when colour is off.
    static func apply(_ tone: WidgetContent.Tone, to text: String, style: ANSIStyle) -> String {
        switch tone {
        case .plain: text
        case .dim: style.dim(text)
        case .bold: style.bold(text)
        case .accent: style.accent(style.bold(text))
        }
    }

    /// The body's lines, `inner` cells wide at most; the flexible block gets the rows the
    /// others leave, and at least one.
    private static func body(_ blocks: [WidgetContent.Block], rows: Int, inner: Int, style: ANSIStyle) -> [String] {
        func fixedLines(_ block: WidgetContent.Block) -> [String]? {
            switch block {
            case .paragraph(let text, let tone):
                TextWrapper.wrap(text, width: inner).map { apply(tone, to: $0, style: style) }
            case .blank:
                [""]
            case .hint(let label, let command, let tone):
                (DisplayWidth.of(PhraseSpacing.joined([label, command])) <= inner
                    ? [PhraseSpacing.joined([label, command])] : TextWrapper.wrap(command, width: inner))
                    .map { apply(tone, to: $0, style: style) }
            case .art(let sign, let name, let otherNames):
                art(sign, name: name, otherNames: otherNames, rows: rows, inner: inner, style: style)
            case .bars:
                bars(rows: rows, inner: inner).map(style.dim)
            case .flexible:
                nil
            }
        }
        let fixed = blocks.map(fixedLines)
        let budget = max(1, rows - fixed.reduce(0) { $0 + ($1?.count ?? 0) })
        return zip(blocks, fixed).flatMap { block, lines -> [String] in
            if let lines { return lines }
            guard case .flexible(let text, let tone) = block else { return [] }
            return wrap(text, width: inner, maxLines: budget).map { apply(tone, to: $0, style: style) }
        }
    }

    /// The sign's picture, centred, with its names and the hint to show the fortune beside it
    /// when they fit, or the hint under it when a row is left.
    private static func art(_ sign: Sign, name: String, otherNames: String, rows: Int, inner: Int, style: ANSIStyle)
        -> [String]
    {
        let picture = sign.art.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pictureWidth = picture.map { DisplayWidth.of($0) }.max() ?? 0
        let caption = [
            style.bold(name),
            otherNames,
            "",
            style.dim(WidgetContent.showHint),
        ]
        let captionWidth = caption.map { DisplayWidth.of($0) }.max() ?? 0
        let gap = 3
        if pictureWidth + gap + captionWidth <= inner {
            let height = max(picture.count, caption.count)
            let pictureTop = (height - picture.count) / 2
            let captionTop = (height - caption.count) / 2
            let margin = DisplayWidth.spaces((inner - pictureWidth - gap - captionWidth) / 2)
            return (0..<height).map { row in
                let left = row >= pictureTop && row - pictureTop < picture.count ? picture[row - pictureTop] : ""
                let right = row >= captionTop && row - captionTop < caption.count ? caption[row - captionTop] : ""
                return margin + DisplayWidth.pad(left, toWidth: pictureWidth) + DisplayWidth.spaces(gap) + right
            }
        }
        let margin = DisplayWidth.spaces((inner - pictureWidth) / 2)
        var lines = picture.map { margin + $0 }
        if rows > lines.count {
            lines.append(style.dim(DisplayWidth.center(WidgetContent.showHint, toWidth: inner)))
        }
        return lines
    }

    /// Lines of bars with gaps like words, of varied lengths like a paragraph's lines.
    private static func bars(rows: Int, inner: Int) -> [String] {
        let lineShares = [100, 90, 96, 60]
        return (0..<min(rows, lineShares.count)).map { row in
            WidgetContent.redactedWords(cells: max(1, inner * lineShares[row] / 100), offset: row * 3 + 1)
        }
    }

    /// `text` wrapped in at most `maxLines` lines; when it needs more, the last line ends with
    /// "…" after its last whole word, or cut by cells when it is one word.
    static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines = TextWrapper.lines(of: text, width: width, beyond: maxLines > 0 ? maxLines : nil)
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        lines.removeSubrange(maxLines...)
        var last = lines[maxLines - 1].trimmingSuffix { [",", ".", ";", ":", "、", "。", "，"].contains($0) }
        if DisplayWidth.of(last) + 1 > width, let space = last.lastIndex(of: " "), space > last.startIndex {
            last = last[..<space]
        }
        lines[maxLines - 1] = DisplayWidth.endingWithEllipsis(last, width: width)
        return lines
    }

    /// `text` on one line of `width` cells: cut after a whole word and ended with "…", unless
    /// that would leave less than half the line, as when the first word is long.
    static func fitLine(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let byWord = wrap(text, width: width, maxLines: 1).first ?? ""
        return DisplayWidth.of(byWord) * 2 >= width ? byWord : DisplayWidth.truncate(text, toWidth: width)
    }
}

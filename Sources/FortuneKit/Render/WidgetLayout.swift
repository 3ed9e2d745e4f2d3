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
    static func line(_ content: WidgetContent, width: Int, style: ANSIStyle) -> String {
        let parts = content.inline
            .filter { !$0.text.isEmpty }
            .map { apply($0.tone, to: $0.text, style: style) }
        return DisplayWidth.truncate(parts.joined(separator: " "), toWidth: width)
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
            case .art(let sign):
                art(sign, rows: rows, inner: inner, style: style)
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
            return TextWrapper.wrap(text, width: inner, maxLines: budget).map { apply(tone, to: $0, style: style) }
        }
    }

    /// The sign's picture, centred, with its names and the hint to show the fortune beside it
    /// when they fit, or the hint under it when a row is left.
    private static func art(_ sign: Sign, rows: Int, inner: Int, style: ANSIStyle) -> [String] {
        let picture = sign.art.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pictureWidth = picture.map { DisplayWidth.of($0) }.max() ?? 0
        let caption = [
            style.bold(sign.englishName),
            "\(sign.koreanName)띠 · \(sign.chineseCharacter)",
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
        let wordLengths = [6, 4, 8, 3, 5, 7, 4, 6, 2]
        var wordIndex = 0
        return (0..<min(rows, lineShares.count)).map { row in
            let target = max(1, inner * lineShares[row] / 100)
            var line = ""
            var used = 0
            while true {
                let room = target - used - (used > 0 ? 1 : 0)
                guard room > 0 else { break }
                if used > 0 {
                    line += " "
                    used += 1
                }
                let length = min(wordLengths[wordIndex % wordLengths.count], room)
                wordIndex += 1
                line += WidgetContent.redacted(cells: length)
                used += length
            }
            return line
        }
    }
}

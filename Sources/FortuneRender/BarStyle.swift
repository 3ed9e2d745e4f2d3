/// The colour a status bar gives the widget's line in each state: red for a failure (also
/// when a good fortune is shown with the failure mark), grey for what is not today's fortune,
/// the accent for the sign's picture, and for today's fortune in i3blocks.
///
/// i3blocks takes it as its colour line; tmux and polybar as markup around the escaped line,
/// `#[fg=#FF0000]…#[fg=default]` and `%{F#FF0000}…%{F-}`, which give back the bar's own colour
/// after it. Today's fortune keeps the bar's own colour in tmux and polybar, as it always has.
struct BarStyle {
    let content: WidgetContent
    let accent: AccentColor

    private enum Kind {
        case failure, muted, picture, fortune
    }

    private var kind: Kind {
        if content.showsFailureMark || content.stateName == WidgetContent.errorState { return .failure }
        switch FortuneCard.State(rawValue: content.stateName) {
        case .failed: return .failure
        case .empty, .stale, .placeholder, nil: return .muted
        case .hidden: return .picture
        case .fortune: return .fortune
        }
    }

    /// The colour of the state, `#RRGGBB`; nil for none.
    private func colour(forFortune fortune: String?) -> String? {
        switch kind {
        case .failure: AccentColor.red.hexColour
        case .muted: AccentColor.brightBlack.hexColour
        case .picture: accent.hexColour
        case .fortune: fortune
        }
    }

    /// i3blocks' colour line: the accent for today's fortune too.
    var i3blocksColour: String? { colour(forFortune: accent.hexColour) }

    /// `line`, already escaped for tmux, in the state's colour.
    func tmux(_ line: String) -> String {
        guard let colour = colour(forFortune: nil), !line.isEmpty else { return line }
        return "#[fg=\(colour)]\(line)#[fg=default]"
    }

    /// `line`, already escaped for polybar, in the state's colour.
    func polybar(_ line: String) -> String {
        guard let colour = colour(forFortune: nil), !line.isEmpty else { return line }
        return "%{F\(colour)}\(line)%{F-}"
    }
}

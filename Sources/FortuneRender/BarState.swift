/// The widget's state as a status bar marks it: red for a failure (also when a good fortune is
/// shown with the failure mark), grey for what is not today's fortune, the accent for the sign's
/// picture; each ``StatusBarFormat`` says how, in its ``StatusBarFormat/style(_:)``.
public struct BarState: Sendable, Hashable {
    /// What a bar's colour tells apart.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// A failed refresh, alone or marked beside a good fortune, or a configuration error.
        case failure
        /// What is not today's fortune: stale, empty, a placeholder, no sign yet.
        case muted
        /// The sign's picture, with the fortune hidden.
        case picture
        /// Today's fortune.
        case fortune
    }

    public let kind: Kind
    /// The state's name, with ` failed` after it when a good fortune is shown although the last
    /// refresh failed: Waybar's class (`fortune`, `stale failed`, `error`).
    public let className: String
    /// The widget's accent colour.
    public let accent: AccentColor

    init(_ content: WidgetContent, accent: AccentColor) {
        className = content.className
        self.accent = accent
        kind = Self.kind(of: content)
    }

    private static func kind(of content: WidgetContent) -> Kind {
        if content.showsFailureMark || content.stateName == WidgetContent.errorState { return .failure }
        switch FortuneCard.State(rawValue: content.stateName) {
        case .failed: return .failure
        case .empty, .stale, .placeholder, nil: return .muted
        case .hidden: return .picture
        case .fortune: return .fortune
        }
    }

    /// The state's colour, `#RRGGBB`: red for a failure, grey for what is not today's fortune,
    /// the accent for the picture, and `fortune` for today's fortune (nil: the bar's own).
    public func colour(forFortune fortune: String?) -> String? {
        switch kind {
        case .failure: AccentColor.red.hexColour
        case .muted: AccentColor.brightBlack.hexColour
        case .picture: accent.hexColour
        case .fortune: fortune
        }
    }
}

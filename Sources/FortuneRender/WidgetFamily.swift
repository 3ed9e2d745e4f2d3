/// The widget's sizes, as WidgetKit's `supportedFamilies`: three boxes and a line.
///
/// A box is a fixed number of terminal cells, so it sits in a tmux pane or a login banner
/// like a widget on a home screen: the small one is a square's worth of text (cells are about
/// twice as tall as wide), the medium one twice as wide, the large one twice as tall again.
///
/// | family | cells (width × height) |
/// |---|---|
/// | small | 24 × 8 |
/// | medium | 48 × 8 |
/// | large | 48 × 16 |
/// | inline | at most 60, one line |
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable {
    case small
    case medium
    case large
    /// One line for status bars; its width is the most it may take, not a fixed size.
    case inline

    /// The width in cells, borders included, when none is asked for.
    public var width: Int {
        switch self {
        case .small: 24
        case .medium, .large: 48
        case .inline: 60
        }
    }

    /// The height in lines, borders included. Fixed: `--width` rewraps the text, never grows
    /// the box.
    public var height: Int {
        switch self {
        case .small, .medium: 8
        case .large: 16
        case .inline: 1
        }
    }

    /// Whether the family draws a bordered box, rather than one line.
    public var isBox: Bool { self != .inline }

    /// The width to draw at in a terminal `columns` wide: the family's own, narrowed to fit.
    public func width(fittingColumns columns: Int) -> Int {
        max(1, min(width, columns))
    }
}

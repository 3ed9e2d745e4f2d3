import FortuneStore
import FortuneWidget

/// What `show` and `hide` share: each sets the fortune to one visibility, whatever it was
/// before, through `SetFortuneVisibilityIntent`.
protocol SetVisibilityCommand: VisibilityCommand {
    /// Whether the command leaves the fortune shown (`show`) or hidden (`hide`).
    static var visible: Bool { get }
}

extension SetVisibilityCommand {
    func perform(store: SharedStore, reloader: any TimelineReloading) throws -> (shown: Bool, changed: Bool) {
        try SetFortuneVisibilityIntent(visible: Self.visible, store: store, reloader: reloader).performReportingChange()
    }
}

/// `fortune show`: shows the fortune, whether or not it was shown before.
struct ShowCommand: SetVisibilityCommand {
    static let name = "show"
    static let visible = true

    let json: Bool
}

/// `fortune hide`: hides the fortune, whether or not it was hidden before.
struct HideCommand: SetVisibilityCommand {
    static let name = "hide"
    static let visible = false

    let json: Bool
}

import FortuneStore
import FortuneWidget

/// `fortune hide`: hides the fortune, whether or not it was hidden before.
struct HideCommand: VisibilityCommand {
    static let name = "hide"
    static let jsonOption = CommandOption.json

    let json: Bool

    func perform(store: SharedStore, reloader: any TimelineReloading) throws -> (shown: Bool, changed: Bool) {
        try SetFortuneVisibilityIntent(visible: false, store: store, reloader: reloader).performReportingChange()
    }
}

import FortuneStore
import FortuneWidget

/// `fortune show`: shows the fortune, whether or not it was shown before.
struct ShowCommand: VisibilityCommand {
    static let name = "show"
    static let jsonOption = CommandOption.json

    let json: Bool

    func perform(store: SharedStore, reloader: any TimelineReloading) throws -> (shown: Bool, changed: Bool) {
        try SetFortuneVisibilityIntent(visible: true, store: store, reloader: reloader).performReportingChange()
    }
}

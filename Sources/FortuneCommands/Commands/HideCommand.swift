import FortuneStore
import FortuneWidget

/// `fortune hide`: hides the fortune, whether or not it was hidden before.
struct HideCommand: VisibilityCommand {
    static let name = "hide"
    static let abstract = "Hide the fortune; the widget shows the sign's art"
    static let discussion = """
        Makes the widget show the sign's art rather than the fortune, and asks the widgets to
        reload. Running it again changes nothing.
        """
    static let jsonOption = CommandOption.json("print {\"showFortune\": false} instead of a sentence")

    let json: Bool

    func perform(store: SharedStore, reloader: any TimelineReloading) throws -> (shown: Bool, changed: Bool) {
        try SetFortuneVisibilityIntent(visible: false, store: store, reloader: reloader).performReportingChange()
    }
}

import FortuneStore
import FortuneWidget

/// `fortune show`: shows the fortune, whether or not it was shown before.
struct ShowCommand: VisibilityCommand {
    static let name = "show"
    static let abstract = "Show the fortune in the widget"
    static let discussion = """
        Makes the widget show the fortune rather than the sign's art, and asks the widgets to
        reload. Running it again changes nothing.
        """
    static let jsonOption = CommandOption.json("print {\"showFortune\": true} instead of a sentence")

    let json: Bool

    func perform(store: SharedStore, reloader: any TimelineReloading) throws -> (shown: Bool, changed: Bool) {
        try SetFortuneVisibilityIntent(visible: true, store: store, reloader: reloader).performReportingChange()
    }
}

import FortuneStore
import FortuneWidget

/// `fortune toggle`: shows the fortune if it is hidden, hides it if it is shown.
struct ToggleCommand: VisibilityCommand {
    static let name = "toggle"
    static let abstract = "Show the fortune if hidden, hide it if shown"
    static let discussion = """
        Flips whether the widget shows the fortune or the sign's art, and asks the widgets to
        reload. A status bar's on-click runs this.
        """
    static let jsonOption = CommandOption.json("print {\"showFortune\": true|false} instead of a sentence")

    let json: Bool

    func perform(store: SharedStore, reloader: any TimelineReloading) throws -> (shown: Bool, changed: Bool) {
        (try ToggleFortuneIntent(store: store, reloader: reloader).perform(), true)
    }
}

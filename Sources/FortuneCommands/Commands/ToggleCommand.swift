import FortuneStore
import FortuneWidget

/// `fortune toggle`: shows the fortune if it is hidden, hides it if it is shown.
struct ToggleCommand: VisibilityCommand {
    static let name = "toggle"
    let json: Bool

    func perform(store: SharedStore, reloader: any TimelineReloading) throws -> (shown: Bool, changed: Bool) {
        (try ToggleFortuneIntent(store: store, reloader: reloader).perform(), true)
    }
}

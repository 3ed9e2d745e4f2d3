import FortuneCore
import FortuneConfig
import FortuneRender
import FortuneStore
import FortuneWidget

/// What `toggle`, `show` and `hide` share: a `--json` flag, one intent performed against the
/// user's store, and the new visibility printed, or that it already was so when nothing
/// changed.
protocol VisibilityCommand: JSONFlagCommand {
    /// Performs the command's intent; returns whether the fortune is now shown, and whether
    /// that changed.
    func perform(store: SharedStore, reloader: any TimelineReloading) throws -> (shown: Bool, changed: Bool)
}

extension VisibilityCommand {
    func run(_ context: AppContext) async throws -> ExitStatus {
        let configuration = try context.configuration()
        let (shown, changed) = try perform(store: context.store, reloader: context.widgetCenter(configuration))
        if json {
            try Console.json(["showFortune": shown])
        } else {
            let words = WidgetWords.of(configuration.language)
            Console.out(
                shown
                    ? (changed ? words.fortuneShown : words.fortuneAlreadyShown)
                    : (changed ? words.fortuneHidden : words.fortuneAlreadyHidden))
        }
        return .ok
    }
}

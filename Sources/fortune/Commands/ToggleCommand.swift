import FortuneKit

/// `fortune toggle`: shows the fortune if it is hidden, hides it if it is shown.
struct ToggleCommand: Command {
    static let name = "toggle"
    static let abstract = "Show the fortune if hidden, hide it if shown"
    static let help = """
        usage: fortune toggle [--json]

        Flips whether the widget shows the fortune or the sign's art, and asks the widgets to
        reload. A status bar's on-click runs this.

        options:
          --json      print {"showFortune": true|false} instead of a sentence
        """

    let json: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        json = arguments.flag("--json")
        try arguments.finish()
    }

    func run() async throws -> ExitStatus {
        VisibilityChange.run(json: json) { store, reloader in
            try ToggleFortuneIntent(store: store, reloader: reloader).perform()
        }
    }
}

/// What `toggle`, `show` and `hide` share: the store and widget center of the user's state
/// directory, and how the outcome is printed.
enum VisibilityChange {
    /// Runs `perform` against the user's store and prints the new visibility.
    /// - Returns: `.ok`, or the store error's status after one line on standard error.
    static func run(
        json: Bool,
        _ perform: (SharedStore, any TimelineReloading) throws -> Bool
    ) -> ExitStatus {
        let paths = StorePaths.current()
        let store = SharedStore(paths: paths) { notice in Console.error(notice.description) }
        let center = WidgetCenter(paths: paths) { error in Console.error(error.description) }
        let shown: Bool
        do {
            shown = try perform(store, center)
        } catch let error as StoreError {
            Console.error(error.description)
            return error.exitStatus
        } catch {
            Console.error("\(error)")
            return .configuration
        }
        if json {
            Console.out("{\"showFortune\": \(shown)}")
        } else {
            Console.out(shown ? "fortune shown" : "fortune hidden")
        }
        return .ok
    }
}

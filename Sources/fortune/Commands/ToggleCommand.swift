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
        try VisibilityChange.run(json: json) { store, reloader in
            try ToggleFortuneIntent(store: store, reloader: reloader).perform()
        }
    }
}

/// What `toggle`, `show` and `hide` share: the store and widget center of the user's state
/// directory, and how the outcome is printed.
enum VisibilityChange {
    /// Runs `perform` against the user's store and prints the new visibility.
    /// - Throws: `StoreError` or `ConfigurationError`, reported by the caller.
    static func run(
        json: Bool,
        _ perform: (SharedStore, any TimelineReloading) throws -> Bool
    ) throws -> ExitStatus {
        let context = AppContext()
        let shown = try perform(context.store, context.widgetCenter(try context.configuration()))
        if json {
            Console.out("{\"showFortune\": \(shown)}")
        } else {
            Console.out(shown ? "fortune shown" : "fortune hidden")
        }
        return .ok
    }
}

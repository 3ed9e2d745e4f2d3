public import FortuneStore

/// Shows the fortune if it is hidden and hides it if it is shown: the widget's button.
///
/// What a status bar's on-click runs, as `fortune toggle`. The flip reads and writes in one
/// transaction, so two clicks at once always cancel out, and the widgets are asked to reload
/// only once the new value is stored.
public struct ToggleFortuneIntent: Sendable {
    public let store: SharedStore
    public let reloader: any TimelineReloading

    public init(store: SharedStore, reloader: any TimelineReloading) {
        self.store = store
        self.reloader = reloader
    }

    /// Flips the fortune's visibility and asks the widgets to reload.
    /// - Returns: whether the fortune is now shown.
    /// - Throws: `StoreError`; the widgets are not asked to reload then.
    @discardableResult
    public func perform() throws -> Bool {
        let (shown, changed) = try store.change { document in
            document.showFortune.toggle()
            return document.showFortune
        }
        if changed { reloader.reloadTimelines(ofKind: WidgetKind.todayFortune) }
        return shown
    }
}

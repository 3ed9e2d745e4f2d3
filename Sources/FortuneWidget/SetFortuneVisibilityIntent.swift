public import FortuneStore

/// Shows or hides the fortune, whatever it was: `fortune show` and `fortune hide`.
///
/// A set, not a flip, like WidgetKit's `SetValueIntent` behind a control toggle: running it
/// twice leaves the same state, so a script can call it without reading first.
public struct SetFortuneVisibilityIntent: Sendable {
    public let visible: Bool
    public let store: SharedStore
    public let reloader: any TimelineReloading

    public init(visible: Bool, store: SharedStore, reloader: any TimelineReloading) {
        self.visible = visible
        self.store = store
        self.reloader = reloader
    }

    /// Stores the visibility and, when it changed, asks the widgets to reload: `show` when
    /// shown writes nothing and reloads nothing.
    /// - Returns: whether the fortune is now shown, which is `visible`.
    /// - Throws: `StoreError`; the widgets are not asked to reload then.
    @discardableResult
    public func perform() throws -> Bool {
        let (shown, changed) = try store.change { document in
            document.showFortune = visible
            return document.showFortune
        }
        if changed { reloader.reloadTimelines(ofKind: WidgetKind.todayFortune) }
        return shown
    }
}

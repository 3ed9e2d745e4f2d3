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
        try performReportingChange().shown
    }

    /// `perform()`, also saying whether the visibility changed: false when it already was
    /// `visible`, read under the store's lock, so that concurrent changes cannot blur it.
    /// - Throws: `StoreError`; the widgets are not asked to reload then.
    public func performReportingChange() throws -> (shown: Bool, changed: Bool) {
        let (shown, changed) = try store.change { document in
            document.showFortune = visible
            return document.showFortune
        }
        if changed { reloader.reloadTimelines(ofKind: WidgetKind.todayFortune) }
        return (shown, changed)
    }
}

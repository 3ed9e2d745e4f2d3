import Synchronization

/// What the host draws: a timeline's entry, or the hint to pick a sign when none is stored.
enum Drawn: Sendable {
    case timeline(Timeline<FortuneEntry>)
    case noSign

    var timeline: Timeline<FortuneEntry>? {
        if case .timeline(let timeline) = self { timeline } else { nil }
    }
}

/// Events waiting for the host, merged: any number of reload requests before the host looks
/// is one reload.
final class Inbox: Sendable {
    struct Pending {
        var reload = false
        var resize = false
        /// What a background fetch brought, to draw.
        var fetched: Drawn?

        var isEmpty: Bool { !reload && !resize && fetched == nil }
    }

    private let pending = Mutex(Pending())
    /// One element means "look at `pending`"; more would say nothing more.
    let wakeups: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation
    private let signals: AsyncStream<Int32>
    private let signal: AsyncStream<Int32>.Continuation

    init() {
        (wakeups, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        (signals, signal) = AsyncStream<Int32>.makeStream()
    }

    func post(_ event: WidgetHost.Event) {
        switch event {
        case .reload:
            pending.withLock { $0.reload = true }
            wake.yield()
        case .resize:
            pending.withLock { $0.resize = true }
            wake.yield()
        case .signal(let number):
            signal.yield(number)
        }
    }

    /// Hands over what a background fetch brought.
    func post(fetched: Drawn) {
        pending.withLock { $0.fetched = fetched }
        wake.yield()
    }

    /// What has happened since the last call.
    func take() -> Pending {
        pending.withLock { pending in
            defer { pending = Pending() }
            return pending
        }
    }

    /// The first signal posted; nil if the task is cancelled first.
    func nextSignal() async -> Int32? {
        var iterator = signals.makeAsyncIterator()
        return await iterator.next()
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The time of day as the widget reads it: whole seconds since the epoch.
///
/// Whole seconds, because timeline dates and the store's times are whole seconds; code that
/// needs "now" takes a closure defaulting to `WallClock.now` so tests can cross midnight.
public enum WallClock {
    @Sendable public static func now() -> Int {
        Int(time(nil))
    }
}

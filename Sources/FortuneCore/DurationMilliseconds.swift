extension Duration {
    /// The duration in whole milliseconds, rounded down: what libcurl and poll(2) take.
    /// Saturates at `Int.max` and `Int.min` instead of trapping, whatever the duration.
    package var milliseconds: Int {
        let (seconds, attoseconds) = components
        let whole = seconds.multipliedReportingOverflow(by: 1000)
        guard !whole.overflow else { return seconds < 0 ? .min : .max }
        let sum = whole.partialValue.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        guard !sum.overflow else { return seconds < 0 ? .min : .max }
        return Int(clamping: sum.partialValue)
    }

    /// The duration as messages say it, to a tenth of a second at most: "38s", "1.4s".
    package var secondsDescription: String { secondsNumber + "s" }

    /// The number of seconds, to a tenth at most: "38", "1.4".
    package var secondsNumber: String {
        let tenths = milliseconds.addingReportingOverflow(50).overflow ? Int.max / 100 : (milliseconds + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// The longest wait a number from outside (a server's `Retry-After` or `retryDelay`) may
    /// become: a day, longer than any deadline, and far from any overflow in what follows.
    package static let longestOutside: Duration = .seconds(86_400)

    /// `seconds` from outside as a duration, clamped to `ceiling` before it is converted (a
    /// `Duration` of 1e300 seconds traps); nil when it is not a number of seconds at all
    /// (negative, infinite, NaN).
    package static func outside(seconds: Double, atMost ceiling: Duration = longestOutside) -> Duration? {
        guard seconds.isFinite, seconds >= 0 else { return nil }
        let (whole, attoseconds) = ceiling.components
        let limit = Double(whole) + Double(attoseconds) / 1e18
        return seconds >= limit ? ceiling : .seconds(seconds)
    }
}

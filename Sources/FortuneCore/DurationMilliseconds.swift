extension Duration {
    /// The duration in whole milliseconds, rounded down: what libcurl and poll(2) take.
    package var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    /// The duration as messages say it, to a tenth of a second at most: "38s", "1.4s".
    package var secondsDescription: String {
        let tenths = (milliseconds + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10)s" : "\(tenths / 10).\(tenths % 10)s"
    }
}

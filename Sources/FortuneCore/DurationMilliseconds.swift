extension Duration {
    /// The duration in whole milliseconds, rounded down: what libcurl and poll(2) take.
    package var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}

extension Collection where Element: Equatable {
    /// The Levenshtein distance to `other`: how many insertions, deletions and substitutions
    /// of elements turn one into the other. What "did you mean" suggestions measure.
    package func editDistance(to other: some Collection<Element>) -> Int {
        let a = Array(self), b = Array(other)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

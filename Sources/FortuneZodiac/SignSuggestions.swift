import FortuneCore

extension Sign {
    /// Up to three English names or aliases close to `key`, one per sign, closest first.
    ///
    /// Close means `key` begins the name ("roo" for rooster) or is a few edits from it: one for
    /// words of up to three letters, two up to six, three beyond; more would suggest anything
    /// for everything. Names clearly farther than the closest are left out, so "drag" suggests
    /// dragon alone rather than rat and ram too.
    static func suggestions(for key: String) -> [String] {
        let typed = Array(key)
        let allowed = typed.count <= 3 ? 1 : typed.count <= 6 ? 2 : 3
        var best: [Sign: (name: String, distance: Int)] = [:]
        for sign in Sign.allCases {
            for name in [sign.rawValue] + sign.aliases {
                let distance = name.hasPrefix(key) && typed.count >= 2 ? 0 : typed.editDistance(to: name)
                guard distance <= allowed else { continue }
                if let known = best[sign], known.distance <= distance { continue }
                best[sign] = (name, distance)
            }
        }
        let closest = best.values.map(\.distance).min() ?? 0
        // Ties keep the cycle's order, so the answer never depends on the sort.
        return Sign.allCases.enumerated()
            .compactMap { index, sign in best[sign].map { (index: index, match: $0) } }
            .filter { $0.match.distance <= closest + 1 }
            .sorted { ($0.match.distance, $0.index) < ($1.match.distance, $1.index) }
            .prefix(3)
            .map(\.match.name)
    }
}

/// A deterministic stream of random numbers: the same key gives the same numbers in every
/// process, on every machine, in every release.
///
/// Swift's `Hasher` and the system generator are seeded afresh in each process, so a fortune
/// drawn with them would change each time `fortune` runs. Here the key is folded with 64-bit
/// FNV-1a and the stream is SplitMix64: both fixed, published algorithms whose output never
/// changes.
struct StableRandom {
    private var state: UInt64

    /// Seeds the stream from the UTF-8 bytes of `key`.
    init(key: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        state = hash
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<count`.
    ///
    /// Plain modulo: its bias is below one part in 10^16 for the small tables drawn from here,
    /// and unlike the standard library's bounded draw its result is fixed by this file alone.
    mutating func next(below count: Int) -> Int {
        precondition(count > 0, "nothing to draw from")
        return Int(next() % UInt64(count))
    }

    /// One element of `elements`, which must not be empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[next(below: elements.count)]
    }
}

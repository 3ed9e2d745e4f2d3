/// One of the twelve animals of the Chinese zodiac, in the cycle's order.
///
/// The raw value is the English name, which is also how the store writes a sign.
public enum Sign: String, CaseIterable, Codable, Sendable, Hashable {
    case rat, ox, tiger, rabbit, dragon, snake, horse, goat, monkey, rooster, dog, pig
}

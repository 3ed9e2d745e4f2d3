/// The day on which a zodiac year, and with it the sign of the people born in it, begins.
///
/// Customs differ: Chinese and Korean reckon the sign from Lunar New Year (春节, 설날); in
/// Japan the year's animal changes on 1 January in everyday use, and fortune-tellers count it
/// from 立春 (risshun, the start of spring, about 4 February). The codes are what `config.json`
/// takes as `yearStarts`.
public enum YearBoundary: String, CaseIterable, Codable, Sendable, Hashable {
    case lunarNewYear = "lunar-new-year"
    case januaryFirst = "january-1"
    case risshun

    /// The custom of the people who read `language`: 1 January for Japanese, Lunar New Year for
    /// Korean and Chinese, and for English, whose readers know the signs from Lunar New Year.
    public static func standard(for language: Language) -> YearBoundary {
        language == .japanese ? .januaryFirst : .lunarNewYear
    }
}

public import FortuneCore

extension Sign {
    /// Reads a sign the way people write one: a name in English, Korean, Japanese or Chinese,
    /// an alias, an emoji, a birth year or a birth date (`YYYY-MM-DD`).
    ///
    /// Case, surrounding whitespace, emoji variation selectors and the words for "year of"
    /// around a name (닭띠, とり年, 酉年, 鸡年, 属鸡) do not matter, and Hangul matches whether typed
    /// as syllables or as jamo (canonical equivalence). A year or date begins its sign at the
    /// `boundary`, Lunar New Year by default.
    /// - Parameters:
    ///   - calendar: whose Lunar New Year divides a year or date; the Chinese by default.
    ///   - boundary: the custom that starts the zodiac year.
    /// - Throws: `SignParseError`, with the closest names when the text is no name.
    public static func parse(
        _ text: String, calendar: LunarCalendar = .chinese, boundary: YearBoundary = .lunarNewYear
    ) throws(SignParseError) -> SignChoice {
        let trimmed = String(text.trimmingWhitespace)
        guard !trimmed.isEmpty else { throw SignParseError(.empty, text: trimmed) }
        if trimmed.allSatisfy(\.isASCIIDigit) {
            return try birthYear(trimmed, calendar: calendar, boundary: boundary)
        }
        if let date = try birthDate(trimmed, calendar: calendar, boundary: boundary) {
            return date
        }
        let key = lookupKey(trimmed)
        if let sign = spellingIndex[key] {
            return SignChoice(sign: sign, basis: .name, calendar: calendar, boundary: boundary)
        }
        throw SignParseError(.unknownName, text: trimmed, suggestions: suggestions(for: key))
    }

    /// Every spelling of every sign, by `lookupKey`.
    ///
    /// Swift hashes and compares strings by canonical equivalence, so a key written in
    /// decomposed jamo finds the entry written in syllables.
    static let spellingIndex = [String: Sign](
        Sign.allCases.flatMap { sign in sign.spellings.map { (lookupKey($0), sign) } }, uniquingKeysWith: { $1 })

    /// `text` lowercased, without emoji variation selectors, and without the words around an
    /// animal's name that say "the year of" or "born in the year of": Korean 띠, Japanese 年 and
    /// どし (とり年, 酉年), Chinese 年 and 属 or 屬 (鸡年, 属鸡, 屬雞).
    static func lookupKey(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0 != "\u{FE0F}" && $0 != "\u{FE0E}" })
        var key = String(scalars).lowercased()
        for suffix in ["띠", "年", "どし"] where key.count > suffix.count && key.hasSuffix(suffix) {
            key = String(key.dropLast(suffix.count).trimmingSuffix(while: \.isWhitespace))
        }
        for prefix in ["属", "屬"] where key.count > prefix.count && key.hasPrefix(prefix) {
            key = String(key.dropFirst(prefix.count))
        }
        return key
    }

    private static func birthYear(_ digits: String, calendar: LunarCalendar, boundary: YearBoundary)
        throws(SignParseError) -> SignChoice
    {
        // The tables' years bound every custom alike, so a year is known under all or none.
        guard let year = Int(digits), calendar.newYear(of: year) != nil,
            let newYear = boundary.start(of: year, calendar: calendar)
        else {
            throw SignParseError(.outOfRange, text: digits)
        }
        return SignChoice(
            sign: Sign(lunarYear: year),
            basis: .birthYear(year, newYear: newYear, earlierSign: Sign(lunarYear: year - 1)),
            calendar: calendar, boundary: boundary
        )
    }

    /// A choice for `text` shaped like a date (digits-digits-digits), nil for any other text.
    private static func birthDate(_ text: String, calendar: LunarCalendar, boundary: YearBoundary)
        throws(SignParseError) -> SignChoice?
    {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
            return nil
        }
        guard fields[0].count == 4, fields[1].count <= 2, fields[2].count <= 2,
            let day = CalendarDay(year: Int(fields[0])!, month: Int(fields[1])!, day: Int(fields[2])!)
        else {
            throw SignParseError(.invalidDate, text: text)
        }
        guard calendar.lunarYear(of: day) != nil, let year = boundary.zodiacYear(of: day, calendar: calendar) else {
            throw SignParseError(.outOfRange, text: text)
        }
        return SignChoice(
            sign: Sign(lunarYear: year),
            basis: .birthDate(day, lunarYear: year, newYear: boundary.start(of: year, calendar: calendar)),
            calendar: calendar, boundary: boundary
        )
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}

public import FortuneCore

/// A sign as a person gave it, and how it was reached.
///
/// A birth year alone is ambiguous for people born in January or February, before that year's
/// Lunar New Year (or 立春); the choice keeps what is needed to say so, and, for a birth date,
/// the sign another custom would give.
public struct SignChoice: Sendable, Hashable {
    /// What the text named.
    public enum Basis: Sendable, Hashable {
        /// A name, alias, Korean or Chinese name, or emoji.
        case name
        /// A birth year: `sign` holds from `newYear`; people born earlier in that year are
        /// `earlierSign`.
        case birthYear(Int, newYear: CalendarDay, earlierSign: Sign)
        /// A birth date, which fell in the zodiac year `lunarYear`, begun on `newYear` (under the
        /// choice's `boundary`); nil when that year began before the tables do (a date of
        /// January 1900 before its new year).
        case birthDate(CalendarDay, lunarYear: Int, newYear: CalendarDay?)
    }

    public let sign: Sign
    public let basis: Basis
    /// The calendar whose Lunar New Year decided a year or date.
    public let calendar: LunarCalendar
    /// The custom that started the zodiac year.
    public let boundary: YearBoundary

    public init(sign: Sign, basis: Basis, calendar: LunarCalendar = .chinese, boundary: YearBoundary = .lunarNewYear) {
        self.sign = sign
        self.basis = basis
        self.calendar = calendar
        self.boundary = boundary
    }

    /// For a birth date whose sign another custom reckons differently, that custom and its
    /// sign: under Lunar New Year, 1 January's (when the date falls before the new year);
    /// under 1 January or 立春, Lunar New Year's. Nil for a name, a year, or when they agree.
    public var otherCustom: (boundary: YearBoundary, sign: Sign)? {
        let other: YearBoundary = boundary == .lunarNewYear ? .januaryFirst : .lunarNewYear
        return otherCustoms(among: [other]).map { ($0.boundaries[0], $0.sign) }
    }

    /// For a birth date, those of `customs` that reckon it another sign, in the order given,
    /// and that sign; nil for a name, a year, or when they all agree. A date's zodiac year is
    /// its Gregorian year or the one before, so every custom that disagrees gives the same sign.
    public func otherCustoms(among customs: [YearBoundary]) -> (boundaries: [YearBoundary], sign: Sign)? {
        guard case let .birthDate(day, _, _) = basis else { return nil }
        let others = customs.compactMap { custom -> (YearBoundary, Sign)? in
            guard custom != boundary, let year = custom.zodiacYear(of: day, calendar: calendar) else { return nil }
            let sign = Sign(lunarYear: year)
            return sign == self.sign ? nil : (custom, sign)
        }
        guard let first = others.first else { return nil }
        return (others.map(\.0), first.1)
    }

    /// One line for a person on how a year or date became the sign; nil for a name, and for a
    /// birth year when the year starts on 1 January.
    public var note: String? {
        let start =
            switch boundary {
            case .lunarNewYear: "Lunar New Year"
            case .januaryFirst: "1 January"
            case .risshun: "risshun (the start of spring)"
            }
        let year = "\(Self.article(sign)) \(sign.rawValue) year"
        switch (basis, boundary) {
        case (.name, _), (.birthYear, .januaryFirst):
            return nil
        case let (.birthYear(birthYear, newYear, earlierSign), _):
            return
                "\(birthYear) is \(year) from \(start) on \(newYear); born before that, the sign is \(earlierSign.rawValue)"
        case let (.birthDate(day, lunarYear, newYear?), .lunarNewYear):
            return "\(day) falls in lunar year \(lunarYear), which began \(newYear): \(year)"
        case let (.birthDate(day, lunarYear, nil), .lunarNewYear):
            let next = calendar.newYear(of: lunarYear + 1).map { " on \($0)" } ?? ""
            return "\(day) falls before Lunar New Year\(next), in lunar year \(lunarYear): \(year)"
        case let (.birthDate(day, _, _), _):
            let other = otherCustom.map { " (by Lunar New Year, \($0.sign.rawValue))" } ?? ""
            return "\(day) counts from \(start): \(year)\(other)"
        }
    }

    /// "an" before the ox, "a" before the others.
    private static func article(_ sign: Sign) -> String {
        sign.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}

public import FortuneCore

/// A sign as a person gave it, and how it was reached.
///
/// A birth year alone is ambiguous for people born in January or February, before that year's
/// Lunar New Year; the choice keeps what is needed to say so.
public struct SignChoice: Sendable, Hashable {
    /// What the text named.
    public enum Basis: Sendable, Hashable {
        /// A name, alias, Korean or Chinese name, or emoji.
        case name
        /// A birth year: `sign` holds from `newYear`; people born earlier in that year are
        /// `earlierSign`.
        case birthYear(Int, newYear: CalendarDay, earlierSign: Sign)
        /// A birth date, which fell in the lunar year `lunarYear`, begun on `newYear`; nil when
        /// that year began before the tables do (a date of January 1900 before its new year).
        case birthDate(CalendarDay, lunarYear: Int, newYear: CalendarDay?)
    }

    public let sign: Sign
    public let basis: Basis
    /// The calendar whose Lunar New Year decided a year or date.
    public let calendar: LunarCalendar

    public init(sign: Sign, basis: Basis, calendar: LunarCalendar = .chinese) {
        self.sign = sign
        self.basis = basis
        self.calendar = calendar
    }

    /// One line for a person on how a year or date became the sign; nil for a name.
    public var note: String? {
        switch basis {
        case .name:
            return nil
        case let .birthYear(year, newYear, earlierSign):
            return "\(year) is \(Self.article(sign)) \(sign.rawValue) year from Lunar New Year on \(newYear); "
                + "born before that, the sign is \(earlierSign.rawValue)"
        case let .birthDate(day, lunarYear, newYear?):
            return
                "\(day) falls in lunar year \(lunarYear), which began \(newYear): \(Self.article(sign)) \(sign.rawValue) year"
        case let .birthDate(day, lunarYear, nil):
            let next = calendar.newYear(of: lunarYear + 1).map { " on \($0)" } ?? ""
            return
                "\(day) falls before Lunar New Year\(next), in lunar year \(lunarYear): \(Self.article(sign)) \(sign.rawValue) year"
        }
    }

    /// "an" before the ox, "a" before the others.
    private static func article(_ sign: Sign) -> String {
        sign.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}

public import FortuneCore

/// Text that names no sign, with the names it may have meant.
///
/// Its description is one line a person can act on: what was wrong, the closest names, and the
/// twelve signs.
public struct SignParseError: ReportableError, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake; compare with `==` against the static members.
    public struct Kind: Sendable, Hashable {
        private let code: Int
        /// Nothing but whitespace.
        public static let empty = Kind(code: 0)
        /// A word that is no sign's name.
        public static let unknownName = Kind(code: 1)
        /// A year outside `LunarCalendar.supportedYears`, or a date outside
        /// `LunarCalendar.supportedDays`.
        public static let outOfRange = Kind(code: 2)
        /// A date that does not exist, such as 2023-02-30.
        public static let invalidDate = Kind(code: 3)
    }

    public let kind: Kind
    /// The text as given, without surrounding whitespace. The description shows it with
    /// control and bidi characters escaped.
    public let text: String
    /// Up to three English names or aliases close to `text`, closest first; empty when none is.
    public let suggestions: [String]

    init(_ kind: Kind, text: String, suggestions: [String] = []) {
        self.kind = kind
        self.text = text
        self.suggestions = suggestions
    }

    public var description: String {
        let years = LunarCalendar.supportedYears
        let text = text.echoed
        switch kind {
        case .empty:
            return "no sign given; signs: \(Self.signList)"
        case .outOfRange:
            let days = LunarCalendar.supportedDays
            return
                "'\(text)' is outside the lunar calendar's tables: birth years \(years.lowerBound)–\(years.upperBound), "
                + "birth dates \(days.lowerBound) to \(days.upperBound)"
        case .invalidDate:
            return "'\(text)' is not a date; write a birth date as YYYY-MM-DD"
        default:
            var line = "unknown sign '\(text)'; "
            if let last = suggestions.last {
                let choices =
                    suggestions.count == 1
                    ? last : suggestions.dropLast().joined(separator: ", ") + " or " + last
                line += "did you mean \(choices)? "
            }
            return line + "signs: \(Self.signList)"
        }
    }

    private static let signList = Sign.allCases.map(\.rawValue).joined(separator: ", ")
}

extension SignParseError {
    /// A sign the user typed that names none: a usage error.
    public var exitStatus: ExitStatus { .usage }
}

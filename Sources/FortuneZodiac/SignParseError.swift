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

    public var description: String { message(in: .english) }

    /// A sign the user typed that names none: a usage error.
    public var exitStatus: ExitStatus { .usage }

    /// The line in `language`; the signs are listed by their names in that language, which
    /// `Sign.parse` reads as well as the English ones.
    public func message(in language: Language) -> String {
        let years = LunarCalendar.supportedYears
        let days = LunarCalendar.supportedDays
        let text = text.echoed
        let signs = Sign.allCases.map { language == .english ? $0.rawValue : $0.name(in: language) }
            .joined(separator: language.listSeparator)
        // The names it may have meant, as the twelve are named in `language`.
        let suggestions =
            language == .english
            ? suggestions : suggestions.map { Sign.spellingIndex[Sign.lookupKey($0)]?.name(in: language) ?? $0 }
        let message =
            switch (kind, suggestions.count) {
            case (.empty, _): Message("error.sign.empty", ["signs": signs])
            case (.outOfRange, _):
                Message(
                    "error.sign.outOfRange",
                    [
                        "text": text, "firstYear": "\(years.lowerBound)", "lastYear": "\(years.upperBound)",
                        "firstDay": "\(days.lowerBound)", "lastDay": "\(days.upperBound)",
                    ])
            case (.invalidDate, _): Message("error.sign.invalidDate", ["text": text])
            case (_, 0): Message("error.sign.unknown", ["text": text, "signs": signs])
            case (_, 1): Message("error.sign.unknownOne", ["text": text, "guess": suggestions[0], "signs": signs])
            default:
                Message(
                    "error.sign.unknownSome",
                    [
                        "text": text, "guesses": suggestions.dropLast().joined(separator: language.listSeparator),
                        "last": suggestions[suggestions.count - 1], "signs": signs,
                    ])
            }
        return message.text(in: language)
    }
}

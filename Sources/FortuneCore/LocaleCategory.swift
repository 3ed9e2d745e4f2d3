/// A POSIX locale category fortune reads, named by its environment variable.
enum LocaleCategory: String, Sendable, CaseIterable {
    /// The character set: which characters a terminal or bar can show.
    case characterType = "LC_CTYPE"
    /// The language of messages.
    case messages = "LC_MESSAGES"

    /// The locale name in effect for this category, as the C library picks it: the first
    /// non-empty of `LC_ALL`, the category's own variable and `LANG`; nil when none is set.
    func localeName(in environment: [String: String]) -> String? {
        variable(in: environment).flatMap { environment[$0] }
    }

    /// The variable `localeName(in:)` reads its name from; nil when none is set.
    func variable(in environment: [String: String]) -> String? {
        ["LC_ALL", rawValue, "LANG"].first { environment[$0]?.isEmpty == false }
    }
}

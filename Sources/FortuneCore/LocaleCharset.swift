/// The characters a terminal or bar can show, as the locale's character set says.
public enum TextCharset: String, Sendable, Hashable, CaseIterable {
    /// UTF-8: emoji, box-drawing characters, every script.
    case unicode
    /// Anything else: only ASCII is sure to show, so the widget draws no emoji and an ASCII box.
    case ascii

    /// The character set the POSIX locale asks for: the first non-empty of `LC_ALL`,
    /// `LC_CTYPE` and `LANG`, as the C library reads them.
    ///
    /// `C`, `POSIX` and any name whose codeset is not UTF-8 (`en_US.ISO-8859-1`,
    /// `ja_JP.eucJP`) are ASCII; a UTF-8 codeset (`C.UTF-8`, `ko_KR.utf8`), a name without a
    /// codeset and an unset locale are Unicode.
    public static func fromLocale(_ environment: [String: String]) -> TextCharset {
        LocaleCategory.characterType.localeName(in: environment).map(fromLocaleName) ?? .unicode
    }

    /// The character set of one locale name such as `en_US.UTF-8` or `ja_JP.eucJP@modifier`.
    static func fromLocaleName(_ name: String) -> TextCharset {
        let withoutModifier = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if withoutModifier == "C" || withoutModifier == "POSIX" { return .ascii }
        let parts = withoutModifier.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return .unicode }
        let codeset = parts[1].lowercased().filter { $0 != "-" && $0 != "_" }
        return codeset == "utf8" ? .unicode : .ascii
    }
}

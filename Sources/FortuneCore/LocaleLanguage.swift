extension Language {
    /// The language the POSIX locale asks for: the first non-empty of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG`, as the C library reads them.
    ///
    /// `ja_JP.UTF-8` is Japanese, `ko_KR` Korean; `zh_TW`, `zh_HK`, `zh_MO` and a `@Hant`
    /// or `zh-Hant` tag are Traditional Chinese, any other `zh` Simplified; `C`, `POSIX`, an
    /// unset locale and every other language are English.
    public static func fromLocale(_ environment: [String: String]) -> Language {
        LocaleCategory.messages.localeName(in: environment).map(fromLocaleName) ?? .english
    }

    /// The variable `fromLocale` takes the language from (`LC_ALL`, `LC_MESSAGES` or `LANG`);
    /// nil when none is set and the language is English by default.
    public static func localeVariable(_ environment: [String: String]) -> String? {
        LocaleCategory.messages.variable(in: environment)
    }

    /// The language of one locale name such as `zh_TW.UTF-8` or `ja_JP.eucJP@modifier`.
    static func fromLocaleName(_ name: String) -> Language {
        // language[_territory][.codeset][@modifier]; also accept BCP 47's "zh-Hant-TW".
        let lowered = name.lowercased()
        let modifier = lowered.split(separator: "@", maxSplits: 1).dropFirst().first.map(String.init)
        let tag = lowered.split(separator: "@").first.map { $0.split(separator: ".").first ?? "" } ?? ""
        let parts = tag.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        switch parts.first {
        case "en": return .english
        case "ko": return .korean
        case "ja": return .japanese
        case "zh":
            let rest = Set(parts.dropFirst()).union(modifier.map { [$0] } ?? [])
            if rest.contains("hans") { return .simplifiedChinese }
            return rest.isDisjoint(with: ["tw", "hk", "mo", "hant"]) ? .simplifiedChinese : .traditionalChinese
        default: return .english
        }
    }
}

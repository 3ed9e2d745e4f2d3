/// The language a fortune is written in, and the widget speaks.
///
/// Codes are BCP 47 tags, as `config.json` takes them: `en`, `ko`, `ja`, `zh-Hans`, `zh-Hant`.
public enum Language: String, CaseIterable, Codable, Sendable, Hashable {
    case english = "en"
    case korean = "ko"
    case japanese = "ja"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"

    /// The language's name in English, as prompts name it to a model: "Simplified Chinese".
    public var englishName: String {
        switch self {
        case .english: "English"
        case .korean: "Korean"
        case .japanese: "Japanese"
        case .simplifiedChinese: "Simplified Chinese"
        case .traditionalChinese: "Traditional Chinese"
        }
    }

    /// Whether the language writes without spaces between words (Japanese, Chinese): sentences
    /// run on with no space after their full stop.
    public var writesWithoutSpaces: Bool {
        switch self {
        case .english, .korean: false
        case .japanese, .simplifiedChinese, .traditionalChinese: true
        }
    }

    /// What goes between the items of a list ("61 tokens, 0 thinking"; the choices an option
    /// takes): a comma and a space in English and Korean, the enumeration comma in Japanese and
    /// Chinese.
    public var listSeparator: String { writesWithoutSpaces ? "、" : ", " }
}

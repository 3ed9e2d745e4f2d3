public import FortuneCore

/// Words kept once per language, as `WidgetWords` and `PickWords` keep theirs: a language is
/// added by giving each table its entry.
public protocol WordsByLanguage: Sendable {
    static var english: Self { get }
    static var korean: Self { get }
    static var japanese: Self { get }
    static var simplifiedChinese: Self { get }
    static var traditionalChinese: Self { get }
}

extension WordsByLanguage {
    /// The words in `language`.
    public static func of(_ language: Language) -> Self {
        switch language {
        case .english: english
        case .korean: korean
        case .japanese: japanese
        case .simplifiedChinese: simplifiedChinese
        case .traditionalChinese: traditionalChinese
        }
    }
}

import FortuneCore

extension Language {
    /// What goes between the items of a list the commands print ("61 tokens, 0 thinking"):
    /// a comma and a space in English and Korean, the enumeration comma in Japanese and Chinese.
    var listSeparator: String {
        switch self {
        case .english, .korean: ", "
        case .japanese, .simplifiedChinese, .traditionalChinese: "、"
        }
    }
}

public import FortuneCore

/// Every name of one sign, in the scripts people write it in.
struct SignNames: Sendable {
    /// Capitalised, for display.
    let english: String
    /// Other English words for the animal, lowercase, most common first.
    var aliases: [String] = []
    /// Without the suffix 띠 ("year of"), which the parser also accepts.
    let korean: String
    /// Older or regional Korean words for the animal.
    var koreanAliases: [String] = []
    /// The Japanese name in kana, without the suffix 年 ("year"): とり.
    let japanese: String
    /// The animal in the kanji Japanese writes it with, where they differ from the Chinese
    /// characters: 鶏 for the rooster, 犬 for the dog.
    var japaneseKanji: [String] = []
    let traditional: Character
    let simplified: Character
    /// The earthly branch of the sign's years (子 for the rat), as almanacs write them.
    let branch: Character
    /// Without a variation selector.
    let emoji: String
    /// Faces and kin of the animal that people also type: 🐭 for the rat, 🐔 for the rooster.
    var otherEmoji: [String] = []
    /// The animal as Japan knows it, where it differs: the boar (🐗) for いのしし, the sheep
    /// (🐑) for ひつじ.
    var japaneseEmoji: String? = nil
    /// Other everyday Japanese words for the animal, in kana: にわとり for the rooster.
    var japaneseAliases: [String] = []
}

extension SignNames {
    /// The names of each sign, in the cycle's order.
    static let all: [Sign: SignNames] = [
        .rat: SignNames(
            english: "Rat", aliases: ["mouse"], korean: "쥐", japanese: "ねずみ", traditional: "鼠", simplified: "鼠",
            branch: "子", emoji: "🐀", otherEmoji: ["🐭", "🐁"]),
        .ox: SignNames(
            english: "Ox", aliases: ["cow", "bull", "buffalo"], korean: "소", japanese: "うし", traditional: "牛",
            simplified: "牛", branch: "丑", emoji: "🐂", otherEmoji: ["🐮", "🐄", "🐃"]),
        .tiger: SignNames(
            english: "Tiger", korean: "호랑이", koreanAliases: ["범"], japanese: "とら", traditional: "虎",
            simplified: "虎", branch: "寅", emoji: "🐅", otherEmoji: ["🐯"]),
        .rabbit: SignNames(
            english: "Rabbit", aliases: ["hare", "bunny"], korean: "토끼", japanese: "うさぎ", japaneseKanji: ["兎"],
            traditional: "兔", simplified: "兔", branch: "卯", emoji: "🐇", otherEmoji: ["🐰"]),
        .dragon: SignNames(
            english: "Dragon", korean: "용", japanese: "たつ", japaneseKanji: ["竜"], traditional: "龍",
            simplified: "龙", branch: "辰", emoji: "🐉", otherEmoji: ["🐲"]),
        .snake: SignNames(
            english: "Snake", aliases: ["serpent"], korean: "뱀", japanese: "へび", traditional: "蛇", simplified: "蛇",
            branch: "巳", emoji: "🐍"),
        .horse: SignNames(
            english: "Horse", aliases: ["pony"], korean: "말", japanese: "うま", traditional: "馬", simplified: "马",
            branch: "午", emoji: "🐎", otherEmoji: ["🐴"]),
        .goat: SignNames(
            english: "Goat", aliases: ["sheep", "ram"], korean: "양", japanese: "ひつじ", traditional: "羊", simplified: "羊",
            branch: "未", emoji: "🐐", otherEmoji: ["🐑", "🐏"], japaneseEmoji: "🐑"),
        .monkey: SignNames(
            english: "Monkey", korean: "원숭이", koreanAliases: ["잔나비"], japanese: "さる", japaneseKanji: ["猿"],
            traditional: "猴", simplified: "猴", branch: "申", emoji: "🐒", otherEmoji: ["🐵"]),
        .rooster: SignNames(
            english: "Rooster", aliases: ["chicken", "hen", "cock"], korean: "닭", japanese: "とり", japaneseKanji: ["鶏"],
            traditional: "雞", simplified: "鸡", branch: "酉", emoji: "🐓", otherEmoji: ["🐔"], japaneseAliases: ["にわとり"]),
        .dog: SignNames(
            english: "Dog", aliases: ["puppy"], korean: "개", japanese: "いぬ", japaneseKanji: ["犬"], traditional: "狗",
            simplified: "狗", branch: "戌", emoji: "🐕", otherEmoji: ["🐶"]),
        .pig: SignNames(
            english: "Pig", aliases: ["boar", "hog", "swine"], korean: "돼지", japanese: "いのしし", japaneseKanji: ["豚"],
            traditional: "豬", simplified: "猪", branch: "亥", emoji: "🐖", otherEmoji: ["🐷", "🐗"], japaneseEmoji: "🐗",
            japaneseAliases: ["ぶた"]),
    ]
}

extension Sign {
    private var names: SignNames { SignNames.all[self]! }

    /// The English name, capitalised for display: "Rooster".
    public var englishName: String { names.english }

    /// Other English words for the animal that name this sign, lowercase: chicken, hen, cock.
    public var aliases: [String] { names.aliases }

    /// The Korean name, without the suffix 띠: 닭.
    public var koreanName: String { names.korean }

    /// The Japanese name in kana, without the suffix 年: とり.
    public var japaneseName: String { names.japanese }

    /// The sign as a person born in its year calls it, in `language`: "Rooster", "닭띠",
    /// "とり年", "属鸡", "屬雞". Titles and fortunes name the sign so.
    public func name(in language: Language) -> String {
        switch language {
        case .english: names.english
        case .korean: names.korean + "띠"
        case .japanese: names.japanese + "年"
        case .simplifiedChinese: "属" + String(names.simplified)
        case .traditionalChinese: "屬" + String(names.traditional)
        }
    }

    /// The sign as commands name it to a person: "🐓 Rooster (닭띠)".
    public var label: String { "\(emoji) \(englishName) (\(koreanName)띠)" }

    /// The sign as commands name it to a reader of `language`: `label` in English, else the
    /// emoji and the name in that language alone ("🐓 닭띠", "🐗 いのしし年", "🐓 属鸡"). In
    /// ASCII, as the widget there, no emoji and no other script: the name alone ("Rooster").
    public func label(in language: Language, charset: TextCharset = .unicode) -> String {
        if charset == .ascii { return name(in: language) }
        return language == .english ? label : "\(emoji(in: language)) \(name(in: language))"
    }

    /// The animal's emoji as readers of `language` picture it: in Japanese the pig's year is
    /// the boar's (🐗) and the goat's the sheep's (🐑); elsewhere `emoji`.
    public func emoji(in language: Language) -> String {
        language == .japanese ? names.japaneseEmoji ?? emoji : emoji
    }

    /// The Chinese character in traditional script: 雞.
    public var chineseCharacter: String { String(names.traditional) }

    /// The Chinese character in simplified script: 鸡; the same as the traditional for most signs.
    public var simplifiedChineseCharacter: String { String(names.simplified) }

    /// The earthly branch of the sign's years, as Japanese writes the sign: 酉.
    public var branch: String { String(names.branch) }

    /// The animal's emoji, without a variation selector: 🐓.
    public var emoji: String { names.emoji }

    /// Every word that names this sign in `Sign.parse`, besides birth years and dates: English,
    /// aliases, Korean (with and without 띠), Japanese words in hiragana and katakana (とり,
    /// にわとり, ニワトリ) and kanji, Chinese, earthly branch, emoji, and the sign as the widget
    /// names it in every language (とり年, 属鸡, 屬雞).
    public var spellings: [String] {
        let korean = [names.korean] + names.koreanAliases
        let chinese = [names.traditional, names.simplified, names.branch].map(String.init)
        let kana = [names.japanese] + names.japaneseAliases
        var all =
            [rawValue] + names.aliases + korean + korean.map { $0 + "띠" } + kana + kana.map(Self.katakana)
            + names.japaneseKanji
            + chinese + [names.emoji] + names.otherEmoji + Language.allCases.map { name(in: $0).lowercased() }
        var seen: Set<String> = []
        all.removeAll { !seen.insert($0).inserted }
        return all
    }

    /// Hiragana written in katakana, as animals' names often are: にわとり → ニワトリ.
    private static func katakana(_ hiragana: String) -> String {
        String(
            String.UnicodeScalarView(
                hiragana.unicodeScalars.map { scalar in
                    (0x3041...0x3096).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x60)! : scalar
                }))
    }
}

import Testing
import FortuneCore
import FortuneZodiac

@Suite struct SignParsingTests {
    private static let everySpelling: [(String, Sign)] = Sign.allCases.flatMap { sign in
        sign.spellings.map { ($0, sign) }
    }

    @Test(arguments: everySpelling)
    func everySpellingNamesItsSign(spelling: String, sign: Sign) throws {
        let choice = try Sign.parse(spelling)
        #expect(choice.sign == sign)
        #expect(choice.basis == .name)
        #expect(choice.note == nil)
    }

    /// Japanese and Chinese readers name their sign as the widget does, or with "year of"
    /// around the animal: kana (hiragana or katakana, the everyday にわとり and ぶた too), kanji, the
    /// earthly branch, 年, 属/屬.
    @Test(arguments: [
        ("とり", Sign.rooster), ("とり年", .rooster), ("とりどし", .rooster), ("酉", .rooster), ("酉年", .rooster),
        ("鶏", .rooster), ("鶏年", .rooster), ("属鸡", .rooster), ("屬雞", .rooster), ("鸡年", .rooster),
        ("雞年", .rooster), ("いぬ年", .dog), ("犬", .dog), ("戌年", .dog), ("属狗", .dog), ("うさぎ", .rabbit),
        ("兎", .rabbit), ("卯年", .rabbit), ("竜", .dragon), ("たつ年", .dragon), ("屬龍", .dragon), ("猿", .monkey),
        ("さる年", .monkey), ("いのしし年", .pig), ("亥年", .pig), ("属猪", .pig), ("ひつじ", .goat), ("未年", .goat),
        ("にわとり", .rooster), ("ニワトリ", .rooster), ("ぶた", .pig), ("豚", .pig), ("ネズミ", .rat), ("ウサギ", .rabbit),
    ])
    func japaneseAndChineseNamesNameTheirSign(text: String, sign: Sign) throws {
        #expect(try Sign.parse(text).sign == sign)
    }

    /// Whatever the widget prints as the sign's name, in any language, `pick` takes back.
    @Test(arguments: Language.allCases)
    func theNameTheWidgetPrintsIsASpelling(language: Language) throws {
        for sign in Sign.allCases {
            #expect(try Sign.parse(sign.name(in: language)).sign == sign, "\(sign.name(in: language))")
        }
    }

    @Test(arguments: [
        ("rat", Sign.rat), ("mouse", .rat), ("ox", .ox), ("cow", .ox), ("bull", .ox), ("buffalo", .ox),
        ("tiger", .tiger), ("rabbit", .rabbit), ("hare", .rabbit), ("bunny", .rabbit),
        ("dragon", .dragon), ("snake", .snake), ("serpent", .snake), ("horse", .horse), ("pony", .horse),
        ("goat", .goat), ("sheep", .goat), ("ram", .goat), ("monkey", .monkey),
        ("rooster", .rooster), ("chicken", .rooster), ("hen", .rooster), ("cock", .rooster),
        ("dog", .dog), ("puppy", .dog), ("pig", .pig), ("boar", .pig), ("hog", .pig), ("swine", .pig),
    ])
    func englishNamesAndAliasesNameTheirSign(text: String, sign: Sign) throws {
        #expect(try Sign.parse(text).sign == sign)
    }

    @Test(
        arguments: zip(
            ["쥐", "소", "호랑이", "토끼", "용", "뱀", "말", "양", "원숭이", "닭", "개", "돼지"], Sign.allCases))
    func koreanNamesMatchWithAndWithoutTheSuffixTti(korean: String, sign: Sign) throws {
        #expect(sign.koreanName == korean)
        #expect(try Sign.parse(korean).sign == sign)
        #expect(try Sign.parse(korean + "띠").sign == sign)
        #expect(try Sign.parse(korean + " 띠").sign == sign)
    }

    @Test(
        arguments: zip(
            ["쥐", "소", "호랑이", "토끼", "용", "뱀", "말", "양", "원숭이", "닭", "개", "돼지"], Sign.allCases))
    func koreanTypedAsDecomposedJamoMatches(korean: String, sign: Sign) throws {
        let decomposed = Self.decompose(korean)
        #expect(decomposed.unicodeScalars.count > korean.unicodeScalars.count)
        #expect(try Sign.parse(decomposed).sign == sign)
        #expect(try Sign.parse(decomposed + Self.decompose("띠")).sign == sign)
    }

    @Test func roosterInJamoIsRecognised() throws {
        #expect(try Sign.parse("\u{1103}\u{1161}\u{11B0}").sign == .rooster)
        #expect(try Sign.parse("\u{1103}\u{1161}\u{11B0}\u{1104}\u{1175}").sign == .rooster)
    }

    @Test(arguments: zip(["鼠", "牛", "虎", "兔", "龍", "蛇", "馬", "羊", "猴", "雞", "狗", "豬"], Sign.allCases))
    func traditionalChineseCharactersMatch(character: String, sign: Sign) throws {
        #expect(sign.chineseCharacter == character)
        #expect(try Sign.parse(character).sign == sign)
    }

    @Test(arguments: [("龙", Sign.dragon), ("马", .horse), ("鸡", .rooster), ("猪", .pig)])
    func simplifiedChineseCharactersMatch(character: String, sign: Sign) throws {
        #expect(sign.simplifiedChineseCharacter == character)
        #expect(try Sign.parse(character).sign == sign)
    }

    @Test(arguments: zip(["🐀", "🐂", "🐅", "🐇", "🐉", "🐍", "🐎", "🐐", "🐒", "🐓", "🐕", "🐖"], Sign.allCases))
    func emojiMatchWithAndWithoutAVariationSelector(emoji: String, sign: Sign) throws {
        #expect(sign.emoji == emoji)
        #expect(try Sign.parse(emoji).sign == sign)
        #expect(try Sign.parse(emoji + "\u{FE0F}").sign == sign)
    }

    @Test(arguments: ["ROOSTER", "Rooster", "  rooster\n", "\tChicken ", "　닭띠　", " 🐓\u{FE0F} "])
    func caseAndSurroundingWhitespaceDoNotMatter(text: String) throws {
        #expect(try Sign.parse(text).sign == .rooster)
    }

    @Test func aBirthYearGivesItsSignAndWarnsAboutJanuaryAndFebruary() throws {
        let choice = try Sign.parse("1993")
        #expect(choice.sign == .rooster)
        #expect(choice.basis == .birthYear(1993, newYear: CalendarDay("1993-01-23")!, earlierSign: .monkey))
        let note = try #require(choice.note)
        #expect(note.contains("1993-01-23"))
        #expect(note.contains("monkey"))
    }

    @Test(arguments: [(1900, Sign.rat), (1901, .ox), (2020, .rat), (2024, .dragon), (2100, .monkey)])
    func yearsAtTheEdgesAndInBetweenHaveTheirSign(year: Int, sign: Sign) throws {
        #expect(try Sign.parse(String(year)).sign == sign)
    }

    @Test(arguments: [
        ("1993-01-15", Sign.monkey, 1992), ("1993-01-22", .monkey, 1992), ("1993-01-23", .rooster, 1993),
        ("1993-12-31", .rooster, 1993), ("2024-02-09", .rabbit, 2023), ("2024-02-10", .dragon, 2024),
        ("1993-1-5", .monkey, 1992),
    ])
    func aBirthDateCountsFromLunarNewYear(text: String, sign: Sign, lunarYear: Int) throws {
        let choice = try Sign.parse(text)
        #expect(choice.sign == sign)
        guard case let .birthDate(_, year, _) = choice.basis else {
            Issue.record("not a birth date: \(choice.basis)")
            return
        }
        #expect(year == lunarYear)
        #expect(try #require(choice.note).contains("lunar year \(lunarYear)"))
    }

    @Test(arguments: [
        ("1997-02-07", Sign.ox, Sign.rat), ("2027-02-06", .goat, .horse), ("2028-01-26", .monkey, .goat),
    ])
    func theKoreanNewYearComesADayLaterInSomeYears(text: String, chinese: Sign, korean: Sign) throws {
        #expect(try Sign.parse(text, calendar: .chinese).sign == chinese)
        #expect(try Sign.parse(text, calendar: .korean).sign == korean)
    }

    @Test func anUnknownNameSuggestsTheClosestAndListsTheSigns() {
        #expect {
            try Sign.parse("roster")
        } throws: { error in
            guard let error = error as? SignParseError else { return false }
            return error.kind == .unknownName && error.suggestions.first == "rooster"
                && error.description.hasPrefix("unknown sign 'roster'; did you mean rooster")
                && error.description.hasSuffix(
                    "signs: rat, ox, tiger, rabbit, dragon, snake, horse, goat, monkey, rooster, dog, pig")
                && !error.description.contains("\n")
        }
    }

    /// The names it may have meant are listed as each language lists: "、" in Japanese and
    /// Chinese, ", " in English and Korean.
    @Test func theGuessesAreListedAsTheLanguageLists() throws {
        let error = try #require(throws: SignParseError.self) { try Sign.parse("og") }
        #expect(error.suggestions == ["ox", "dog", "hog"])
        #expect(error.message(in: .english).hasPrefix("unknown sign 'og'; did you mean ox, dog or hog?"))
        #expect(error.message(in: .japanese).hasPrefix("「og」という干支はありません。うし年、いぬ年またはいのしし年のことですか？"))
        #expect(
            error.message(in: .simplifiedChinese).contains("您是指 属牛、属狗 或 属猪 吗"),
            "\(error.message(in: .simplifiedChinese))")
        #expect(error.message(in: .korean).contains("소띠, 개띠 또는 돼지띠"), "\(error.message(in: .korean))")
    }

    @Test(arguments: ["unicorn", "roster", "chiken", "drag", "x", "qqqqqqqqqq", "ca"])
    func suggestionsAreAtMostThreeKnownNamesForDistinctSigns(text: String) throws {
        do {
            _ = try Sign.parse(text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.suggestions.count <= 3)
            let signs = try error.suggestions.map { try Sign.parse($0).sign }
            #expect(Set(signs).count == signs.count)
            #expect(error.description.contains("unknown sign '\(text)'"))
        }
    }

    @Test(arguments: [("chiken", "chicken"), ("drag", "dragon"), ("moose", "mouse"), ("piggy", "pig")])
    func aTypoOrAPrefixSuggestsTheName(text: String, expected: String) {
        do {
            _ = try Sign.parse(text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.suggestions.contains(expected))
        }
    }

    @Test func farFromEveryNameThereIsNoSuggestion() {
        do {
            _ = try Sign.parse("qqqqqqqqqq")
            Issue.record("parsed")
        } catch {
            #expect(error.suggestions.isEmpty)
            #expect(
                error.description
                    == "unknown sign 'qqqqqqqqqq'; signs: rat, ox, tiger, rabbit, dragon, snake, horse, goat, monkey, rooster, dog, pig"
            )
        }
    }

    @Test(arguments: [
        "1899", "2101", "0", "99999999999999999999999", "1899-12-31", "2101-01-21", "2101-03-01", "1850-06-01",
    ])
    func yearsAndDatesOutsideTheTablesAreOutOfRange(text: String) {
        do {
            _ = try Sign.parse(text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.kind == .outOfRange)
            #expect(error.description.contains("1900–2100"))
            #expect(error.description.contains("1900-01-01 to 2101-01-20"))
        }
    }

    /// `pick 1900` says that those born before its new year, on 31 January, are pigs; `pick` of
    /// such a date agrees rather than calling it out of range.
    @Test(arguments: ["1900-01-01", "1900-01-15", "1900-01-30"])
    func aDateOfJanuary1900BeforeItsNewYearIsThePigTheYearMessageNames(text: String) throws {
        let year = try Sign.parse("1900")
        guard case let .birthYear(_, newYear, earlierSign) = year.basis else {
            Issue.record("not a birth year: \(year.basis)")
            return
        }
        let choice = try Sign.parse(text)
        #expect(choice.sign == earlierSign)
        #expect(choice.sign == .pig)
        #expect(choice.basis == .birthDate(CalendarDay(text)!, lunarYear: 1899, newYear: nil))
        #expect(choice.note == "\(text) falls before Lunar New Year on \(newYear), in lunar year 1899: a pig year")
    }

    /// The new year after the tables comes on 21 January at the earliest: the days before it
    /// still belong to the tables' last lunar year.
    @Test(arguments: [
        ("2100-12-31", Sign.monkey), ("2101-01-01", .monkey), ("2101-01-20", .monkey), ("1900-01-31", .rat),
    ])
    func theDaysAtTheEdgesOfTheTablesHaveTheirSign(text: String, sign: Sign) throws {
        #expect(try Sign.parse(text).sign == sign)
        #expect(try Sign.parse(text, calendar: .korean).sign == sign)
    }

    @Test func anUnknownNameIsEchoedWithItsControlCharactersEscaped() {
        do {
            _ = try Sign.parse("\u{1B}]52;c;aGk=\u{07}\u{202E}x\ny")
            Issue.record("parsed")
        } catch {
            #expect(
                error.description.hasPrefix(#"unknown sign '\e]52;c;aGk=\u{07}\u{202E}x\ny'; signs: rat"#),
                "\(error.description)")
        }
    }

    @Test(arguments: ["2023-02-30", "1993-13-01", "93-01-15", "1993-001-15"])
    func impossibleDatesAreInvalid(text: String) {
        do {
            _ = try Sign.parse(text)
            Issue.record("'\(text)' parsed")
        } catch {
            #expect(error.kind == .invalidDate)
        }
    }

    @Test(arguments: ["", "   ", "\n"])
    func emptyTextIsAnError(text: String) {
        do {
            _ = try Sign.parse(text)
            Issue.record("parsed")
        } catch {
            #expect(error.kind == .empty)
        }
    }

    /// Hangul syllables split into their conjoining jamo (Unicode's canonical decomposition).
    private static func decompose(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let index = Int(scalar.value) - 0xAC00
            guard (0..<11172).contains(index) else {
                scalars.append(scalar)
                continue
            }
            scalars.append(Unicode.Scalar(0x1100 + index / 588)!)
            scalars.append(Unicode.Scalar(0x1161 + index % 588 / 28)!)
            if index % 28 != 0 { scalars.append(Unicode.Scalar(0x11A7 + index % 28)!) }
        }
        return String(scalars)
    }
}

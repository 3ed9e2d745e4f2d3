public import FortuneCore
public import FortuneZodiac

/// What `fortune pick` says in each language: that the sign is saved, and how a birth year or
/// date became the sign. Signs are named as `Sign.name(in:)` names them (닭띠, とり年, 属鸡);
/// dates stay as they are written (1993-01-23), as the widget keeps them.
public struct PickWords: Sendable, WordsByLanguage {
    /// The sentence that says `sign` is now the user's.
    public var saved: @Sendable (_ sign: Sign) -> String
    /// One line on how a birth year or date became the sign; nil for a name.
    public var note: @Sendable (_ choice: SignChoice) -> String?

    public static let english = PickWords(saved: { "\($0.label) is your sign" }, note: \.note)

    public static let korean = PickWords(
        saved: { "띠를 \($0.emoji) \($0.name(in: .korean))로 설정했습니다." },
        note: note(
            in: .korean,
            birthYear: { year, newYear, sign, earlier in
                "\(year)년생: 설날(\(newYear)) 이후에 태어났다면 \(sign), 그 전이라면 \(earlier)입니다."
            },
            birthDate: { day, lunarYear, newYear, sign in
                "\(day) 출생: \(newYear)에 시작된 음력 \(lunarYear)년에 속하므로 \(sign)입니다."
            },
            beforeNewYear: { day, lunarYear, next, sign in
                "\(day) 출생: 설날\(next.map { "(\($0))" } ?? "") 전이라 음력 \(lunarYear)년에 속하므로 \(sign)입니다."
            }
        )
    )

    public static let japanese = PickWords(
        saved: { "干支を \($0.emoji) \($0.name(in: .japanese))に設定しました。" },
        note: note(
            in: .japanese,
            birthYear: { year, newYear, sign, earlier in
                "\(year)年生まれ: 旧正月(\(newYear))以降なら\(sign)、それより前なら\(earlier)です。"
            },
            birthDate: { day, lunarYear, newYear, sign in
                "\(day)生まれ: \(newYear)に始まる旧暦\(lunarYear)年に当たるため、\(sign)です。"
            },
            beforeNewYear: { day, lunarYear, next, sign in
                "\(day)生まれ: 旧正月\(next.map { "(\($0))" } ?? "")より前で旧暦\(lunarYear)年に当たるため、\(sign)です。"
            }
        )
    )

    public static let simplifiedChinese = PickWords(
        saved: { "已选择生肖：\($0.emoji) \($0.name(in: .simplifiedChinese))" },
        note: note(
            in: .simplifiedChinese,
            birthYear: { year, newYear, sign, earlier in
                "\(year)年出生：农历新年（\(newYear)）及以后出生\(sign)，之前出生\(earlier)。"
            },
            birthDate: { day, lunarYear, newYear, sign in
                "\(day)出生：在始于\(newYear)的农历\(lunarYear)年内，\(sign)。"
            },
            beforeNewYear: { day, lunarYear, next, sign in
                "\(day)出生：在农历新年\(next.map { "（\($0)）" } ?? "")之前，仍是农历\(lunarYear)年，\(sign)。"
            }
        )
    )

    public static let traditionalChinese = PickWords(
        saved: { "已選擇生肖：\($0.emoji) \($0.name(in: .traditionalChinese))" },
        note: note(
            in: .traditionalChinese,
            birthYear: { year, newYear, sign, earlier in
                "\(year)年出生：農曆新年（\(newYear)）及以後出生\(sign)，之前出生\(earlier)。"
            },
            birthDate: { day, lunarYear, newYear, sign in
                "\(day)出生：在始於\(newYear)的農曆\(lunarYear)年內，\(sign)。"
            },
            beforeNewYear: { day, lunarYear, next, sign in
                "\(day)出生：在農曆新年\(next.map { "（\($0)）" } ?? "")之前，仍是農曆\(lunarYear)年，\(sign)。"
            }
        )
    )

    /// A language's `note` from its three sentences, each given the signs already named in
    /// `language`: a birth year (`sign` from `newYear` on, `earlier` before it); a birth date
    /// in the lunar year begun on `newYear`; and a date in a lunar year that began before the
    /// tables do, with the next Lunar New Year when it is known. A name gets no note.
    private static func note(
        in language: Language,
        birthYear:
            @escaping @Sendable (_ year: Int, _ newYear: CalendarDay, _ sign: String, _ earlier: String) -> String,
        birthDate:
            @escaping @Sendable (_ day: CalendarDay, _ lunarYear: Int, _ newYear: CalendarDay, _ sign: String) -> String,
        beforeNewYear:
            @escaping @Sendable (_ day: CalendarDay, _ lunarYear: Int, _ next: CalendarDay?, _ sign: String) -> String
    ) -> @Sendable (SignChoice) -> String? {
        { choice in
            let sign = choice.sign.name(in: language)
            switch choice.basis {
            case .name:
                return nil
            case let .birthYear(year, newYear, earlier):
                return birthYear(year, newYear, sign, earlier.name(in: language))
            case let .birthDate(day, lunarYear, newYear?):
                return birthDate(day, lunarYear, newYear, sign)
            case let .birthDate(day, lunarYear, nil):
                return beforeNewYear(day, lunarYear, choice.calendar.newYear(of: lunarYear + 1), sign)
            }
        }
    }
}

public import FortuneCore
public import FortuneZodiac

/// What `fortune pick` says in each language: that the sign is saved, and how a birth year or
/// date became the sign, under the custom that starts the year (Lunar New Year, 1 January or
/// 立春). Signs are named as `Sign.name(in:)` names them (닭띠, とり年, 属鸡); dates stay as
/// they are written (1993-01-23), as the widget keeps them.
public struct PickWords: Sendable, WordsByLanguage {
    /// The sentence that says `sign` is now the user's.
    public var saved: @Sendable (_ sign: Sign) -> String
    /// One line on how a birth year or date became the sign; nil for a name.
    public var note: @Sendable (_ choice: SignChoice) -> String?

    public static let english = PickWords(saved: { "\($0.label) is your sign" }, note: \.note)

    public static let korean = PickWords(
        saved: { "띠를 \($0.emoji(in: .korean)) \($0.name(in: .korean))로 설정했습니다." },
        note: note(
            in: .korean,
            start: [.lunarNewYear: "설날", .januaryFirst: "1월 1일", .risshun: "입춘"],
            birthYear: { year, start, newYear, sign, earlier in
                "\(year)년생: \(start)(\(newYear)) 이후에 태어났다면 \(sign), 그 전이라면 \(earlier)입니다."
            },
            birthDate: { day, lunarYear, newYear, sign in
                "\(day) 출생: \(newYear)에 시작된 음력 \(lunarYear)년에 속하므로 \(sign)입니다."
            },
            beforeNewYear: { day, lunarYear, next, sign in
                "\(day) 출생: 설날\(next.map { "(\($0))" } ?? "") 전이라 음력 \(lunarYear)년에 속하므로 \(sign)입니다."
            },
            otherCustom: { day, start, sign, otherStart, other in
                "\(day) 출생: \(start)을 기준으로 하면 \(sign)입니다(\(otherStart) 기준으로는 \(other))."
            }
        )
    )

    public static let japanese = PickWords(
        saved: { "干支を \($0.emoji(in: .japanese)) \($0.name(in: .japanese))に設定しました。" },
        note: note(
            in: .japanese,
            start: [.lunarNewYear: "旧正月", .januaryFirst: "元日", .risshun: "立春"],
            comparing: ([.januaryFirst, .risshun, .lunarNewYear], "や"),
            birthYear: { year, start, newYear, sign, earlier in
                "\(year)年生まれ：\(start)（\(newYear)）以降なら\(sign)、それより前なら\(earlier)です。"
            },
            birthDate: { day, lunarYear, newYear, sign in
                "\(day)生まれ：\(newYear)に始まる旧暦\(lunarYear)年に当たるため、\(sign)です。"
            },
            beforeNewYear: { day, lunarYear, next, sign in
                "\(day)生まれ：旧正月\(next.map { "（\($0)）" } ?? "")より前で旧暦\(lunarYear)年に当たるため、\(sign)です。"
            },
            otherCustom: { day, start, sign, otherStart, other in
                "\(day)生まれ：\(start)で年が替わるため\(sign)です（\(otherStart)で数えると\(other)）。"
            }
        )
    )

    public static let simplifiedChinese = PickWords(
        saved: { "已选择生肖：\($0.emoji(in: .simplifiedChinese)) \($0.name(in: .simplifiedChinese))" },
        note: note(
            in: .simplifiedChinese,
            start: [.lunarNewYear: "农历新年", .januaryFirst: "1月1日", .risshun: "立春"],
            birthYear: { year, start, newYear, sign, earlier in
                "\(year)年出生：\(start)（\(newYear)）及以后出生\(sign)，之前出生\(earlier)。"
            },
            birthDate: { day, lunarYear, newYear, sign in
                "\(day)出生：已过\(lunarYear)年春节（\(newYear)），属农历\(lunarYear)年，生肖\(sign)。"
            },
            beforeSpringFestival: { day, lunarYear, festival, sign in
                "\(day)出生：还没过\(day.year)年春节（\(festival)），属农历\(lunarYear)年，生肖\(sign)。"
            },
            beforeNewYear: { day, lunarYear, next, sign in
                "\(day)出生：在农历新年\(next.map { "（\($0)）" } ?? "")之前，仍是农历\(lunarYear)年，\(sign)。"
            },
            otherCustom: { day, start, sign, otherStart, other in
                "\(day)出生：按\(start)换年，\(sign)（按\(otherStart)算则\(other)）。"
            }
        )
    )

    public static let traditionalChinese = PickWords(
        saved: { "已選擇生肖：\($0.emoji(in: .traditionalChinese)) \($0.name(in: .traditionalChinese))" },
        note: note(
            in: .traditionalChinese,
            start: [.lunarNewYear: "農曆新年", .januaryFirst: "1月1日", .risshun: "立春"],
            birthYear: { year, start, newYear, sign, earlier in
                "\(year)年出生：\(start)（\(newYear)）及以後出生\(sign)，之前出生\(earlier)。"
            },
            birthDate: { day, lunarYear, newYear, sign in
                "\(day)出生：已過\(lunarYear)年春節（\(newYear)），屬農曆\(lunarYear)年，生肖\(sign)。"
            },
            beforeSpringFestival: { day, lunarYear, festival, sign in
                "\(day)出生：還沒過\(day.year)年春節（\(festival)），屬農曆\(lunarYear)年，生肖\(sign)。"
            },
            beforeNewYear: { day, lunarYear, next, sign in
                "\(day)出生：在農曆新年\(next.map { "（\($0)）" } ?? "")之前，仍是農曆\(lunarYear)年，\(sign)。"
            },
            otherCustom: { day, start, sign, otherStart, other in
                "\(day)出生：按\(start)換年，\(sign)（按\(otherStart)算則\(other)）。"
            }
        )
    )

    /// A language's `note` from its sentences, each given the signs already named in `language`.
    ///
    /// Under Lunar New Year: a birth year (`sign` from `newYear` on, `earlier` before it); a
    /// birth date in the lunar year begun on `newYear`; and a date in a lunar year that began
    /// before the tables do, with the next Lunar New Year when it is known. Under 1 January a
    /// birth year needs no note, and under 立春 it is said as under Lunar New Year, with `start`
    /// naming the custom; a birth date is explained only when another custom gives another sign
    /// (`otherCustom`: the date, this custom and its sign, the others and their sign). The other
    /// customs are Lunar New Year's, or under Lunar New Year 1 January's, unless `comparing`
    /// gives those a reader weighs, with the word that joins two of their names (Japanese
    /// weighs 元日, 立春 and 旧正月). Chinese says a January date before the Spring Festival
    /// with `beforeSpringFestival` (the date, the lunar year, the festival to come, the sign).
    /// A name gets no note.
    private static func note(
        in language: Language,
        start: [YearBoundary: String],
        comparing: (customs: [YearBoundary], and: String)? = nil,
        birthYear:
            @escaping @Sendable (
                _ year: Int, _ start: String, _ newYear: CalendarDay, _ sign: String, _ earlier: String
            )
            -> String,
        birthDate:
            @escaping @Sendable (_ day: CalendarDay, _ lunarYear: Int, _ newYear: CalendarDay, _ sign: String) -> String,
        beforeSpringFestival: (
            @Sendable (_ day: CalendarDay, _ lunarYear: Int, _ festival: CalendarDay, _ sign: String) -> String
        )? = nil,
        beforeNewYear:
            @escaping @Sendable (_ day: CalendarDay, _ lunarYear: Int, _ next: CalendarDay?, _ sign: String) -> String,
        otherCustom:
            @escaping @Sendable (
                _ day: CalendarDay, _ start: String, _ sign: String, _ otherStart: String, _ other: String
            )
            -> String
    ) -> @Sendable (SignChoice) -> String? {
        { choice in
            let sign = choice.sign.name(in: language)
            let name = start[choice.boundary] ?? choice.boundary.rawValue
            switch (choice.basis, choice.boundary) {
            case (.name, _), (.birthYear, .januaryFirst):
                return nil
            case let (.birthYear(year, newYear, earlier), _):
                return birthYear(year, name, newYear, sign, earlier.name(in: language))
            case let (.birthDate(day, _, _), .januaryFirst), let (.birthDate(day, _, _), .risshun):
                let others =
                    comparing.map { choice.otherCustoms(among: $0.customs) }
                    ?? choice.otherCustom.map { ([$0.boundary], $0.sign) }
                return others.map { boundaries, other in
                    let names = boundaries.map { start[$0] ?? $0.rawValue }
                    return otherCustom(
                        day, name, sign, names.joined(separator: comparing?.and ?? ""), other.name(in: language))
                }
            case let (.birthDate(day, lunarYear, newYear?), .lunarNewYear):
                if lunarYear < day.year, let beforeSpringFestival,
                    let festival = choice.calendar.newYear(of: day.year)
                {
                    return beforeSpringFestival(day, lunarYear, festival, sign)
                }
                return birthDate(day, lunarYear, newYear, sign)
            case let (.birthDate(day, lunarYear, nil), .lunarNewYear):
                return beforeNewYear(day, lunarYear, choice.calendar.newYear(of: lunarYear + 1), sign)
            }
        }
    }
}

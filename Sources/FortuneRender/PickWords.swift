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
            birthYear: "{year}년생: {start}({newYear}) 이후에 태어났다면 {sign}, 그 전이라면 {earlier}입니다.",
            birthDate: "{day} 출생: {newYear}에 시작된 음력 {lunarYear}년에 속하므로 {sign}입니다.",
            beforeNewYear: "{day} 출생: 설날{next} 전이라 음력 {lunarYear}년에 속하므로 {sign}입니다.",
            otherCustom: "{day} 출생: {start}을 기준으로 하면 {sign}입니다({otherStart} 기준으로는 {other})."
        )
    )

    public static let japanese = PickWords(
        saved: { "干支を \($0.emoji(in: .japanese)) \($0.name(in: .japanese))に設定しました。" },
        note: note(
            in: .japanese,
            start: [.lunarNewYear: "旧正月", .januaryFirst: "元日", .risshun: "立春"],
            comparing: ([.januaryFirst, .risshun, .lunarNewYear], "や"),
            birthYear: "{year}年生まれ：{start}（{newYear}）以降なら{sign}、それより前なら{earlier}です。",
            birthDate: "{day}生まれ：{newYear}に始まる旧暦{lunarYear}年に当たるため、{sign}です。",
            beforeNewYear: "{day}生まれ：旧正月{next}より前で旧暦{lunarYear}年に当たるため、{sign}です。",
            otherCustom: "{day}生まれ：{start}で年が替わるため{sign}です（{otherStart}で数えると{other}）。"
        )
    )

    public static let simplifiedChinese = PickWords(
        saved: { "已选择生肖：\($0.emoji(in: .simplifiedChinese)) \($0.name(in: .simplifiedChinese))" },
        note: note(
            in: .simplifiedChinese,
            start: [.lunarNewYear: "农历新年", .januaryFirst: "1月1日", .risshun: "立春"],
            birthYear: "{year}年出生：{start}（{newYear}）及以后出生{sign}，之前出生{earlier}。",
            birthDate: "{day}出生：已过{lunarYear}年春节（{newYear}），属农历{lunarYear}年，生肖{sign}。",
            beforeSpringFestival: "{day}出生：还没过{year}年春节（{festival}），属农历{lunarYear}年，生肖{sign}。",
            beforeNewYear: "{day}出生：在农历新年{next}之前，仍是农历{lunarYear}年，{sign}。",
            otherCustom: "{day}出生：按{start}换年，{sign}（按{otherStart}算则{other}）。"
        )
    )

    public static let traditionalChinese = PickWords(
        saved: { "已選擇生肖：\($0.emoji(in: .traditionalChinese)) \($0.name(in: .traditionalChinese))" },
        note: note(
            in: .traditionalChinese,
            start: [.lunarNewYear: "農曆新年", .januaryFirst: "1月1日", .risshun: "立春"],
            birthYear: "{year}年出生：{start}（{newYear}）及以後出生{sign}，之前出生{earlier}。",
            birthDate: "{day}出生：已過{lunarYear}年春節（{newYear}），屬農曆{lunarYear}年，生肖{sign}。",
            beforeSpringFestival: "{day}出生：還沒過{year}年春節（{festival}），屬農曆{lunarYear}年，生肖{sign}。",
            beforeNewYear: "{day}出生：在農曆新年{next}之前，仍是農曆{lunarYear}年，{sign}。",
            otherCustom: "{day}出生：按{start}換年，{sign}（按{otherStart}算則{other}）。"
        )
    )

    /// A language's `note` from its sentences, in which `{sign}` is the sign reached and
    /// `{start}` the custom that starts its year, both named in `language`; `{year}` is the
    /// year given, or the year of the date given.
    ///
    /// Under Lunar New Year: a birth year (`{sign}` from `{newYear}` on, `{earlier}` before
    /// it); a birth date `{day}` in the lunar year `{lunarYear}` begun on `{newYear}`; and a
    /// date in a lunar year that began before the tables do, with the next Lunar New Year in the
    /// language's brackets (`{next}`) when it is known. Under 1 January a birth year needs no
    /// note, and under 立春 it is said as under Lunar New Year; a birth date is explained only
    /// when another custom gives another sign (`otherCustom`: by `{otherStart}` it is
    /// `{other}`). The other customs are Lunar New Year's, or under Lunar New Year 1 January's,
    /// unless `comparing` gives those a reader weighs, with the word that joins two of their
    /// names (Japanese weighs 元日, 立春 and 旧正月). Chinese says a January date before the
    /// Spring Festival (`{festival}`) with `beforeSpringFestival`. A name gets no note.
    private static func note(
        in language: Language,
        start: [YearBoundary: String],
        comparing: (customs: [YearBoundary], and: String)? = nil,
        birthYear: String,
        birthDate: String,
        beforeSpringFestival: String? = nil,
        beforeNewYear: String,
        otherCustom: String
    ) -> @Sendable (SignChoice) -> String? {
        { choice in
            var values = [
                "sign": choice.sign.name(in: language), "start": start[choice.boundary] ?? choice.boundary.rawValue,
            ]
            if case let .birthDate(day, lunarYear, _) = choice.basis {
                values.merge(["day": "\(day)", "year": "\(day.year)", "lunarYear": "\(lunarYear)"]) { $1 }
            }
            func said(_ sentence: String, _ more: [String: String]) -> String {
                values.merging(more) { $1 }.reduce(sentence) { $0.replacing("{\($1.key)}", with: $1.value) }
            }
            switch (choice.basis, choice.boundary) {
            case (.name, _), (.birthYear, .januaryFirst):
                return nil
            case let (.birthYear(year, newYear, earlier), _):
                return said(
                    birthYear, ["year": "\(year)", "newYear": "\(newYear)", "earlier": earlier.name(in: language)])
            case (.birthDate, .januaryFirst), (.birthDate, .risshun):
                let others =
                    comparing.map { choice.otherCustoms(among: $0.customs) }
                    ?? choice.otherCustom.map { ([$0.boundary], $0.sign) }
                return others.map { boundaries, other in
                    let names = boundaries.map { start[$0] ?? $0.rawValue }.joined(separator: comparing?.and ?? "")
                    return said(otherCustom, ["otherStart": names, "other": other.name(in: language)])
                }
            case let (.birthDate(day, lunarYear, newYear?), .lunarNewYear):
                if lunarYear < day.year, let beforeSpringFestival,
                    let festival = choice.calendar.newYear(of: day.year)
                {
                    return said(beforeSpringFestival, ["festival": "\(festival)"])
                }
                return said(birthDate, ["newYear": "\(newYear)"])
            case let (.birthDate(_, lunarYear, nil), .lunarNewYear):
                let next = choice.calendar.newYear(of: lunarYear + 1)
                return said(beforeNewYear, ["next": next.map { WidgetWords.of(language).bracketed("\($0)") } ?? ""])
            }
        }
    }
}

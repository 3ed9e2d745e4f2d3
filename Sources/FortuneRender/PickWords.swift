public import FortuneCore
public import FortuneZodiac

/// What `fortune pick` says in each language: that the sign is saved, and how a birth year or
/// date became the sign. Signs are named as `Sign.name(in:)` names them (닭띠, とり年, 属鸡);
/// dates stay as they are written (1993-01-23), as the widget keeps them.
public struct PickWords: Sendable {
    /// The sentence that says `sign` is now the user's.
    public var saved: @Sendable (_ sign: Sign) -> String
    /// One line on how a birth year or date became the sign; nil for a name.
    public var note: @Sendable (_ choice: SignChoice) -> String?

    /// The words in `language`.
    public static func of(_ language: Language) -> PickWords {
        switch language {
        case .english: english
        case .korean: korean
        case .japanese: japanese
        case .simplifiedChinese: simplifiedChinese
        case .traditionalChinese: traditionalChinese
        }
    }

    static let english = PickWords(saved: { "\($0.label) is your sign" }, note: \.note)

    static let korean = PickWords(
        saved: { "띠를 \($0.emoji) \($0.name(in: .korean))로 설정했습니다." },
        note: { choice in
            let name = { (sign: Sign) in sign.name(in: .korean) }
            switch choice.basis {
            case .name:
                return nil
            case let .birthYear(year, newYear, earlier):
                return "\(year)년생: 설날(\(newYear)) 이후에 태어났다면 \(name(choice.sign)), 그 전이라면 \(name(earlier))입니다."
            case let .birthDate(day, lunarYear, newYear?):
                return "\(day) 출생: \(newYear)에 시작된 음력 \(lunarYear)년에 속하므로 \(name(choice.sign))입니다."
            case let .birthDate(day, lunarYear, nil):
                let next = choice.calendar.newYear(of: lunarYear + 1).map { "(\($0))" } ?? ""
                return "\(day) 출생: 설날\(next) 전이라 음력 \(lunarYear)년에 속하므로 \(name(choice.sign))입니다."
            }
        }
    )

    static let japanese = PickWords(
        saved: { "干支を \($0.emoji) \($0.name(in: .japanese))に設定しました。" },
        note: { choice in
            let name = { (sign: Sign) in sign.name(in: .japanese) }
            switch choice.basis {
            case .name:
                return nil
            case let .birthYear(year, newYear, earlier):
                return "\(year)年生まれ: 旧正月(\(newYear))以降なら\(name(choice.sign))、それより前なら\(name(earlier))です。"
            case let .birthDate(day, lunarYear, newYear?):
                return "\(day)生まれ: \(newYear)に始まる旧暦\(lunarYear)年に当たるため、\(name(choice.sign))です。"
            case let .birthDate(day, lunarYear, nil):
                let next = choice.calendar.newYear(of: lunarYear + 1).map { "(\($0))" } ?? ""
                return "\(day)生まれ: 旧正月\(next)より前で旧暦\(lunarYear)年に当たるため、\(name(choice.sign))です。"
            }
        }
    )

    static let simplifiedChinese = PickWords(
        saved: { "已选择生肖：\($0.emoji) \($0.name(in: .simplifiedChinese))" },
        note: { choice in
            let name = { (sign: Sign) in sign.name(in: .simplifiedChinese) }
            switch choice.basis {
            case .name:
                return nil
            case let .birthYear(year, newYear, earlier):
                return "\(year)年出生：农历新年（\(newYear)）及以后出生\(name(choice.sign))，之前出生\(name(earlier))。"
            case let .birthDate(day, lunarYear, newYear?):
                return "\(day)出生：在始于\(newYear)的农历\(lunarYear)年内，\(name(choice.sign))。"
            case let .birthDate(day, lunarYear, nil):
                let next = choice.calendar.newYear(of: lunarYear + 1).map { "（\($0)）" } ?? ""
                return "\(day)出生：在农历新年\(next)之前，仍是农历\(lunarYear)年，\(name(choice.sign))。"
            }
        }
    )

    static let traditionalChinese = PickWords(
        saved: { "已選擇生肖：\($0.emoji) \($0.name(in: .traditionalChinese))" },
        note: { choice in
            let name = { (sign: Sign) in sign.name(in: .traditionalChinese) }
            switch choice.basis {
            case .name:
                return nil
            case let .birthYear(year, newYear, earlier):
                return "\(year)年出生：農曆新年（\(newYear)）及以後出生\(name(choice.sign))，之前出生\(name(earlier))。"
            case let .birthDate(day, lunarYear, newYear?):
                return "\(day)出生：在始於\(newYear)的農曆\(lunarYear)年內，\(name(choice.sign))。"
            case let .birthDate(day, lunarYear, nil):
                let next = choice.calendar.newYear(of: lunarYear + 1).map { "（\($0)）" } ?? ""
                return "\(day)出生：在農曆新年\(next)之前，仍是農曆\(lunarYear)年，\(name(choice.sign))。"
            }
        }
    )
}

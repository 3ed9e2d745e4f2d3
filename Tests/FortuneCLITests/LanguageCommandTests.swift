import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneStore
import FortuneCore

/// The language the locale or `config.json` chooses, as the commands show it.
@Suite(.fewAtOnce) struct LanguageCommandTests {
    let home = FakeHome()

    private func run(_ arguments: [String], _ locale: [String: String]) async throws -> FortuneBinary.Result {
        try await home.run(arguments, environment: locale)
    }

    @Test func aJapaneseLocaleGivesAJapaneseWidgetAndAJapaneseOfflineFortune() async throws {
        let locale = ["LANG": "ja_JP.UTF-8"]
        let empty = try await run(["widget", "--sign", "tiger", "--family", "small"], locale)
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("🐅 とら年"), "\(empty.stdout)")
        #expect(empty.stdout.contains("今日の運勢は"), "\(empty.stdout)")

        let refreshed = try await run(["refresh", "--sign", "rat", "--json"], locale)
        #expect(refreshed.status == 0, "\(refreshed.stderr)")
        let record = try JSONDecoder().decode([String: JSONValue].self, from: Data(refreshed.stdout.utf8))
        #expect(record["language"] == .string("ja"))
        guard case .string(let text)? = record["text"] else {
            Issue.record("no text: \(refreshed.stdout)")
            return
        }
        #expect(text.unicodeScalars.contains { (0x3041...0x30FF).contains($0.value) }, "kana in \(text)")
        let today = try await run(["--sign", "rat"], locale)
        #expect(today.stdout == text + "\n")
        let widget = try await run(["widget", "--sign", "rat", "--format", "tmux"], locale)
        #expect(widget.stdout.hasPrefix("🐀 " + text.prefix(4)), "\(widget.stdout)")
    }

    @Test func lcAllWinsOverLangAndTheToggleSpeaksTraditionalChinese() async throws {
        let locale = ["LC_ALL": "zh_TW.UTF-8", "LANG": "ja_JP.UTF-8"]
        #expect(try await run(["pick", "rooster"], locale).status == 0)
        #expect(try await run(["hide"], locale).stdout == "已隱藏運勢。\n")
        #expect(try await run(["hide"], locale).stdout == "運勢已經隱藏了。\n")
        #expect(try await run(["show"], locale).stdout == "已顯示運勢。\n")
        #expect(try await run(["show"], locale).stdout == "運勢已經在顯示了。\n")
        let widget = try await run(["widget", "--format", "waybar"], locale)
        #expect(widget.stdout.contains("屬雞"), "\(widget.stdout)")
        #expect(widget.stdout.contains("今天的運勢還沒產生"), "\(widget.stdout)")
    }

    @Test func languageInTheConfigWinsOverTheLocale() async throws {
        try home.writeConfig(#"{"language": "en"}"#)
        let widget = try await run(["widget", "--sign", "dog", "--family", "inline"], ["LANG": "ko_KR.UTF-8"])
        #expect(widget.stdout == "🐕 no fortune yet: fortune refresh\n")
        try home.writeConfig(#"{"language": "zh-Hans"}"#)
        let chinese = try await run(["widget", "--sign", "dog", "--family", "inline"], ["LANG": "ko_KR.UTF-8"])
        #expect(chinese.stdout == "🐕 今日运势未生成：fortune refresh\n")
    }

    /// A Japanese reader born in mid-January 1993 is a rooster: in Japan the year's animal
    /// changes on 1 January. Names in Japanese are read whatever the boundary.
    @Test func aJapaneseLocalePicksByTheFirstOfJanuary() async throws {
        let locale = ["LANG": "ja_JP.UTF-8"]
        let date = try await run(["pick", "1993-01-15"], locale)
        #expect(date.status == 0)
        #expect(date.stdout == "干支を 🐓 とり年に設定しました。\n")
        #expect(date.stderr.contains("旧正月で数えるとさる年"), "\(date.stderr)")
        #expect(try home.store.read().sign == .rooster)
        #expect(try await run(["pick", "とり年"], locale).stdout == "干支を 🐓 とり年に設定しました。\n")
        #expect(try await run(["pick", "いのしし年"], locale).stdout == "干支を 🐗 いのしし年に設定しました。\n")
        let status = try await run(["status"], locale)
        #expect(status.stdout.contains("🐗 いのしし年"), "\(status.stdout)")
        #expect(!status.stdout.contains("Pig"), "\(status.stdout)")
        #expect(try await run(["pick", "1993-01-15"], ["LANG": "ko_KR.UTF-8"]).stdout == "띠를 🐒 원숭이띠로 설정했습니다.\n")
    }

    @Test func refreshAllAndHistoryNameTheSignsInTheReadersLanguage() async throws {
        let japanese = ["LANG": "ja_JP.UTF-8"]
        let all = try await run(["refresh", "--all", "--offline"], japanese)
        #expect(all.status == 0, "\(all.stderr)")
        let lines = all.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.first?.hasPrefix("🐀 ねずみ年：") == true, "\(all.stdout)")
        #expect(lines.last?.hasPrefix("🐗 いのしし年：") == true, "\(all.stdout)")
        let kept = try await run(["refresh", "--all"], ["LANG": "ko_KR.UTF-8"])
        #expect(kept.stdout.hasPrefix("🐀 쥐띠: "), "\(kept.stdout)")
        let chinese = try await run(["refresh", "--all"], ["LANG": "zh_CN.UTF-8"])
        #expect(chinese.stdout.hasPrefix("🐀 属鼠："), "\(chinese.stdout)")
        let english = try await run(["refresh", "--all"], ["LANG": "en_US.UTF-8"])
        #expect(english.stdout.hasPrefix("🐀 Rat: "), "\(english.stdout)")

        let history = try await run(["history", "--sign", "pig"], japanese)
        #expect(history.stdout.contains(" 🐗 いのしし年 "), "\(history.stdout)")
        let traditional = try await run(["history", "--sign", "pig"], ["LANG": "zh_TW.UTF-8"])
        #expect(traditional.stdout.contains(" 🐖 屬豬 "), "\(traditional.stdout)")
        let inEnglish = try await run(["history", "--sign", "pig"], ["LANG": "en_US.UTF-8"])
        #expect(inEnglish.stdout.contains(" 🐖 Pig     "), "\(inEnglish.stdout)")
    }

    @Test func theCLocaleIsEnglishInASCII() async throws {
        let widget = try await run(
            ["widget", "--sign", "dog", "--family", "inline"], ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"])
        #expect(widget.stdout == "no fortune yet: fortune refresh\n")
    }
}

import FoundationEssentials
import Testing
import FortuneCore
import FortuneStore
import FortuneCommands
import FortuneTestSupport

/// The language the locale or `config.json` chooses, as the commands show it.
@Suite struct LanguageCommandTests {
    let test = TestContext()

    private func run(_ arguments: [String], _ locale: [String: String]) async -> TestContext.Run {
        await test.run(arguments, environment: locale)
    }

    @Test func aJapaneseLocaleGivesAJapaneseWidgetAndAJapaneseOfflineFortune() async throws {
        let locale = ["LANG": "ja_JP.UTF-8"]
        let empty = await run(["widget", "--sign", "tiger", "--family", "small"], locale)
        #expect(empty.status == .ok)
        #expect(empty.out.contains("🐅 とら年"), "\(empty.out)")
        #expect(empty.out.contains("今日の運勢は"), "\(empty.out)")

        let refreshed = await run(["refresh", "--sign", "rat", "--json"], locale)
        #expect(refreshed.status == .ok, "\(refreshed.err)")
        let record = try JSONDecoder().decode([String: JSONValue].self, from: Data(refreshed.out.utf8))
        #expect(record["language"] == .string("ja"))
        guard case .string(let text)? = record["text"] else {
            Issue.record("no text: \(refreshed.out)")
            return
        }
        #expect(text.unicodeScalars.contains { (0x3041...0x30FF).contains($0.value) }, "kana in \(text)")
        let today = await run(["--sign", "rat"], locale)
        #expect(today.out == text + "\n")
        let widget = await run(["widget", "--sign", "rat", "--format", "tmux"], locale)
        #expect(widget.out.hasPrefix("🐀 " + text.prefix(4)), "\(widget.out)")
    }

    @Test func lcAllWinsOverLangAndTheToggleSpeaksTraditionalChinese() async throws {
        let locale = ["LC_ALL": "zh_TW.UTF-8", "LANG": "ja_JP.UTF-8"]
        #expect(await run(["pick", "rooster"], locale).status == .ok)
        #expect(await run(["hide"], locale).out == "已隱藏運勢。\n")
        #expect(await run(["hide"], locale).out == "運勢已經隱藏了。\n")
        #expect(await run(["show"], locale).out == "已顯示運勢。\n")
        #expect(await run(["show"], locale).out == "運勢已經在顯示了。\n")
        let widget = await run(["widget", "--format", "waybar"], locale)
        #expect(widget.out.contains("屬雞"), "\(widget.out)")
        #expect(widget.out.contains("今天的運勢還沒產生"), "\(widget.out)")
    }

    @Test func languageInTheConfigWinsOverTheLocale() async throws {
        try test.writeConfig(#"{"language": "en"}"#)
        let widget = await run(["widget", "--sign", "dog", "--family", "inline"], ["LANG": "ko_KR.UTF-8"])
        #expect(widget.out == "🐕 no fortune yet: fortune refresh\n")
        try test.writeConfig(#"{"language": "zh-Hans"}"#)
        let chinese = await run(["widget", "--sign", "dog", "--family", "inline"], ["LANG": "ko_KR.UTF-8"])
        #expect(chinese.out == "🐕 今日运势未生成：fortune refresh\n")
    }

    /// A Japanese reader born in mid-January 1993 is a rooster: in Japan the year's animal
    /// changes on 1 January. Names in Japanese are read whatever the boundary.
    @Test func aJapaneseLocalePicksByTheFirstOfJanuary() async throws {
        let locale = ["LANG": "ja_JP.UTF-8"]
        let date = await run(["pick", "1993-01-15"], locale)
        #expect(date.status == .ok)
        #expect(date.out == "干支を 🐓 とり年に設定しました。\n")
        #expect(date.err.contains("旧正月で数えるとさる年"), "\(date.err)")
        #expect(try test.context.store.read().sign == .rooster)
        #expect(await run(["pick", "とり年"], locale).out == "干支を 🐓 とり年に設定しました。\n")
        #expect(await run(["pick", "いのしし年"], locale).out == "干支を 🐗 いのしし年に設定しました。\n")
        let status = await run(["status"], locale)
        #expect(status.out.contains("🐗 いのしし年"), "\(status.out)")
        #expect(!status.out.contains("Pig"), "\(status.out)")
        #expect(await run(["pick", "1993-01-15"], ["LANG": "ko_KR.UTF-8"]).out == "띠를 🐒 원숭이띠로 설정했습니다.\n")
    }

    @Test func refreshAllAndHistoryNameTheSignsInTheReadersLanguage() async throws {
        let japanese = ["LANG": "ja_JP.UTF-8"]
        let all = await run(["refresh", "--all", "--offline"], japanese)
        #expect(all.status == .ok, "\(all.err)")
        let lines = all.out.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.first?.hasPrefix("🐀 ねずみ年：") == true, "\(all.out)")
        #expect(lines.last?.hasPrefix("🐗 いのしし年：") == true, "\(all.out)")
        let kept = await run(["refresh", "--all"], ["LANG": "ko_KR.UTF-8"])
        #expect(kept.out.hasPrefix("🐀 쥐띠: "), "\(kept.out)")
        let chinese = await run(["refresh", "--all"], ["LANG": "zh_CN.UTF-8"])
        #expect(chinese.out.hasPrefix("🐀 属鼠："), "\(chinese.out)")
        let english = await run(["refresh", "--all"], ["LANG": "en_US.UTF-8"])
        #expect(english.out.hasPrefix("🐀 Rat: "), "\(english.out)")

        let history = await run(["history", "--sign", "pig"], japanese)
        #expect(history.out.contains(" 🐗 いのしし年 "), "\(history.out)")
        let traditional = await run(["history", "--sign", "pig"], ["LANG": "zh_TW.UTF-8"])
        #expect(traditional.out.contains(" 🐖 屬豬 "), "\(traditional.out)")
        let inEnglish = await run(["history", "--sign", "pig"], ["LANG": "en_US.UTF-8"])
        #expect(inEnglish.out.contains(" 🐖 Pig     "), "\(inEnglish.out)")
    }

    @Test func theCLocaleIsEnglishInASCII() async throws {
        let widget = await run(
            ["widget", "--sign", "dog", "--family", "inline"], ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"])
        #expect(widget.out == "no fortune yet: fortune refresh\n")
    }
}

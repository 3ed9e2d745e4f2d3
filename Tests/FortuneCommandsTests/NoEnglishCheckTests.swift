import Testing
import FortuneTestSupport

/// The check the localised-output tests share finds English words and leaves alone what every
/// language writes as it is.
@Suite struct NoEnglishCheckTests {
    @Test func findsEachEnglishWordOnce() {
        let text = "닭띠 status: not set, not yet"
        #expect(NoEnglishCheck.leftovers(in: text) == ["status", "not", "set", "yet"])
    }

    @Test func leavesOptionsPathsURLsKeysAndTheProgramsNameAlone() {
        let text = """
            「fortune refresh --new」を実行してください。~/.config/fortune/config.json、\
            https://example.com/v1 と gemini-2.5-flash、Ollama。
            """
        #expect(NoEnglishCheck.leftovers(in: text, allowing: ["refresh"]) == [])
    }

    @Test func readsPastTerminalEscapes() {
        #expect(NoEnglishCheck.leftovers(in: "\u{1B}[1m닭띠\u{1B}[0m") == [])
        #expect(NoEnglishCheck.leftovers(in: "\u{1B}[1mok\u{1B}[0m") == ["ok"])
    }

    @Test func leavesJoinedNamesAndAPIAloneButNotTheWordsAroundThem() {
        #expect(NoEnglishCheck.leftovers(in: "API 키: gemini-flash-lite-latest, fortune-mod") == [])
        #expect(NoEnglishCheck.leftovers(in: "FORTUNE_MODEL is set") == ["is", "set"])
    }

    @Test func findsAWordBetweenCJKText() {
        #expect(NoEnglishCheck.leftovers(in: "今日はnoneです") == ["none"])
    }

    @Test func leavesQuotedOutsideTextAndQuotedSettingNamesAlone() {
        let line = "API キーが無効です（HTTP 400: API key not valid）。\"provider\" を確認してください"
        #expect(NoEnglishCheck.leftovers(in: line) == ["key", "not", "valid"])
        #expect(NoEnglishCheck.leftovers(in: line, outside: ["API key not valid"]) == [])
    }
}

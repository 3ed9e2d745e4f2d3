import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore
import FortuneGeneration
import FortuneWidget

/// The prompt the refresher builds in each language: that language's template, with the sign
/// named in it and no placeholder left.
@Suite struct PromptLanguageTests {
    let scratch = TemporaryDirectory()

    @Test(arguments: [
        (Language.english, "Rooster", "Write today's fortune in English"),
        (.korean, "닭띠", "한국어로"),
        (.japanese, "とり年", "日本語で"),
        (.simplifiedChinese, "属鸡", "简体中文"),
        (.traditionalChinese, "屬雞", "繁體中文"),
    ])
    func thePromptIsTheLanguagesOwnAndNamesTheSignInIt(language: Language, sign: String, asks: String) throws {
        let prompt = try roosterPrompt(in: language)
        #expect(prompt.text.contains(sign), "\(prompt.text)")
        // No English sign name outside English, and no Korean word in English.
        if language != .english {
            #expect(!prompt.text.contains("Rooster"), "\(prompt.text)")
        } else {
            #expect(!prompt.text.contains("닭"), "\(prompt.text)")
        }
        #expect(prompt.text.contains(asks), "\(prompt.text)")
        #expect(prompt.text.contains("2026-11-29"))
        #expect(prompt.instructions != nil)
        #expect(!prompt.text.contains("{{") && !(prompt.instructions ?? "").contains("{{"))
    }

    /// With no recent fortunes, the placeholder line is in the prompt's language.
    @Test(arguments: [
        (Language.english, "(none yet)"), (.korean, "(아직 없음)"), (.japanese, "（まだありません）"),
        (.simplifiedChinese, "（暂无）"), (.traditionalChinese, "（尚無）"),
    ])
    func theEmptyRecentListIsSaidInThePromptsLanguage(language: Language, none: String) throws {
        let prompt = try roosterPrompt(in: language)
        #expect(prompt.text.hasSuffix(none), "\(prompt.text)")
        #expect(language == .english || !prompt.text.contains("none yet"))
    }

    /// The prompt a refresh in `language` sends for the rooster on 2026-11-29, with no recent
    /// fortunes.
    private func roosterPrompt(in language: Language) throws -> Prompt {
        let store = SharedStore(directory: scratch.appending("state"))
        let day = CalendarDay(year: 2026, month: 11, day: 29)!
        let refresher = FortuneRefresher(
            store: store, model: OfflineModel(), reloader: FortuneReadingSpy(store: store, sign: .rooster, day: day),
            language: language)
        return try refresher.prompt(for: .rooster, on: day, document: try store.read())
    }
}

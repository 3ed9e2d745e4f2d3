import FoundationEssentials
import Testing
import FortuneCore
import FortuneZodiac
import FortuneRender
import FortuneStore
import FortuneCommands
import FortuneTestSupport

/// What the commands print, run with a Korean, Japanese or Chinese locale: each says it in the
/// reader's language, with no English word left but names (commands, options, services,
/// models, programs, signs' ids) and paths, and keeps its columns aligned by display width.
@Suite struct LocalisedCommandOutputTests {
    let test = TestContext()

    static let locales = NoEnglishCheck.locales
    static let languages = Language.allCases.filter { $0 != .english }
    static let names = NoEnglishCheck.commandWords

    /// Runs `fortune` in `language`'s locale, with the programs doctor looks for on `PATH`.
    func run(_ language: Language, _ arguments: String..., environment: [String: String] = [:]) async -> TestContext.Run
    {
        let locale = ["LANG": Self.locales[language]!, "PATH": "/usr/bin:/bin"]
        return await test.run(arguments, environment: environment.merging(locale) { $1 })
    }

    /// Expects `text` to hold no English word but `names` and `more`.
    func expectNoEnglish(_ text: String, _ command: String, allowing more: Set<String> = []) {
        let left = NoEnglishCheck.leftovers(in: text, allowing: Self.names.union(more))
        #expect(left == [], "\(command): \(text)")
    }

    @Test(arguments: languages)
    func statusDoctorHistoryTodayAndRefreshSpeakTheReadersLanguage(language: Language) async throws {
        #expect(await run(language, "pick", "rooster").status == .ok)
        let refresh = await run(language, "refresh", "--offline")
        #expect(refresh.status == .ok, "\(refresh.err)")
        let kept = await run(language, "refresh", "--offline")
        #expect(
            kept.err.contains(
                Message("refresh.alreadySaved", ["sign": Sign.rooster.name(in: language)]).text(in: language)))
        let keptAll = await run(language, "refresh", "--offline", "--all")
        #expect(keptAll.err.contains(Message("refresh.keptOne").text(in: language)), "\(keptAll.err)")
        for (name, result) in [("refresh", refresh), ("refresh again", kept), ("refresh --all", keptAll)] {
            expectNoEnglish(result.out + result.err, name)
        }

        let status = await run(language, "status")
        #expect(status.status == .ok)
        #expect(status.out.contains(Message("status.row.deadline").text(in: language)))
        #expect(status.out.contains(Message("status.today.stored", ["writer": "offline"]).text(in: language)))
        #expect(!status.out.contains("deadline"))
        expectNoEnglish(status.out + status.err, "status")
        #expect(Self.valueColumns(status.out) != [], "one column of values: \(status.out)")

        let doctor = await run(language, "doctor")
        #expect(doctor.out.contains(Message("doctor.refresh.worked").text(in: language)))
        #expect(doctor.out.contains(Message("doctor.status.ok").text(in: language)))
        expectNoEnglish(doctor.out + doctor.err, "doctor")
        #expect(Self.valueColumns(doctor.out).count >= 2, "verdicts, names, details: \(doctor.out)")

        for command in ["history", "today"] {
            let result = await run(language, command)
            #expect(result.status == .ok)
            #expect(result.out.contains(Sign.rooster.name(in: language)) || command == "today")
            expectNoEnglish(result.out + result.err, command)
        }
    }

    @Test(arguments: languages)
    func anEmptyHistoryAndAKeyToRemoveThatIsNotThereAreSaidInTheReadersLanguage(language: Language) async throws {
        let history = await run(language, "history")
        #expect(history.err == Message("history.empty").text(in: language) + "\n")
        let key = await run(language, "key", "remove")
        #expect(key.status == .ok)
        let file = test.configFolder + "/api-key"
        #expect(
            key.err.contains(Message("key.nothingToRemove", ["service": "Gemini", "path": file]).text(in: language)))
        expectNoEnglish(history.err + key.out + key.err, "history, key remove")
        let status = await run(language, "status")
        #expect(status.out.contains(Message("status.sign.none").text(in: language)))
        expectNoEnglish(status.out + status.err, "status before pick")
        let today = await run(language, "today")
        #expect(today.status == .ok)
        expectNoEnglish(today.out + today.err, "today before pick")
    }

    @Test(arguments: languages)
    func refreshWithoutAKeySaysItTurnsToTheOfflineModelInTheReadersLanguage(language: Language) async throws {
        #expect(await run(language, "pick", "rooster").status == .ok)
        let refresh = await run(language, "refresh")
        #expect(refresh.status == .ok, "\(refresh.err)")
        let notice = Message("refresh.noKey", ["variable": "GEMINI_API_KEY"]).text(in: language)
        #expect(refresh.err == notice + "\n")
        expectNoEnglish(refresh.out + refresh.err, "refresh without a key")
    }

    @Test(arguments: languages)
    func doctorAndSignsWriteTheSameJSONInEveryLanguage(language: Language) async throws {
        #expect(await test.run(["pick", "rooster"]).status == .ok)
        for command in ["doctor", "signs"] {
            let english = await test.run(
                [command, "--json"], environment: ["LANG": "en_US.UTF-8", "PATH": "/usr/bin:/bin"])
            let localised = await run(language, command, "--json")
            #expect(!english.out.isEmpty)
            #expect(localised.out == english.out, "\(command)")
        }
    }

    @Test(arguments: languages)
    func showHideAndToggleSpeakTheReadersLanguage(language: Language) async throws {
        for command in ["hide", "hide", "show", "show", "toggle", "toggle"] {
            let result = await run(language, command)
            #expect(result.status == .ok)
            #expect(!result.out.isEmpty)
            expectNoEnglish(result.out + result.err, command)
        }
    }

    @Test(arguments: languages)
    func signsPutTheReadersNameFirstAndKeepTheIDsPickTakes(language: Language) async throws {
        let signs = await run(language, "signs")
        #expect(signs.status == .ok)
        let lines = signs.out.split(separator: "\n")
        #expect(lines.count == 12)
        let rooster = try #require(lines.first { $0.contains(" rooster ") })
        let own: String =
            switch language {
            case .korean: Sign.rooster.koreanName
            case .japanese: Sign.rooster.japaneseName
            case .simplifiedChinese: Sign.rooster.simplifiedChineseCharacter
            default: Sign.rooster.chineseCharacter
            }
        #expect(rooster.split(separator: " ").dropFirst().first.map(String.init) == own, "\(rooster)")
        expectNoEnglish(signs.out, "signs")
        #expect(Self.valueColumns(signs.out).count >= 5, "\(signs.out)")
    }

    @Test(arguments: languages)
    func modelsAndAKeyFromTheEnvironmentAreSaidInTheReadersLanguage(language: Language) async throws {
        let server = try LoopbackServer()
        let gemini = GeminiRoutes(server: server)
        let environment = ["GEMINI_API_KEY": gemini.key, "GOOGLE_GEMINI_BASE_URL": gemini.baseURL]
        let models = await run(language, "models", environment: environment)
        #expect(models.status == .ok, "\(models.err)")
        #expect(models.out.contains(Message("models.note.configured").text(in: language)))
        // The service's own words: the names of the models it lists.
        let json = await run(language, "models", "--json", environment: environment)
        let listed = try JSONDecoder().decode([[String: JSONValue]].self, from: Data(json.out.utf8))
        let names = listed.flatMap { [$0["id"], $0["displayName"]] }.compactMap { name -> String? in
            if case .string(let text)? = name { text } else { nil }
        }
        let served = Set(names.flatMap { $0.split { !$0.isLetter }.map(String.init) })
        expectNoEnglish(models.out + models.err, "models", allowing: served)
        #expect(Self.valueColumns(models.out).count >= 3, "\(models.out)")

        let status = await run(language, "status", environment: environment)
        #expect(status.out.contains(Message("keySource.from", ["source": "GEMINI_API_KEY"]).text(in: language)))
        expectNoEnglish(status.out + status.err, "status with a key", allowing: served)
        let doctor = await run(language, "doctor", environment: environment)
        #expect(doctor.out.contains(Message("doctor.libcurl.loads").text(in: language)))
        expectNoEnglish(doctor.out + doctor.err, "doctor with a key", allowing: served)
        let key = await run(language, "key", "remove", environment: environment)
        #expect(key.err.contains(Message("key.variableStill", ["variable": "GEMINI_API_KEY"]).text(in: language)))
        expectNoEnglish(key.out + key.err, "key remove")
    }

    /// A fortune as a model writes it in each language.
    static let served: [Language: String] = [
        .korean: "오늘은 서두르지 않는 마음이 복을 부릅니다. 하나를 끝낸 뒤에 다음 일을 시작하세요.",
        .japanese: "今日は急がない心が幸運を呼びます。一つを終えてから次のことを始めましょう。",
        .simplifiedChinese: "今天不急不躁会带来好运。先做完一件事，再开始下一件。",
        .traditionalChinese: "今天不急不躁會帶來好運。先做完一件事，再開始下一件。",
    ]

    @Test(arguments: languages)
    func historyAndStatusSayWhichModelWroteAndItsTokensInTheReadersLanguage(language: Language) async throws {
        let server = try LoopbackServer()
        let gemini = GeminiRoutes(
            server: server, answer: GeminiRoutes.answer(Self.served[language]!, modelVersion: "gemini-3.5-flash-lite"))
        let environment = ["GEMINI_API_KEY": gemini.key, "GOOGLE_GEMINI_BASE_URL": gemini.baseURL]
        #expect(await run(language, "pick", "rooster").status == .ok)
        let refresh = await run(language, "refresh", environment: environment)
        #expect(refresh.status == .ok, "\(refresh.err)")
        let records = await run(language, "history", "--json", environment: environment).out
        let stored = try #require(try JSONDecoder().decode([StoredFortune].self, from: Data(records.utf8)).first)
        let version = try #require(stored.modelVersion)
        let tokens = try #require(stored.usage?.outputTokens)
        #expect(version != stored.model, "the alias was answered by a model of its own")
        let said = [
            Message("writer.as", ["model": stored.model, "version": version]).text(in: language),
            Message("writer.tokens", ["count": "\(tokens)"]).text(in: language),
        ]
        for command in ["history", "status"] {
            let result = await run(language, command, environment: environment)
            #expect(said.allSatisfy(result.out.contains), "\(command): \(result.out)")
            expectNoEnglish(result.out + result.err, command)
        }
    }

    /// The display columns (Hangul, kana and Han two wide) at which a word starts on every
    /// line of `text`: the columns its lines share; empty when they share none.
    static func valueColumns(_ text: String) -> Set<Int> {
        var common: Set<Int>?
        for line in text.split(separator: "\n") {
            var starts: Set<Int> = []
            var column = 0
            var previous: Character = " "
            for character in line {
                if previous == " " && character != " " && column > 0 { starts.insert(column) }
                column += DisplayWidth.of(character)
                previous = character
            }
            common = common.map { $0.intersection(starts) } ?? starts
        }
        return common ?? []
    }
}

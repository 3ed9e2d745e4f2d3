import FoundationEssentials
import Testing
import FortuneCore
import FortuneZodiac
import FortuneRender
import FortuneStore
import FortuneTestSupport

/// What the commands print, run with a Korean, Japanese or Chinese locale: each says it in the
/// reader's language, with no English word left but names (commands, options, services,
/// models, programs, signs' ids) and paths, and keeps its columns aligned by display width.
@Suite(.fewAtOnce) struct LocalisedCommandOutputTests {
    let home = FakeHome()

    /// A locale of each language, as `LANG` names it.
    static let locales: [Language: String] = [
        .korean: "ko_KR.UTF-8", .japanese: "ja_JP.UTF-8", .simplifiedChinese: "zh_CN.UTF-8",
        .traditionalChinese: "zh_TW.UTF-8",
    ]
    static let languages = Language.allCases.filter { $0 != .english }

    /// The names every language writes as they are: commands and their words, settings'
    /// values, the programs and variables doctor names, the signs' ids `pick` takes.
    static let names = Set(
        [
            "pick", "refresh", "new", "all", "models", "key", "set", "model", "auto", "offline", "gemini", "openai",
            "ollama", "systemd", "PATH", "libcurl", "crontab", "e", "make", "install", "systemctl", "user", "enable",
            "now", "chmod", "export", "hash", "r", "o", "riddles", "apt", "json",
        ] + Sign.allCases.map(\.rawValue))

    func run(_ language: Language, _ arguments: String..., environment: [String: String] = [:]) async throws
        -> FortuneBinary.Result
    {
        try await home.run(arguments, environment: environment.merging(["LANG": Self.locales[language]!]) { $1 })
    }

    /// Expects `text` to hold no English word but `names` and `more`.
    func expectNoEnglish(_ text: String, _ command: String, allowing more: Set<String> = []) {
        let left = NoEnglishCheck.leftovers(in: text, allowing: Self.names.union(more))
        #expect(left == [], "\(command): \(text)")
    }

    @Test(arguments: languages)
    func statusDoctorHistoryTodayAndRefreshSpeakTheReadersLanguage(language: Language) async throws {
        #expect(try await run(language, "pick", "rooster").status == 0)
        let refresh = try await run(language, "refresh", "--offline")
        #expect(refresh.status == 0, "\(refresh.stderr)")
        let kept = try await run(language, "refresh", "--offline")
        #expect(
            kept.stderr.contains(
                Message("refresh.alreadySaved", ["sign": Sign.rooster.name(in: language)]).text(in: language)))
        let keptAll = try await run(language, "refresh", "--offline", "--all")
        #expect(keptAll.stderr.contains(Message("refresh.keptOne").text(in: language)), "\(keptAll.stderr)")
        for (name, result) in [("refresh", refresh), ("refresh again", kept), ("refresh --all", keptAll)] {
            expectNoEnglish(result.stdout + result.stderr, name)
        }

        let status = try await run(language, "status")
        #expect(status.status == 0)
        #expect(status.stdout.contains(Message("status.row.deadline").text(in: language)))
        #expect(status.stdout.contains(Message("status.today.stored", ["writer": "offline"]).text(in: language)))
        #expect(!status.stdout.contains("deadline"))
        expectNoEnglish(status.stdout + status.stderr, "status")
        #expect(Self.valueColumns(status.stdout) != [], "one column of values: \(status.stdout)")

        let doctor = try await run(language, "doctor")
        #expect(doctor.stdout.contains(Message("doctor.refresh.worked").text(in: language)))
        #expect(doctor.stdout.contains(Message("doctor.status.ok").text(in: language)))
        expectNoEnglish(doctor.stdout + doctor.stderr, "doctor")
        #expect(Self.valueColumns(doctor.stdout).count >= 2, "verdicts, names, details: \(doctor.stdout)")

        for command in ["history", "today"] {
            let result = try await run(language, command)
            #expect(result.status == 0)
            #expect(result.stdout.contains(Sign.rooster.name(in: language)) || command == "today")
            expectNoEnglish(result.stdout + result.stderr, command)
        }
    }

    @Test(arguments: languages)
    func anEmptyHistoryAndAKeyToRemoveThatIsNotThereAreSaidInTheReadersLanguage(language: Language) async throws {
        let history = try await run(language, "history")
        #expect(history.stderr == Message("history.empty").text(in: language) + "\n")
        let key = try await run(language, "key", "remove")
        #expect(key.status == 0)
        let file = home.configFolder + "/api-key"
        #expect(
            key.stderr.contains(Message("key.nothingToRemove", ["service": "Gemini", "path": file]).text(in: language)))
        expectNoEnglish(history.stderr + key.stdout + key.stderr, "history, key remove")
        let status = try await run(language, "status")
        #expect(status.stdout.contains(Message("status.sign.none").text(in: language)))
        expectNoEnglish(status.stdout + status.stderr, "status before pick")
        let today = try await run(language, "today")
        #expect(today.status == 0)
        expectNoEnglish(today.stdout + today.stderr, "today before pick")
    }

    @Test(arguments: languages)
    func refreshWithoutAKeySaysItTurnsToTheOfflineModelInTheReadersLanguage(language: Language) async throws {
        #expect(try await run(language, "pick", "rooster").status == 0)
        let refresh = try await run(language, "refresh")
        #expect(refresh.status == 0, "\(refresh.stderr)")
        let notice = Message("refresh.noKey", ["variable": "GEMINI_API_KEY"]).text(in: language)
        #expect(refresh.stderr == notice + "\n")
        expectNoEnglish(refresh.stdout + refresh.stderr, "refresh without a key")
    }

    @Test(arguments: languages)
    func keySetAndRemoveSayWhatTheyDidInTheReadersLanguage(language: Language) async throws {
        let values = [
            "service": Message("service.openai").text(in: language), "path": home.configFolder + "/openai-api-key",
        ]
        let set = try await home.run(
            ["key", "set", "--provider", "openai"], environment: ["LANG": Self.locales[language]!],
            input: "sk-a-key-of-some-length-0123456789\n")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == Message("key.saved", values).text(in: language) + "\n")
        let remove = try await run(language, "key", "remove", "--provider", "openai")
        #expect(remove.stdout == Message("key.removed", values).text(in: language) + "\n")
        expectNoEnglish(set.stdout + set.stderr + remove.stdout + remove.stderr, "key set, key remove")
    }

    @Test(arguments: languages)
    func doctorAndSignsWriteTheSameJSONInEveryLanguage(language: Language) async throws {
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        for command in ["doctor", "signs"] {
            let english = try await home.run([command, "--json"], environment: ["LANG": "en_US.UTF-8"])
            let localised = try await run(language, command, "--json")
            #expect(!english.stdout.isEmpty)
            #expect(localised.stdout == english.stdout, "\(command)")
        }
    }

    @Test(arguments: languages)
    func pickOnATerminalListsTheSignsAndAsksInTheReadersLanguage(language: Language) async throws {
        let pty = try PseudoTerminal()
        let environment = home.environment.merging(["PATH": "/usr/bin:/bin", "LANG": Self.locales[language]!]) { $1 }
        let process = try Subprocess.start(
            FortuneBinary.path, ["pick"], environment: environment, standardInput: pty.path)
        pty.type("10\n")
        let result = try await process.wait()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("10  \(Sign.rooster.emoji(in: language))  \(Sign.rooster.name(in: language))\n"))
        #expect(result.stderr.contains(Message("pick.prompt").text(in: language)), "\(result.stderr)")
        expectNoEnglish(result.stdout + result.stderr, "pick on a terminal")
    }

    @Test(arguments: languages)
    func showHideAndToggleSpeakTheReadersLanguage(language: Language) async throws {
        for command in ["hide", "hide", "show", "show", "toggle", "toggle"] {
            let result = try await run(language, command)
            #expect(result.status == 0)
            #expect(!result.stdout.isEmpty)
            expectNoEnglish(result.stdout + result.stderr, command)
        }
    }

    @Test(arguments: languages)
    func signsPutTheReadersNameFirstAndKeepTheIDsPickTakes(language: Language) async throws {
        let signs = try await run(language, "signs")
        #expect(signs.status == 0)
        let lines = signs.stdout.split(separator: "\n")
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
        expectNoEnglish(signs.stdout, "signs")
        #expect(Self.valueColumns(signs.stdout).count >= 5, "\(signs.stdout)")
    }

    @Test(arguments: languages)
    func modelsAndAKeyFromTheEnvironmentAreSaidInTheReadersLanguage(language: Language) async throws {
        let server = try LoopbackServer()
        let gemini = GeminiRoutes(server: server)
        let environment = ["GEMINI_API_KEY": gemini.key, "GOOGLE_GEMINI_BASE_URL": gemini.baseURL]
        let models = try await run(language, "models", environment: environment)
        #expect(models.status == 0, "\(models.stderr)")
        #expect(models.stdout.contains(Message("models.note.configured").text(in: language)))
        // The service's own words: the names of the models it lists.
        let listed = try JSONDecoder().decode(
            [[String: JSONValueProbe]].self,
            from: Data(try await run(language, "models", "--json", environment: environment).stdout.utf8))
        let names = listed.flatMap { [$0["id"], $0["displayName"]] }.compactMap { name -> String? in
            if case .string(let text)? = name { text } else { nil }
        }
        let served = Set(names.flatMap { $0.split { !$0.isLetter }.map(String.init) })
        expectNoEnglish(models.stdout + models.stderr, "models", allowing: served)
        #expect(Self.valueColumns(models.stdout).count >= 3, "\(models.stdout)")

        let status = try await run(language, "status", environment: environment)
        #expect(status.stdout.contains(Message("keySource.from", ["source": "GEMINI_API_KEY"]).text(in: language)))
        expectNoEnglish(status.stdout + status.stderr, "status with a key", allowing: served)
        let doctor = try await run(language, "doctor", environment: environment)
        #expect(doctor.stdout.contains(Message("doctor.libcurl.loads").text(in: language)))
        expectNoEnglish(doctor.stdout + doctor.stderr, "doctor with a key", allowing: served)
        let key = try await run(language, "key", "remove", environment: environment)
        #expect(key.stderr.contains(Message("key.variableStill", ["variable": "GEMINI_API_KEY"]).text(in: language)))
        expectNoEnglish(key.stdout + key.stderr, "key remove")
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
        #expect(try await run(language, "pick", "rooster").status == 0)
        let refresh = try await run(language, "refresh", environment: environment)
        #expect(refresh.status == 0, "\(refresh.stderr)")
        let records = try await run(language, "history", "--json", environment: environment).stdout
        let stored = try #require(try JSONDecoder().decode([StoredFortune].self, from: Data(records.utf8)).first)
        let version = try #require(stored.modelVersion)
        let tokens = try #require(stored.usage?.outputTokens)
        #expect(version != stored.model, "the alias was answered by a model of its own")
        let said = [
            Message("writer.as", ["model": stored.model, "version": version]).text(in: language),
            Message("writer.tokens", ["count": "\(tokens)"]).text(in: language),
        ]
        for command in ["history", "status"] {
            let result = try await run(language, command, environment: environment)
            #expect(said.allSatisfy(result.stdout.contains), "\(command): \(result.stdout)")
            expectNoEnglish(result.stdout + result.stderr, command)
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

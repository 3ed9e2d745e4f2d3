import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore
import FortuneZodiac

/// `pick`, bare `fortune`, `status` and `history` as a user runs them.
@Suite(.fewAtOnce) struct CoreCommandsTests {
    /// A fresh home: nothing picked, nothing stored.
    struct Home {
        let directory = FakeHome()
        var environment: [String: String] {
            directory.environment
        }

        func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> FortuneBinary.Result {
            try await FortuneBinary.run(arguments, environment: environment.merging(extra) { $1 })
        }

        func document() throws -> StoreDocument {
            try SharedStore(directory: directory.appending("state/fortune")).read()
        }
    }

    let home = Home()

    @Test(arguments: [
        ("rooster", Sign.rooster), ("닭띠", .rooster), ("chicken", .rooster), ("🐓", .rooster), ("ROOSTER ", .rooster),
        ("1993-01-15", .monkey), ("1993-01-23", .rooster), ("2024", .dragon), ("bull", .ox),
    ])
    func pickStoresTheSignNamed(text: String, sign: Sign) async throws {
        let result = try await home.run(["pick", text])
        #expect(result.status == 0)
        #expect(result.stdout.contains(sign.englishName))
        #expect(try home.document().sign == sign)
    }

    @Test func pickingAnUnknownSignExits64AndNamesTheSigns() async throws {
        let result = try await home.run(["pick", "unicorn"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("rooster"))
        #expect(result.stderr.contains("unicorn"))
        #expect(try home.document().sign == nil)
        let typo = try await home.run(["pick", "roster"])
        #expect(typo.stderr.contains("did you mean rooster"))
    }

    @Test func pickWithoutASignAndWithoutATerminalIsAUsageError() async throws {
        let result = try await home.run(["pick"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("usage: fortune pick"))
    }

    /// script(1) gives `fortune pick` a terminal, as a person at a shell would.
    @Test func pickOnATerminalListsTheSignsAndAsksUntilAnAnswerNamesOne() async throws {
        let result = try await Subprocess.run(
            "/usr/bin/script", ["-qec", "\(FortuneBinary.path) pick", "/dev/null"],
            environment: home.environment.merging(["PATH": "/usr/bin:/bin", "TERM": "dumb"]) { $1 },
            input: "unicorn\n7\n"
        )
        #expect(result.status == 0)
        #expect(result.stdout.contains("12  🐖  Pig"))
        #expect(result.stdout.contains("unknown sign 'unicorn'"))
        #expect(result.stdout.contains("Horse (말띠) is your sign"))
        #expect(try home.document().sign == .horse)
    }

    @Test func aBirthYearSaysWhenThatYearsSignBegan() async throws {
        let result = try await home.run(["pick", "1993"])
        #expect(result.stderr.contains("1993-01-23"))
        #expect(result.stderr.contains("monkey"))
    }

    @Test func bareFortuneWorksWithNothingStoredAndNeverFails() async throws {
        let result = try await home.run([])
        #expect(result.status == 0)
        #expect(result.stdout == "pick a sign: fortune pick SIGN\n", "the widget's words: nothing is made up")
        #expect(result.stderr.isEmpty, "the line says it all: \(result.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: home.directory.appending("state/fortune/store.json")),
            "reading creates nothing")
    }

    @Test func theClassicShortFlagIsAcceptedSoOldLoginScriptsKeepWorking() async throws {
        _ = try await home.run(["pick", "ox"])
        let classic = try await home.run(["-s"])
        #expect(classic.status == 0)
        #expect(classic.stdout == (try await home.run([])).stdout)
    }

    @Test func bareFortuneSaysWhyAStoreCannotBeReadAndStillAnswers() async throws {
        try FileManager.default.createDirectory(
            atPath: home.directory.appending("state/fortune"), withIntermediateDirectories: true)
        try Data(#"{"schemaVersion": 99, "sign": "ox"}"#.utf8).write(
            to: URL(fileURLWithPath: home.directory.appending("state/fortune/store.json")))
        let result = try await home.run([])
        #expect(result.status == 0)
        #expect(result.stdout == "no fortune yet: fortune refresh\n", "read as empty, not as no sign")
        #expect(result.stderr.contains("newer"))
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(try await home.run(["status"]).status == 78, "commands that manage the store still refuse it")
    }

    @Test func bareFortunePrintsTheStoredFortuneAndNeverAnotherSigns() async throws {
        _ = try await home.run(["pick", "rooster"])
        let refreshed = try await home.run(["refresh", "--offline"])
        #expect(refreshed.status == 0)
        #expect(try await home.run([]).stdout == refreshed.stdout)
        _ = try await home.run(["pick", "dog"])
        let dog = try await home.run([])
        #expect(dog.status == 0)
        #expect(dog.stdout == "no fortune yet: fortune refresh\n")
        // The rooster's fortune is still stored, for the rooster only.
        #expect(try await home.run(["--sign", "rooster"]).stdout == refreshed.stdout)
    }

    @Test func statusNamesTheKeysSourceButNeverTheKey() async throws {
        _ = try await home.run(["pick", "pig"])
        let result = try await home.run(["status", "--json"], ["GEMINI_API_KEY": "secret-key-777"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("secret-key-777"))
        struct Status: Decodable { let sign: String?; let keySource: String; let showFortune: Bool; let state: String? }
        let status = try JSONDecoder().decode(Status.self, from: Data(result.stdout.utf8))
        #expect(status.sign == "pig")
        #expect(status.keySource == "from GEMINI_API_KEY")
        #expect(status.showFortune)
        #expect(status.state == "empty")
    }

    @Test func historyListsSavedFortunesNewestFirst() async throws {
        _ = try await home.run(["pick", "rat"])
        _ = try await home.run(["refresh", "--offline", "--sign", "ox"])
        _ = try await home.run(["refresh", "--offline"])
        let result = try await home.run(["history", "--json"])
        let fortunes = try JSONDecoder().decode([StoredFortune].self, from: Data(result.stdout.utf8))
        #expect(fortunes.map(\.sign) == [.rat, .ox])
        let ox = try await home.run(["history", "--sign", "ox"])
        #expect(ox.stdout.contains("Ox"))
        #expect(!ox.stdout.contains("Rat"))
    }

    /// `LD_DEBUG=files` makes the dynamic loader name every library it loads, dlopen included.
    @Test(arguments: [["--version"], [], ["signs"], ["status"], ["toggle"], ["pick", "ox"]])
    func commandsThatNeverTouchTheNetworkNeverLoadLibcurl(arguments: [String]) async throws {
        let result = try await home.run(arguments, ["LD_DEBUG": "files"])
        #expect(result.status == 0)
        #expect(!result.stderr.contains("libcurl"))
    }

    @Test func aRefreshThatUsesTheNetworkDoesLoadLibcurl() async throws {
        _ = try await home.run(["pick", "ox"])
        let url = "http://127.0.0.1:1"
        try FileManager.default.createDirectory(
            atPath: home.directory.appending("config/fortune"), withIntermediateDirectories: true)
        try Data(#"{"retryAttempts": 1}"#.utf8).write(
            to: URL(fileURLWithPath: home.directory.appending("config/fortune/config.json")))
        let result = try await home.run(
            ["refresh"], ["LD_DEBUG": "files", "GEMINI_API_KEY": "k", "GOOGLE_GEMINI_BASE_URL": url])
        #expect(result.status == 69)
        #expect(result.stderr.contains("libcurl.so.4"))
        #expect(result.stderr.contains("connection refused"))
    }
}

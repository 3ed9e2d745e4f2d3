import FoundationEssentials
import Testing
import FortuneCore
import FortuneZodiac
import FortuneRender
import FortuneStore
import FortuneTestSupport

/// What the reader types, to a process with a Korean, Japanese or Chinese locale: a key on
/// standard input, a sign at a terminal's prompt. The commands answer in the reader's
/// language, with no English word left but names.
@Suite(.fewAtOnce) struct LocalisedInputTests {
    let home = FakeHome()

    static let locales = NoEnglishCheck.locales
    static let languages = Language.allCases.filter { $0 != .english }
    static let names = NoEnglishCheck.commandWords

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
}

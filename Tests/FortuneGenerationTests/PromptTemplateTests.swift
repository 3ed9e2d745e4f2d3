import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneGeneration

@Suite struct PromptTemplateTests {
    let scratch = TemporaryDirectory()

    /// The repository's Prompts/ folder, the templates' single source.
    static let promptsFolder = RepositoryFiles.path("Prompts")

    @Test func theBinaryCarriesEveryFileOfThePromptsFolderVerbatim() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.promptsFolder).filter {
            !$0.hasPrefix(".")
        }.sorted()
        #expect(PromptTemplate.builtInNames == names)
        for name in names {
            let text = try String(contentsOfFile: Self.promptsFolder + "/" + name, encoding: .utf8)
            #expect(PromptTemplate.builtIn(name)?.text == text)
        }
    }

    @Test(arguments: Language.allCases)
    func everyLanguageHasATemplateWithEveryPlaceholder(language: Language) {
        let template = PromptTemplate.fortune(language: language, overrideDirectory: "/nonexistent")
        // The sign in the fortune's own language: its English name only in English.
        let sign = language == .english ? "{{sign}}" : "{{sign_name}}"
        for placeholder in [sign, "{{date}}", "{{recent}}"] {
            #expect(template.text.contains(placeholder), "\(template.name) lacks \(placeholder)")
        }
        if language != .english {
            #expect(!template.text.contains("{{sign}}"), "\(template.name) names the sign in English")
        }
        #expect(!template.text.contains("{{sign_korean}}") || language == .korean)
        #expect(template.prompt([:]).instructions != nil, "\(template.name) has no \(PromptTemplate.separator) line")
    }

    /// The first rule states the length with its number, the one word a length setting changes.
    @Test(arguments: Language.allCases)
    func oneRuleLineStatesTheLengthWithItsNumber(language: Language) {
        let template = PromptTemplate.fortune(language: language, overrideDirectory: "/nonexistent")
        let rules = template.text.split(separator: "\n").filter { $0.hasPrefix("- ") }
        let limits = ["en": "220", "ko": "120", "ja": "110", "zh-Hans": "90", "zh-Hant": "90"]
        #expect(rules.first?.contains(limits[language.rawValue] ?? "?") == true, "\(rules.first ?? "")")
        #expect(rules.filter { $0.contains(limits[language.rawValue] ?? "?") }.count == 1)
    }

    @Test func aFileInTheOverrideDirectoryReplacesTheBuiltInTemplate() throws {
        try Data("Mine: {{sign}}".utf8).write(to: URL(fileURLWithPath: scratch.appending("fortune.en.txt")))
        let template = PromptTemplate.fortune(language: .english, overrideDirectory: scratch.path)
        #expect(template.render(["sign": "Rooster"]) == "Mine: Rooster")
        #expect(
            PromptTemplate.fortune(language: .korean, overrideDirectory: scratch.path)
                == PromptTemplate.builtIn("fortune.ko.txt"))
    }

    @Test func renderFillsKnownPlaceholdersAndKeepsUnknownOnes() {
        let template = PromptTemplate(name: "t", text: "{{a}} and {{b}} and {{a}}; {{unclosed")
        #expect(template.render(["a": "x"]) == "x and {{b}} and x; {{unclosed")
    }
}

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
        for placeholder in ["{{sign}}", "{{date}}", "{{recent}}", "{{limit}}"] {
            #expect(template.text.contains(placeholder), "\(template.name) lacks \(placeholder)")
        }
        // The sign in the fortune's own script, beside the English name.
        #expect(
            ["{{sign_korean}}", "{{sign_name}}"].contains { template.text.contains($0) },
            "\(template.name) names the sign only in English")
        #expect(template.prompt([:]).instructions != nil, "\(template.name) has no \(PromptTemplate.separator) line")
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

import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneGeneration
#if canImport(Glibc)
import Glibc
#endif

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
    func everyLanguageHasATemplateWithEveryPlaceholder(language: Language) throws {
        let template = try PromptTemplate.fortune(language: language, overrideDirectory: "/nonexistent")
        // The sign in the fortune's own language: its English name only in English.
        let sign = language == .english ? "{{sign}}" : "{{sign_name}}"
        for placeholder in [sign, "{{date}}", "{{recent}}", "{{limit}}"] {
            #expect(template.text.contains(placeholder), "\(template.name) lacks \(placeholder)")
        }
        if language != .english {
            #expect(!template.text.contains("{{sign}}"), "\(template.name) names the sign in English")
        }
        #expect(!template.text.contains("{{sign_korean}}") || language == .korean)
        #expect(template.prompt([:]).instructions != nil, "\(template.name) has no \(PromptTemplate.separator) line")
    }

    /// The first rule states the length, and only it: the number is `FortuneLength`'s, the one
    /// the answer is checked against.
    @Test(arguments: Language.allCases)
    func theFirstRuleStatesTheLengthLimit(language: Language) throws {
        let template = try PromptTemplate.fortune(language: language, overrideDirectory: "/nonexistent")
        let rules = template.text.split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(rules.first?.contains("{{limit}}") == true, "\(rules.first ?? "")")
        #expect(rules.filter { $0.contains("{{limit}}") }.count == 1)
        #expect(!rules.contains { $0.contains(String(FortuneLength(language).characters)) })
    }

    @Test func aFileInTheOverrideDirectoryReplacesTheBuiltInTemplate() throws {
        try Data("Mine: {{sign}}".utf8).write(to: URL(fileURLWithPath: scratch.appending("fortune.en.txt")))
        let template = try PromptTemplate.fortune(language: .english, overrideDirectory: scratch.path)
        #expect(template.render(["sign": "Rooster"]) == "Mine: Rooster")
        #expect(
            try PromptTemplate.fortune(language: .korean, overrideDirectory: scratch.path)
                == PromptTemplate.builtIn("fortune.ko.txt"))
    }

    /// A FIFO would make the read wait for a writer, `/dev/zero` never ends, a folder or a
    /// huge file is a mistake: each is refused in one line (exit 78), never skipped silently.
    @Test(arguments: ["fifo", "zero", "folder", "large"])
    func anOverrideThatIsNotASmallRegularFileIsRefused(kind: String) throws {
        let path = scratch.appending("fortune.en.txt")
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o600) == 0)
        case "zero": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        default: try Data(count: PromptTemplate.longestOverride + 1).write(to: URL(fileURLWithPath: path))
        }
        let error = #expect(throws: GenerationError.self) {
            try PromptTemplate.fortune(language: .english, overrideDirectory: scratch.path)
        }
        #expect(error?.exitStatus == .configuration)
        #expect(error?.description.contains(path) == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func anOverrideWithBytesThatAreNotUTF8IsReadWithReplacements() throws {
        try Data([0x41, 0xFF, 0x42]).write(to: URL(fileURLWithPath: scratch.appending("fortune.en.txt")))
        #expect(try PromptTemplate.fortune(language: .english, overrideDirectory: scratch.path).text == "A\u{FFFD}B")
    }

    @Test func renderFillsKnownPlaceholdersAndKeepsUnknownOnes() {
        let template = PromptTemplate(name: "t", text: "{{a}} and {{b}} and {{a}}; {{unclosed")
        #expect(template.render(["a": "x"]) == "x and {{b}} and x; {{unclosed")
    }
}

import Foundation
import Testing
import FortuneCore
import FortuneRender
import FortuneZodiac
import FortuneTestSupport
@testable import FortuneCommands

/// `fortune --help`, `fortune help COMMAND`, `COMMAND --help` and the usage errors are said in
/// the configured language, within 80 columns, with no English left but the names a person
/// types (commands, options, their values, the program's and services' names).
@Suite struct HelpLanguageTests {
    let test = TestContext()

    static let translations = Language.allCases.filter { $0 != .english }

    func configure(_ language: Language, in test: TestContext? = nil) throws {
        let folder = (test ?? self.test).home.appending("config/fortune")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"language": "\#(language.rawValue)"}"#.utf8).write(
            to: URL(fileURLWithPath: folder + "/config.json"))
    }

    @Test(
        arguments: zip(
            translations,
            ["사용법: fortune [명령] [옵션]", "使い方：fortune [コマンド] [オプション]", "用法：fortune [命令] [选项]", "用法：fortune [命令] [選項]"]))
    func theCommandListIsInTheConfiguredLanguage(language: Language, usage: String) async throws {
        try configure(language)
        let run = await test.run("--help")
        #expect(run.status == .ok)
        #expect(run.out.hasPrefix(usage + "\n"), "\(run.out)")
        #expect(run.out.contains(PickCommand.abstract.text(in: language)))
        #expect(await test.run("help").out == run.out)
        expectReadable(run.out, in: language)
    }

    @Test(arguments: zip(translations, ["띠를 저장하고", "干支を保存し", "保存你的生肖", "儲存你的生肖"]))
    func aCommandsHelpIsInTheConfiguredLanguage(language: Language, discussion: String) async throws {
        try configure(language)
        let pick = await test.run("help", "pick")
        #expect(pick.status == .ok)
        #expect(pick.out.contains(discussion), "\(pick.out)")
        #expect(pick.out.contains(Message("help.options").text(in: language) + "\n  --calendar C  "))
        expectReadable(pick.out, in: language)

        let refresh = await test.run("refresh", "--help")
        #expect(refresh.status == .ok)
        #expect(refresh.out.contains("[--sign \(Message("help.placeholder.sign").text(in: language))]"))
        #expect(refresh.out.contains(RefreshCommand.Option.new.summary(of: RefreshCommand.self).text(in: language)))
        expectReadable(refresh.out, in: language)
    }

    @Test(
        arguments: zip(
            translations, ["알 수 없는 옵션입니다: '--bogus'", "不明なオプションです：「--bogus」", "未知选项“--bogus”", "未知的選項「--bogus」"]))
    func anUnknownOptionIsSaidInTheConfiguredLanguageWithTheUsage(language: Language, said: String) async throws {
        try configure(language)
        let run = await test.run("refresh", "--bogus")
        #expect(run.status == .usage)
        #expect(run.out.isEmpty)
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.first == "fortune: " + said, "\(run.err)")
        #expect(
            lines.dropFirst().first?.hasPrefix(
                Message("help.usageLine", ["invocation": "fortune refresh"]).text(in: language)) == true)
        #expect(lines.last == Message("help.more", ["command": "refresh"]).text(in: language))
        expectReadable(run.err, in: language)
    }

    @Test func aMistypedCommandIsNamedWithItsGuessInKorean() async throws {
        try configure(.korean)
        let run = await test.run("hlep")
        #expect(run.status == .usage)
        #expect(run.err == "fortune: 알 수 없는 명령입니다: 'hlep'. 혹시 help을(를) 실행하려고 하셨습니까? ('fortune --help'를 참고하십시오)\n")
    }

    /// Help is where one starts to mend a configuration: when config.json cannot be read, it
    /// speaks the locale's language.
    @Test func helpWithABrokenConfigurationSpeaksTheLocalesLanguage() async throws {
        try test.writeConfig(#"{"language": "ko",,}"#)
        let run = await test.run("--help", environment: ["LANG": "ja_JP.UTF-8"])
        #expect(run.status == .ok)
        #expect(run.out.hasPrefix("使い方：fortune [コマンド] [オプション]\n"), "\(run.out)")
        #expect(run.err.isEmpty)
    }

    @Test func theCheckForEnglishFindsTheEnglishHelpsWords() {
        let words = Self.englishWords(in: CommandHelp.overview(of: Fortune.commands, in: .english))
        #expect(words.contains("zodiac"))
        #expect(!words.contains("fortune") && !words.contains("refresh") && !words.contains("rooster"))
    }

    /// The English texts are in Messages/help.en.txt, and MessageCatalogTests keeps every other
    /// language's file as complete.
    @Test func everyCommandOptionAndPlaceholderHasItsTextInEnglish() {
        let english = MessageCatalog.of(.english).texts
        var keys = [CommandOption.help.summary(of: HelpCommand.self).key]
        for command in Fortune.commands {
            keys += [command.abstract.key, command.discussion.key]
            keys += command.options.map { $0.summary(of: command).key }
            let placeholders =
                command.options.compactMap(\.placeholder) + command.operands.map(\.placeholder)
            keys += placeholders.filter { $0.count > 1 }.map { "help.placeholder.\($0.lowercased())" }
        }
        #expect(keys.filter { english[$0] == nil } == [])
        #expect(
            RefreshCommand.Option.new.summary(of: RefreshCommand.self).description
                == "ask again even when today's fortune is saved, and replace it")
        #expect(WidgetCommand.Option.autoRefresh.summary(of: WidgetCommand.self).key == "help.widget.autoRefresh")
    }

    /// The help of every command, and `fortune --help`, wrapped where it is shown: within the
    /// width in every language, English too, with no line of a text starting at punctuation
    /// that closes the line before (`、` `。` `）`) or a small kana, and every paragraph's
    /// words there. The catalogs hold paragraphs; this fails when the wrapping does.
    @Test(arguments: Language.allCases, [80, 60, 40])
    func everyHelpFitsTheWidthItIsWrappedTo(language: Language, width: Int) {
        for command in Fortune.commands {
            let text = CommandHelp.text(for: command, in: language, width: width)
            expectFits(text, width: width, "\(language.rawValue) \(command.name)")
            let visible = { (text: String) in text.filter { !$0.isWhitespace } }
            #expect(visible(text).contains(visible(command.discussion.text(in: language))), "\(command.name)")
        }
        expectFits(
            CommandHelp.overview(of: Fortune.commands, in: language, width: width), width: width, language.rawValue)
    }

    private func expectFits(
        _ text: String, width: Int, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= width, "\(name): \(line)", sourceLocation: sourceLocation)
            let first = line.drop { $0 == " " }.first
            #expect(
                !"、。，．：；！？）」』”ぁぃぅぇぉっゃゅょァィゥェォッャュョー".contains(first ?? " "), "\(name): \(line)",
                sourceLocation: sourceLocation)
        }
    }

    /// The services and the formats help lists are read from the tables, never written out in
    /// a catalog, and said as each language lists choices.
    @Test(arguments: Language.allCases)
    func theListsOfServicesAndFormatsComeFromTheTables(language: Language) {
        let choices = [
            (RefreshCommand.Option.provider, RefreshCommand.self as any Command.Type),
            (ModelsCommand.Option.provider, ModelsCommand.self), (WidgetCommand.Option.format, WidgetCommand.self),
        ]
        for (option, command) in choices {
            let summary = option.summary(of: command).text(in: language)
            let words = option.value.words
            #expect(words.count >= 4 && words.allSatisfy { summary.contains($0) }, "\(summary)")
            let separator = language.listSeparator
            #expect(summary.contains(words[1] + separator + words[2] + separator), "\(summary)")
        }
        let keys = KeyCommand.Option.provider.summary(of: KeyCommand.self).text(in: language)
        #expect(keys.contains("gemini") && keys.contains("openai") && !keys.contains("ollama"), "\(keys)")
    }

    /// `fortune models --help` names each service whose models are asked for, from the table,
    /// with how it lists them (`help.models.listing.<id>`, which each of those services needs).
    @Test(arguments: Language.allCases)
    func theModelsHelpNamesEveryServiceThatListsModels(language: Language) {
        let text = ModelsCommand.discussion.text(in: language)
        #expect(!text.contains("help.models.listing"), "\(text)")
        for id in ["gemini", "openai", "ollama"] {
            #expect(text.contains(Message("help.models.listing.\(id)").text(in: language)))
        }
    }

    /// `fortune refresh --help` names the services `auto` never chooses from the table.
    @Test func theRefreshHelpNamesTheServicesBesideAuto() {
        #expect(
            RefreshCommand.discussion.text(in: .english).hasPrefix(
                "Asks the configured model (Gemini, or without an API key the built-in offline model; or the OpenAI-compatible server or Ollama) for today's fortune"
            ))
        #expect(
            RefreshCommand.discussion.text(in: .japanese).hasPrefix(
                "設定されたモデル（Gemini、API キーがなければ内蔵のオフラインモデル、ほかに OpenAI 互換サーバーまたは Ollama）に今日の運勢を尋ね"
            ))
        #expect(RefreshCommand.discussion.text(in: .korean).contains("내장 오프라인 모델, 그 밖에 OpenAI 호환 서버 또는 Ollama)에"))
        #expect(RefreshCommand.discussion.text(in: .simplifiedChinese).contains("；也可以是 OpenAI 兼容服务器 或 Ollama）询问"))
        #expect(RefreshCommand.discussion.text(in: .traditionalChinese).contains("；也可以是 OpenAI 相容伺服器 或 Ollama）詢問"))
    }

    @Test func theListsReadAsTheCatalogsOnceSpelledThemOut() {
        #expect(
            ModelsCommand.discussion.text(in: .english).hasPrefix(
                "Asks the provider which models can write text for you: Gemini (every page of its model list, the key in a header), an OpenAI-compatible server (GET /models) or Ollama (the models pulled, GET /api/tags). Marks"
            ))
        #expect(
            ModelsCommand.discussion.text(in: .simplifiedChinese).hasPrefix(
                "询问服务哪些模型可以为你写文字：Gemini（模型列表的每一页，密钥放在请求头中）、兼容 OpenAI 的服务器（GET /models）或 Ollama（已拉取的模型，GET /api/tags）。标出"
            ))
        #expect(
            ModelsCommand.discussion.text(in: .korean).contains(
                "Gemini(모델 목록의 모든 페이지, 키는 헤더로), OpenAI 호환 서버(GET /models) 또는 Ollama(내려받은 모델, GET /api/tags)에 묻습니다."
            ))
        let refresh = RefreshCommand.Option.provider.summary(of: RefreshCommand.self)
        #expect(
            refresh.text(in: .english)
                == "auto (Gemini with an API key, else offline), gemini, openai, ollama or offline, for this run")
        #expect(
            refresh.text(in: .japanese)
                == "今回のプロバイダー：auto（API キーがあれば Gemini、なければオフライン）、gemini、openai、ollama または offline")
        let format = WidgetCommand.Option.format.summary(of: WidgetCommand.self)
        #expect(format.text(in: .korean).hasPrefix("text, json, waybar, i3blocks, tmux 또는 polybar. 기본값은 text."))
        #expect(format.text(in: .simplifiedChinese).hasPrefix("text、json、waybar、i3blocks、tmux 或 polybar；默认为 text。"))
        let key = KeyCommand.Option.provider.summary(of: KeyCommand.self)
        #expect(key.text(in: .traditionalChinese).hasPrefix("誰的金鑰：gemini 或 openai；"))
        #expect(
            ModelsCommand.Option.provider.summary(of: ModelsCommand.self).text(in: .english).hasPrefix(
                "auto, gemini, openai, ollama or offline; default"))
    }

    /// The `provider` setting is "provider" in every English help text and message, never
    /// "service" (a service is still named by its name: `{service}`).
    @Test func englishCallsTheProviderSettingProvider() {
        let help =
            Fortune.commands.map { CommandHelp.text(for: $0, in: .english) } + [
                CommandHelp.overview(of: Fortune.commands, in: .english)
            ]
        let texts = help + MessageCatalog.of(.english).texts.values
        for text in texts {
            let words = text.replacing(/\{\w+\}/, with: "").split { !$0.isLetter }
            #expect(!words.contains("service"), "\(text)")
        }
        #expect(CommandHelp.text(for: ModelsCommand.self, in: .english).contains("Asks the provider which models"))
    }

    /// `COMMAND --help` and `fortune --help` as a person runs them, for every command, in every
    /// language: within 80 columns where the output is no terminal, within `COLUMNS` when it
    /// is set.
    @Test(arguments: Language.allCases, [nil, 40])
    func everyCommandsHelpFitsTheColumnsAsItIsRun(language: Language, columns: Int?) async throws {
        let test = TestContext(environment: columns.map { ["COLUMNS": "\($0)"] } ?? [:])
        try configure(language, in: test)
        var widest = 0
        for arguments in Fortune.commands.map({ [$0.name, "--help"] }) + [["--help"]] {
            let run = await test.run(arguments)
            #expect(run.status == .ok, "\(arguments): \(run.err)")
            for line in run.out.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= columns ?? 80, "\(language.rawValue) \(arguments): \(line)")
                widest = max(widest, DisplayWidth.of(line))
            }
        }
        #expect(widest > (columns ?? 80) - 4, "wrapped narrower than the width")
    }

    /// Completion scripts are written once at install time for every user: in English.
    @Test func theCompletionScriptsAreTheSameInEveryLanguage() async throws {
        let english = await test.run("completions", "fish").out
        #expect(english.contains("-d 'Choose your sign"))
        try configure(.japanese)
        #expect(await test.run("completions", "fish").out == english)
    }

    /// Each line fits 80 columns, and no English word is left but those a person types or names.
    private func expectReadable(
        _ text: String, in language: Language, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= 80, "\(line)", sourceLocation: sourceLocation)
        }
        #expect(Self.englishWords(in: text) == [], "\(language.rawValue): \(text)", sourceLocation: sourceLocation)
    }

    /// The English words in `text` (`NoEnglishCheck`) that are no command, option, value,
    /// placeholder, sign or name of a setting.
    static func englishWords(in text: String) -> [String] {
        NoEnglishCheck.leftovers(in: text, allowing: typed)
    }

    /// What a person types or reads as it is in help: the commands, their options, values and
    /// placeholders, the signs, and the settings help names.
    static let typed: Set<String> = {
        var typed: Set<String> = ["roff", "PATH", "yearStarts", "language"]
        typed.formUnion(Sign.allCases.flatMap { [$0.rawValue] + $0.aliases })
        for command in Fortune.commands {
            typed.insert(command.name)
            typed.formUnion(command.operands.flatMap(\.value.words))
            typed.formUnion(command.operands.map(\.placeholder))
            for option in command.options {
                typed.insert(String(option.name.drop { $0 == "-" }))
                typed.formUnion(option.value.words)
                typed.formUnion([option.placeholder].compactMap { $0 })
            }
        }
        return typed
    }()
}

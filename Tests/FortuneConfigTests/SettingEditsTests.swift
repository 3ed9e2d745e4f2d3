import FoundationEssentials
import Testing
import FortuneTestSupport
@testable import FortuneConfig
import FortuneCore
import FortuneRender

/// `fortune config set` and `unset` in-process: a value checked by the loader's own table,
/// read as JSON or as text, and `config.json` rewritten with every other member kept.
@Suite struct SettingEditsTests {
    let scratch = TemporaryDirectory()

    private var path: String { scratch.appending("fortune/config.json") }
    private var loader: ConfigurationLoader { ConfigurationLoader(environment: [:], filePath: path) }

    /// The file's members, as written.
    private func members() throws -> [String: JSONValue] {
        let data = try #require(Files.bytes(path))
        guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: Data(data)) else {
            Issue.record("config.json is not an object")
            return [:]
        }
        return object
    }

    private func makeFolder() throws {
        try FileManager.default.createDirectory(atPath: scratch.appending("fortune"), withIntermediateDirectories: true)
    }

    @Test(arguments: [
        ("temperature", "0.7", JSONValue.number(0.7)),
        ("language", "ko", .string("ko")),
        // A model may be named by digits: as JSON a number, which the setting refuses.
        ("model", "123", .string("123")),
        ("model", "null", .null),
        ("retryAttempts", "3", .number(3)),
        ("reloadBars", #"["waybar", "tmux"]"#, .array([.string("waybar"), .string("tmux")])),
        ("barFormat", "{sign}: {line}", .string("{sign}: {line}")),
    ])
    func aValueIsReadAsJSONWhereTheSettingTakesItAndAsTextOtherwise(key: String, text: String, value: JSONValue)
        throws
    {
        #expect(try ConfigurationLoader.value(text, for: key, source: "config set") == value)
    }

    @Test func aBadValueIsRefusedInTheFilesWordsNamingTheKey() {
        #expect {
            _ = try ConfigurationLoader.value("3", for: "temperature", source: "config set")
        } throws: { error in
            (error as? ConfigurationError)?.description
                == #"config set: "temperature": must be between 0 and 2, not 3"#
        }
        #expect {
            _ = try ConfigurationLoader.value("klingon", for: "language", source: "config set")
        } throws: { error in
            (error as? ConfigurationError)?.description
                == #"config set: "language": must be one of "en", "ko", "ja", "zh-Hans", "zh-Hant""#
        }
    }

    @Test func anUnknownKeyIsRefusedWithTheClosestKeyOrAllOfThem() {
        #expect {
            try ConfigurationLoader.checkKey("modle", source: "config set")
        } throws: { error in
            (error as? ConfigurationError)?.description == #"config set: unknown key "modle"; did you mean "model"?"#
        }
        #expect {
            try ConfigurationLoader.checkKey("colour", source: "config get")
        } throws: { error in
            let text = (error as? ConfigurationError)?.description ?? ""
            return text.hasPrefix(#"config get: unknown key "colour": the key must be one of accentColor, "#)
                && text.hasSuffix(" or yearStarts")
        }
    }

    @Test func settingAKeyKeepsUnknownKeysAndTheOtherValues() throws {
        try makeFolder()
        Files.write(#"{"modle": "x", "retryAttempts": 2, "reloadHooks": [["tmux", "refresh-client", "-S"]]}"#, to: path)
        try loader.write(.string("ko"), at: "language")
        #expect(
            try members() == [
                "modle": .string("x"), "retryAttempts": .number(2), "language": .string("ko"),
                "reloadHooks": .array([.array([.string("tmux"), .string("refresh-client"), .string("-S")])]),
            ])
        #expect(try loader.load().configuration.language == .korean)
    }

    @Test func aMissingFileAndFolderAreMade() throws {
        try loader.write(.number(0.5), at: "temperature")
        #expect(try members() == ["temperature": .number(0.5)])
        #expect(Files.names(in: scratch.appending("fortune")) == ["config.json"])
    }

    @Test(arguments: [#"{"language": "en",}"#, #"["language"]"#])
    func aFileThatIsNoJSONObjectIsRefusedAndLeftAsItIs(text: String) throws {
        try makeFolder()
        Files.write(text, to: path)
        #expect(throws: ConfigurationError.self) { try loader.write(.string("ko"), at: "language") }
        #expect(throws: ConfigurationError.self) { _ = try loader.remove("language") }
        #expect(Files.bytes(path) == Array(text.utf8))
        #expect(Files.names(in: scratch.appending("fortune")) == ["config.json"])
    }

    @Test func unsettingRemovesOnlyThatKeyAndAnAbsentKeyWritesNothing() throws {
        try makeFolder()
        Files.write(#"{"language": "ko", "modle": "x"}"#, to: path)
        #expect(try loader.remove("language"))
        #expect(try members() == ["modle": .string("x")])
        let before = Files.bytes(path)
        #expect(try !loader.remove("temperature"))
        #expect(Files.bytes(path) == before)
        // An unknown key the loader warns about can be removed too.
        #expect(try loader.remove("modle"))
        #expect(try members() == [:])
    }

    @Test func aLinkedFileIsWrittenWhereItIsAndTheLinkStays() throws {
        try makeFolder()
        let real = scratch.appending("dotfiles-config.json")
        Files.write(#"{"accentColor": "cyan"}"#, to: real)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: real)
        try loader.write(.string("ja"), at: "language")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == real)
        #expect(try members() == ["accentColor": .string("cyan"), "language": .string("ja")])
    }

    /// Each setting's value, read back by its own reader, gives the configuration it came from:
    /// what `config get` shows of a default is what the file would need to say.
    @Test func everySettingsValueReadsBackAsTheSameConfiguration() throws {
        var changed = Configuration()
        changed.model = "m"
        changed.temperature = 1.5
        changed.yearStarts = .risshun
        changed.reloadBars = [.waybar]
        changed.reloadHooks = [["true"]]
        changed.language = .japanese
        for configuration in [Configuration(), changed] {
            var copy = Configuration()
            copy.language = configuration.language == .english ? .korean : .english
            for (key, setting) in ConfigurationLoader.settings {
                try setting.apply(setting.value(configuration), &copy)
                #expect(setting.value(copy) == setting.value(configuration), "\(key)")
            }
            #expect(copy == configuration)
        }
    }

    @Test func eachSettingSaysWhereItsValueComesFrom() throws {
        try makeFolder()
        Files.write(#"{"temperature": 0.7, "model": "from-file", "language": null}"#, to: path)
        let environment = [
            "FORTUNE_MODEL": "from-env", "LANG": "ko_KR.UTF-8", "GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:9",
        ]
        let settings = try ConfigurationLoader(environment: environment, filePath: path).effectiveSettings().settings
        let byKey = Dictionary(uniqueKeysWithValues: settings.map { ($0.key, $0) })
        #expect(settings.map(\.key) == ConfigurationLoader.keys)
        #expect(
            byKey["temperature"]
                == EffectiveSetting(key: "temperature", value: .number(0.7), source: .file, variable: nil))
        #expect(byKey["temperature"]?.text == "0.7")
        #expect(
            byKey["model"]
                == EffectiveSetting(
                    key: "model", value: .string("from-env"), source: .environment, variable: "FORTUNE_MODEL"))
        #expect(byKey["language"]?.source == .environment)
        #expect(byKey["language"]?.variable == "LANG")
        #expect(byKey["language"]?.text == "ko")
        #expect(byKey["baseURL"]?.variable == "GOOGLE_GEMINI_BASE_URL")
        #expect(byKey["baseURL"]?.text == "http://127.0.0.1:9")
        #expect(
            byKey["retryAttempts"]
                == EffectiveSetting(key: "retryAttempts", value: .number(4), source: .default, variable: nil))
        #expect(byKey["retryAttempts"]?.text == "4")
        #expect(byKey["yearStarts"]?.text == "")
        #expect(byKey["reloadBars"]?.text == "[]")
        // Without the variables, the file's values and the defaults.
        let plain = try ConfigurationLoader(environment: [:], filePath: path).effectiveSettings().settings
        #expect(plain.first { $0.key == "model" }?.source == .file)
        #expect(plain.first { $0.key == "language" }?.source == .default)
        #expect(plain.first { $0.key == "baseURL" }?.value == .null)
    }
}

import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneConfig
import FortuneRender

/// `barFormat` in `config.json`: the bars' text template, checked when it is read.
@Suite struct BarFormatSettingTests {
    let scratch = TemporaryDirectory()

    private func load(_ file: String) throws(ConfigurationError) -> Configuration {
        let path = scratch.appending("config.json")
        Files.write(file, to: path)
        return try ConfigurationLoader(environment: [:], filePath: path).load().configuration
    }

    @Test func theDefaultIsTheWidgetsOwnLine() {
        #expect(Configuration().barFormat == .standard)
        #expect(Configuration().barFormat.template == "{icon} {line}")
    }

    @Test func aTemplateIsRead() throws {
        let configuration = try load(#"{"barFormat": "{sign}: {line}"}"#)
        #expect(configuration.barFormat.template == "{sign}: {line}")
    }

    @Test(arguments: [#"{"barFormat": "{weather} {line}"}"#, #"{"barFormat": ""}"#, #"{"barFormat": 3}"#])
    func aTemplateThatCannotBeFilledInIsAnErrorNamingTheKey(_ file: String) {
        #expect {
            _ = try load(file)
        } throws: { error in
            (error as? ConfigurationError)?.key == "barFormat"
        }
    }

    @Test func theErrorListsThePlaceholders() {
        do {
            _ = try load(#"{"barFormat": "{weather}"}"#)
            Issue.record("accepted an unknown placeholder")
        } catch {
            #expect(error.problem.contains("{icon}, {sign}, {line}, {state}"))
        }
    }
}

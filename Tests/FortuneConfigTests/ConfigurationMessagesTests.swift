import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneConfig
import FortuneCore

/// Each wrong setting is refused with a line that names it and says what is wrong, in words
/// that point at the fix rather than away from it.
@Suite struct ConfigurationMessagesTests {
    let scratch = TemporaryDirectory()

    private func load(file: String? = nil, environment: [String: String] = [:]) throws(ConfigurationError)
        -> Configuration
    {
        let path = scratch.appending("config.json")
        if let file { Files.write(file, to: path) }
        return try ConfigurationLoader(environment: environment, filePath: path).load().configuration
    }

    private func problem(file: String? = nil, environment: [String: String] = [:]) -> ConfigurationError? {
        do {
            _ = try load(file: file, environment: environment)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: ["1e400", "-1e400", "1e-400"])
    func aNumberNoDoubleHoldsIsSaidAtItsKeyNotAsAFileThatIsNoObject(number: String) throws {
        let error = try #require(problem(file: #"{"language": "ko", "retryAttempts": \#(number)}"#))
        #expect(error.key == "retryAttempts")
        #expect(error.problem == "is a number too large or too small to read")
        #expect(!error.description.contains("not a JSON object"))
    }

    @Test func textThatIsNoJSONAndJSONThatIsNoObjectAreToldApart() throws {
        let syntax = try #require(problem(file: #"{"retryAttempts": 3,,}"#))
        #expect(syntax.problem == "is not valid JSON: expected a key in double quotes, found ','")
        #expect(syntax.line == 1 && syntax.column == 21)
        #expect(try #require(problem(file: "[1, 2]")).problem == "is not a JSON object but an array")
    }

    /// Text that is not strict JSON is named at the line and column where it goes wrong: the
    /// decoder alone would take the trailing comma and place nothing.
    @Test(arguments: [
        ("{\n  \"retryAttempts\": 3,\n}", 2, 21, "a comma before '}', after the last value"),
        ("{\"language\": \"ko\" \"x\": 1}", 1, 19, "expected ',' or '}' after the value, found '\"'"),
        ("{\"language\": \"한국\n}", 1, 14, "a string that is not closed on its line"),
        ("{\"language\": \"한국", 1, 14, "a string that is never closed"),
        ("{\"language\": \"ko\tkr\"}", 1, 17, "a control character inside a string"),
        ("{\"language\": \"ko\"} {}", 1, 20, "unexpected text after the end of the JSON value"),
        ("{\"language\": 'ko'}", 1, 14, "expected a value, found '''"),
        ("{\"retryAttempts\": 1.}", 1, 21, "expected a digit after '.', found '}'"),
        // DEL is a control: named by its code, never written to the terminal.
        ("\u{7F}{}", 1, 1, "expected a value, found a byte 0x7f"),
        ("{\"a\\q\": 1}", 1, 5, "\\q is not an escape JSON knows"),
        // An escaped control is named by its code too.
        ("{\"a\\\u{1B}\": 1}", 1, 5, "\\<0x1b> is not an escape JSON knows"),
    ])
    func syntaxErrorsAreNamedAtTheirLineAndColumn(file: String, line: Int, column: Int, problem: String) throws {
        let error = try #require(self.problem(file: file))
        #expect(error.problem == "is not valid JSON: " + problem)
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.description.contains("config.json:\(line):\(column): is not valid JSON"))
    }

    @Test(arguments: [
        (#"{"retryAttempts": 1.5}"#, "retryAttempts", "must be a whole number between 1 and 10, not 1.5"),
        (#"{"retryAttempts": 0}"#, "retryAttempts", "must be between 1 and 10, not 0"),
        (#"{"retryAttempts": 1e10}"#, "retryAttempts", "must be between 1 and 10, not 10000000000"),
        (#"{"retryAttempts": "3"}"#, "retryAttempts", "must be a whole number, not a string"),
        (#"{"refreshConcurrency": 13}"#, "refreshConcurrency", "must be between 1 and 12, not 13"),
        (#"{"deadlineSeconds": 700}"#, "deadlineSeconds", "must be between 1 and 600, not 700"),
        (#"{"timeoutSeconds": 0.05}"#, "timeoutSeconds", "must be between 0.1 and 600, not 0.05"),
    ])
    func numbersOutOfTheirRangeSayTheRangeAsWritten(file: String, key: String, expected: String) throws {
        let error = try #require(problem(file: file))
        #expect(error.key == key)
        #expect(error.problem == expected)
    }

    @Test(arguments: ["   ", "\t", " \n "])
    func aBlankFortuneModelIsRefusedNotSentAsAModel(value: String) throws {
        let error = try #require(problem(environment: ["FORTUNE_MODEL": value]))
        #expect(error.source == "FORTUNE_MODEL")
        #expect(error.problem.hasPrefix("is blank"))
        #expect(throws: ConfigurationError.self) {
            try ServiceEndpoint(.gemini, configuration: Configuration(), environment: ["FORTUNE_MODEL": value])
        }
    }

    @Test func aFortuneModelWithBlanksAroundItIsUsedWithoutThem() throws {
        #expect(try load(environment: ["FORTUNE_MODEL": " gemini-test\n"]).model == "gemini-test")
        let endpoint = try ServiceEndpoint(
            .gemini, configuration: Configuration(), environment: ["FORTUNE_MODEL": " gemini-test\n"])
        #expect(endpoint.model == "gemini-test")
        #expect(try load(environment: ["FORTUNE_MODEL": ""]).model == Configuration().model, "empty is unset")
    }

    @Test(arguments: [
        (["FORTUNE_MODEL": "gemini 2.5"], "contains a space"),
        (["FORTUNE_MODEL": "gemini\u{1B}[2J"], "contains a control character"),
        (["FORTUNE_MODEL": "a\nb"], "contains a line break"),
    ])
    func aModelNameThatIsNoWordIsRefused(environment: [String: String], expected: String) throws {
        let error = try #require(problem(environment: environment))
        #expect(error.problem.hasPrefix(expected), "\(error)")
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 }, "shown escaped")
    }

    @Test(arguments: [
        #"{"model": "  "}"#, #"{"fallbackModels": ["gemini-2.5-flash", " "]}"#, #"{"model": "two words"}"#,
    ])
    func aModelNameInTheFileIsCheckedTheSameWay(file: String) throws {
        let error = try #require(problem(file: file))
        #expect(error.key == "model" || error.key == "fallbackModels")
    }

    @Test(arguments: [
        ("http://127.0.0.1:9/?key=x", "must not have a query ('?key=x')"),
        ("https://example.com/v1#top", "must not have a fragment ('#top')"),
        ("https://exa mple.com", "contains a space"),
        ("ftp://example.com", "must be an http or https URL"),
        ("https://", "must be an http or https URL"),
    ])
    func aBaseURLThePathsCannotBeAddedToIsRefusedSayingWhy(url: String, expected: String) throws {
        let fromFile = try #require(problem(file: #"{"baseURL": "\#(url)"}"#))
        #expect(fromFile.key == "baseURL")
        #expect(fromFile.problem.hasPrefix(expected), "\(fromFile)")
        do {
            _ = try ServiceEndpoint(
                .gemini, configuration: Configuration(), environment: ["GOOGLE_GEMINI_BASE_URL": url])
            Issue.record("accepted \(url)")
        } catch {
            #expect(error.source == "GOOGLE_GEMINI_BASE_URL")
            #expect(error.problem.hasPrefix(expected), "\(error)")
        }
    }

    @Test func aBaseURLWithBlanksAroundItIsUsedWithoutThem() throws {
        let endpoint = try ServiceEndpoint(
            .gemini, configuration: Configuration(),
            environment: ["GOOGLE_GEMINI_BASE_URL": " http://127.0.0.1:9/v1 \n"])
        #expect(endpoint.baseURL == "http://127.0.0.1:9/v1")
    }
}

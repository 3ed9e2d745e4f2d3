import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore

/// Bare `fortune`, the widget, the bars and `status` give one answer: today's stored fortune,
/// or, while it is missing, the latest earlier one marked with its day, or the hint to refresh
/// (to pick a sign, before there is one), in the widget's language.
@Suite(.fewAtOnce) struct OneAnswerTests {
    typealias Home = RefreshCommandTests.Home
    let home: Home

    init() async throws {
        home = try await Home()
    }

    enum Stored: String, CaseIterable, CustomTestStringConvertible {
        case today, onlyYesterday, nothing
        var testDescription: String { rawValue }
    }

    /// Fills the store as `stored` says, for the rooster.
    func store(_ stored: Stored) throws {
        let day: CalendarDay
        switch stored {
        case .nothing: return
        case .today: day = FakeHome.today
        case .onlyYesterday: day = FakeHome.yesterday
        }
        let fortune = StoredFortune(
            sign: .rooster, day: day, text: "A quiet day of \(stored.rawValue).", language: .english,
            model: "gemini-test", source: .gemini, createdAt: FakeHome.nowSeconds
        )
        try SharedStore(directory: home.directory.appending("state/fortune")).update { $0.save(fortune) }
    }

    struct Answers {
        let greeting: String
        let greetingJSON: [String: JSONValue]
        let widgetJSON: [String: JSONValue]
        let waybar: [String: JSONValue]
        let tmux: String
        let status: [String: JSONValue]
    }

    func answers() async throws -> Answers {
        func object(_ arguments: [String]) async throws -> [String: JSONValue] {
            let result = try await home.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: Data(result.stdout.utf8))
            else {
                Issue.record("\(arguments) printed no object: \(result.stdout)")
                return [:]
            }
            return object
        }
        let greeting = try await home.run([])
        #expect(greeting.status == 0)
        return Answers(
            greeting: greeting.stdout,
            greetingJSON: try await object(["--json"]),
            widgetJSON: try await object(["widget", "--format", "json"]),
            waybar: try await object(["widget", "--format", "waybar"]),
            tmux: try await tmux(),
            status: try await object(["status", "--json"])
        )
    }

    /// What tmux shows for `fortune widget --format tmux` (and `extra`): the text without the
    /// state's colour, `#[fg=…]`, which tmux reads as style.
    func tmux(_ extra: String...) async throws -> String {
        var text = ""
        var style = false
        var previous: Character?
        for character in try await home.run(["widget", "--format", "tmux"] + extra).stdout {
            if previous == "#" && character == "[" && !style {
                text.removeLast()
                style = true
            } else if style {
                style = character != "]"
            } else {
                text.append(character)
            }
            previous = character
        }
        return text
    }

    @Test(arguments: Stored.allCases)
    func everyOutputSaysTheSame(stored: Stored) async throws {
        try store(stored)
        let answers = try await answers()
        let state: String =
            switch stored {
            case .today: "fortune"
            case .onlyYesterday: "stale"
            case .nothing: "empty"
            }
        #expect(answers.greetingJSON["state"] == .string(state))
        #expect(answers.widgetJSON["state"] == .string(state))
        #expect(answers.waybar["class"] == .string(state))
        #expect(answers.status["state"] == .string(state))

        guard case .string(let line) = answers.greetingJSON["line"] else {
            Issue.record("no line")
            return
        }
        #expect(answers.greeting == line + "\n")
        #expect(answers.status["line"] == .string(line))
        #expect(answers.tmux == "🐓 \(line)\n", "the bar's line is the greeting's, after the emoji")
        #expect(answers.waybar["text"] == .string("🐓 \(line)"))

        switch stored {
        case .today:
            #expect(line == "A quiet day of today.")
            #expect(answers.status["text"] == .string(line))
            #expect(answers.status["fortuneSource"] == .string("gemini"))
            #expect(answers.status["fortuneModel"] == .string("gemini-test"))
        case .onlyYesterday:
            #expect(line == "(yesterday) A quiet day of onlyYesterday.")
            #expect(answers.widgetJSON["text"] == .string("A quiet day of onlyYesterday."))
            #expect(answers.greetingJSON["text"] == .string("A quiet day of onlyYesterday."))
            #expect(answers.status["text"] == .null, "today's text only: there is none")
        case .nothing:
            #expect(line == "no fortune yet: fortune refresh")
            #expect(answers.greetingJSON["text"] == .null)
            #expect(answers.status["text"] == .null)
        }
    }

    @Test func hidingConcernsTheWidgetOnly() async throws {
        try store(.today)
        #expect(try await home.run(["hide"]).status == 0)
        #expect(try await home.run([]).stdout == "A quiet day of today.\n")
        #expect(try await tmux() == "🐓 Rooster\n")
    }

    @Test func aFailedRefreshIsSaidAlikeByTheGreetingAndTheBar() async throws {
        try store(.onlyYesterday)
        home.server.route(
            RefreshCommandTests.unaryPath,
            .json(status: 404, RefreshCommandTests.error(404, "NOT_FOUND", "No such model.")))
        #expect(try await home.run(["refresh"]).status == 78)
        // Yesterday's fortune stays, marked; the reason is status's.
        let line = try await home.run([]).stdout
        #expect(line == "⚠ (yesterday) A quiet day of onlyYesterday.\n")
        #expect(try await tmux("--width", "500") == "🐓 " + line)
        let status = try JSONDecoder().decode(
            [String: JSONValue].self, from: Data(try await home.run(["status", "--json"]).stdout.utf8))
        #expect(status["state"] == .string("stale"))
        #expect(status["line"] == .string(String(line.dropLast())))
        guard case .string(let lastError) = status["lastError"] else {
            Issue.record("no lastError")
            return
        }
        #expect(lastError.contains("No such model."))
    }

    @Test func beforeASignIsPickedEveryOutputGivesTheHintToPickOne() async throws {
        try FileManager.default.removeItem(atPath: home.directory.appending("state/fortune/store.json"))
        let greeting = try await home.run([])
        #expect(greeting.stdout == "pick a sign: fortune pick SIGN\n")
        let json = try JSONDecoder().decode(
            [String: JSONValue].self, from: Data(try await home.run(["--json"]).stdout.utf8))
        #expect(json["state"] == .string("nosign"))
        #expect(json["sign"] == .null)
        #expect(json["line"] == .string("pick a sign: fortune pick SIGN"))
        #expect(try await tmux() == "🔮 " + greeting.stdout)
        let widget = try JSONDecoder().decode(
            [String: JSONValue].self, from: Data(try await home.run(["widget", "--json"]).stdout.utf8))
        #expect(widget["state"] == .string("nosign"))
        #expect(widget["day"] == json["day"], "the day the box's footer shows")
        let status = try JSONDecoder().decode(
            [String: JSONValue].self, from: Data(try await home.run(["status", "--json"]).stdout.utf8))
        #expect(status["line"] == json["line"])
    }

    @Test func theGreetingSpeaksTheWidgetsLanguage() async throws {
        try home.configure(#"{"language": "ko"}"#)
        let greeting = try await home.run([]).stdout
        #expect(greeting != "no fortune yet: fortune refresh\n")
        #expect(try await tmux() == "🐓 " + greeting)
        let status = try JSONDecoder().decode(
            [String: JSONValue].self, from: Data(try await home.run(["status", "--json"]).stdout.utf8))
        #expect(status["line"] == .string(String(greeting.dropLast())))
    }

    /// A login script keeps its greeting when the configuration is wrong: the problem is said,
    /// once, and the defaults are used.
    @Test func aConfigurationItCannotReadIsSaidInOneLineAndTheGreetingGoesOn() async throws {
        try store(.today)
        try home.configure(#"{"language": "klingon"}"#)
        let greeting = try await home.run([])
        #expect(greeting.status == 0)
        #expect(greeting.stdout == "A quiet day of today.\n")
        #expect(greeting.stderr.split(separator: "\n").count == 1, "one line: \(greeting.stderr)")
        #expect(greeting.stderr.contains("config.json") && greeting.stderr.contains("language"), "\(greeting.stderr)")
        #expect(try await home.run(["widget"]).status == 78, "the widget, run by hand, still stops on it")
    }

    @Test func withAConfigurationItCannotReadTheGreetingKeepsTheLocalesLanguage() async throws {
        let korean = ["LANG": "ko_KR.UTF-8"]
        let greeting = try await home.run([], environment: korean).stdout
        #expect(greeting != "no fortune yet: fortune refresh\n", "the locale's language")
        try home.configure(#"{"accentColor": "no such colour"}"#)
        let broken = try await home.run([], environment: korean)
        #expect(broken.stdout == greeting)
        #expect(broken.stderr.contains("accentColor"))
    }
}

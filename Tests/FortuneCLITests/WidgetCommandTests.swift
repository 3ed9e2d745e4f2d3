import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneStore
import FortuneRender
import FortuneCore
import FortuneZodiac

/// `fortune widget` against a real store in a temporary state directory.
@Suite(.fewAtOnce) struct WidgetCommandTests {
    let home = FakeHome()
    var store: SharedStore { home.store }

    static let roosterText = "A good day to sign the contract. <b>Bold</b> & #1"

    /// Picks the rooster and stores today's fortune for it.
    private func storeRoosterFortune() throws {
        try store.update { document in
            document.sign = .rooster
            document.save(
                StoredFortune(
                    sign: .rooster, day: FakeHome.today, text: Self.roosterText, language: .english,
                    model: "offline", source: .offline, createdAt: 0
                ))
        }
    }

    private func run(_ arguments: String..., environment extra: [String: String] = [:]) async throws
        -> FortuneBinary.Result
    {
        try await home.run(["widget"] + arguments, environment: extra)
    }

    private func waybar(_ result: FortuneBinary.Result) throws -> [String: String] {
        try JSONDecoder().decode([String: String].self, from: Data(result.stdout.utf8))
    }

    @Test func waybarPrintsOneJSONObjectForTodaysFortune() async throws {
        try storeRoosterFortune()
        let result = try await run("--format", "waybar")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasSuffix("}\n") && result.stdout.filter { $0 == "\n" }.count == 1)
        let object = try waybar(result)
        #expect(object["class"] == "fortune")
        #expect(object["alt"] == "rooster")
        #expect(object["text"] == "🐓 A good day to sign the contract. &lt;b&gt;Bold&lt;/b&gt; &amp; #1")
    }

    @Test func anotherSignShowsItsOwnEmptyStateAndNeverTheStoredSignsFortune() async throws {
        try storeRoosterFortune()
        let object = try waybar(try await run("--format", "waybar", "--sign", "dog"))
        #expect(object["class"] == "empty")
        #expect(object["alt"] == "dog")
        for format in ["text", "json", "tmux"] {
            let result = try await run("--format", format, "--sign", "개")
            #expect(result.status == 0)
            #expect(!result.stdout.contains("contract"), "\(format)")
            #expect(result.stdout.contains("fortune refresh"), "\(format)")
        }
    }

    @Test func afterHideTheWidgetShowsTheSignsPicture() async throws {
        try storeRoosterFortune()
        #expect(try await home.run(["hide"]).status == 0)
        #expect(try waybar(try await run("--format", "waybar"))["class"] == "hidden")
        let box = try await run()
        #expect(box.stdout.contains("(o >"))
        #expect(!box.stdout.contains("contract"))
    }

    @Test func aGivenWidthIsTheWidthOfEveryLine() async throws {
        try storeRoosterFortune()
        let result = try await run("--family", "small", "--width", "30")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == WidgetFamily.small.height)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 30 })
    }

    @Test func theBoxIsNoWiderThanColumns() async throws {
        try storeRoosterFortune()
        let lines = try await run(environment: ["COLUMNS": "33"]).stdout.split(separator: "\n")
        #expect(lines.count == WidgetFamily.medium.height)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 33 })
    }

    @Test func colourGoesOnlyWhereItIsAskedFor() async throws {
        try storeRoosterFortune()
        #expect(try await run("--color", "always").stdout.contains("\u{1B}["))
        #expect(!(try await run().stdout.contains("\u{1B}")))
        #expect(!(try await run("--color", "auto", environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}")))
        #expect(
            !(try await run("--color", "auto", environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"]).stdout.contains(
                "\u{1B}")))
        #expect(try await run(environment: ["CLICOLOR_FORCE": "1"]).stdout.contains("\u{1B}["))
        #expect(!(try await run("--format", "tmux", "--color", "always").stdout.contains("\u{1B}")))
    }

    @Test func jsonIsTheSameAsFormatJSON() async throws {
        try storeRoosterFortune()
        let json = try await run("--json")
        #expect(json.status == 0)
        #expect(json.stdout == (try await run("--format", "json")).stdout)
        let object = try JSONSerializationFree.decode(json.stdout)
        #expect(object.state == "fortune" && object.sign == "rooster" && object.text == Self.roosterText)
    }

    @Test func withNoSignEveryFormatHintsAtPickAndSucceeds() async throws {
        let bar = try await run("--format", "waybar")
        #expect(bar.status == 0)
        #expect(try waybar(bar)["class"] == "nosign")
        let text = try await run()
        #expect(text.status == 0)
        #expect(text.stdout.contains("fortune pick SIGN"))
        #expect(try JSONSerializationFree.decode(try await run("--json").stdout).state == "nosign")
    }

    /// What `./run` alone does on a new home: no sign picked, no key. The year's sign is drawn
    /// with a fortune fetched (offline) and saved, and the hint to pick follows on stderr.
    @Test func autoRefreshOnANewHomeDrawsTheYearsSignWithTheHintToPick() async throws {
        let today = FakeHome.today
        let yearSign = try #require(LunarCalendar.chinese.lunarYear(of: today).map(Sign.init(lunarYear:)))
        let result = try await run("--auto-refresh", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerializationFree.decode(result.stdout)
        #expect(object.state == "fortune" && object.sign == yearSign.rawValue)
        #expect(result.stderr.contains("fortune pick SIGN"))
        let saved = try #require(try store.read().fortune(for: yearSign, on: today))
        #expect(object.text == saved.text)
        #expect(try store.read().sign == nil, "drawing the year's sign picks nothing")
    }

    @Test func autoRefreshKeepsTodaysFortuneAndDrawsThePickedSignWithoutAHint() async throws {
        try storeRoosterFortune()
        let result = try await run("--auto-refresh", "--json")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let object = try JSONSerializationFree.decode(result.stdout)
        #expect(object.sign == "rooster" && object.text == Self.roosterText)
    }

    @Test(arguments: [
        ["--family", "huge"], ["--format", "html"], ["--color", "sometimes"], ["--width", "0"],
        ["--width", "wide"], ["--sign", "unicorn"], ["--json", "--format", "waybar"], ["--loud"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) async throws {
        let result = try await home.run(["widget"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("usage: fortune widget"))
    }
}

/// The few fields of `--format json` these tests read.
private enum JSONSerializationFree {
    struct Entry: Decodable {
        let state: String
        let sign: String?
        let text: String?
    }

    static func decode(_ text: String) throws -> Entry {
        try JSONDecoder().decode(Entry.self, from: Data(text.utf8))
    }
}

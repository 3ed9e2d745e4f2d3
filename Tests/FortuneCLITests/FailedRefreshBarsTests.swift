import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneStore
import FortuneCore

/// A refresh that fails over yesterday's fortune: `fortune`, the widget and every bar still
/// show yesterday's text, marked; the reason is in `status` and Waybar's tooltip.
@Suite(.fewAtOnce) struct FailedRefreshBarsTests {
    let home = FakeHome()

    static let text = "Small courtesies open big doors."
    static let yesterday = FakeHome.yesterday

    /// Yesterday's fortune for the rooster, then a refresh against a port nobody listens on.
    private func failARefreshOverYesterdaysFortune() async throws {
        try home.store.update { document in
            document.sign = .rooster
            document.save(
                StoredFortune(
                    sign: .rooster, day: Self.yesterday, text: Self.text, language: .english, model: "gemini-test",
                    source: .gemini, createdAt: 0))
        }
        try home.writeConfig(#"{"retryAttempts": 1}"#)
        let refresh = try await home.run(
            ["refresh"], environment: ["GEMINI_API_KEY": "k", "GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:1"])
        #expect(refresh.status == 69)
    }

    @Test func everyOutputStillShowsYesterdaysFortune() async throws {
        try await failARefreshOverYesterdaysFortune()
        #expect(try await home.run([]).stdout == "⚠ (yesterday) \(Self.text)\n")
        let box = try await home.run(["widget"]).stdout
        #expect(box.contains("Small courtesies"), "\(box)")
        #expect(box.contains("(yesterday)"), "\(box)")
        #expect(box.contains("fortune status"), "\(box)")
        for format in ["waybar", "i3blocks", "tmux", "polybar"] {
            let bar = try await home.run(["widget", "--format", format, "--width", "200"])
            #expect(bar.status == 0)
            #expect(bar.stdout.contains("⚠ (yesterday) \(Self.text)"), "\(format): \(bar.stdout)")
        }
        let waybar = try await home.run(["widget", "--format", "waybar"]).stdout
        #expect(waybar.contains(#""class":"stale failed""#), "\(waybar)")
        #expect(waybar.contains("connection refused"), "\(waybar)")
        let status = try await home.run(["status"]).stdout
        #expect(status.contains("⚠ (yesterday) \(Self.text)"), "\(status)")
        #expect(status.contains("connection refused"), "\(status)")
        let json = try await home.run(["widget", "--format", "json"]).stdout
        #expect(json.contains(#""state":"stale""#), "\(json)")
        #expect(json.contains("connection refused"), "\(json)")
        // doctor names the failure, and it is a warning: the widgets still work.
        let doctor = try await home.run(["doctor", "--json"]).stdout
        #expect(
            doctor.contains(#""check":"refresh","detail":"the last refresh, for \#(FakeHome.today)"#), "\(doctor)")
        #expect(doctor.contains(#""status":"warn""#) && doctor.contains("connection refused"), "\(doctor)")
    }

    /// Once a refresh works again, doctor says so and the failure is gone.
    @Test func doctorSaysTheLastRefreshWorkedAfterOneThatDid() async throws {
        try await failARefreshOverYesterdaysFortune()
        #expect(try await home.run(["refresh", "--offline"]).status == 0)
        let doctor = try await home.run(["doctor"]).stdout
        #expect(doctor.contains("refresh     the last refresh worked"), "\(doctor)")
        #expect(!doctor.contains("connection refused"), "\(doctor)")
    }

    @Test func theCLocaleGetsASCIIOnlyInEveryFormat() async throws {
        try await failARefreshOverYesterdaysFortune()
        let locale = ["LC_ALL": "C"]
        for arguments in [
            [], ["widget"], ["widget", "--family", "small"], ["widget", "--format", "waybar"],
            ["widget", "--format", "i3blocks"], ["widget", "--format", "tmux"], ["widget", "--format", "polybar"],
        ] {
            let output = try await home.run(arguments, environment: locale).stdout
            #expect(output.unicodeScalars.allSatisfy { $0.isASCII }, "\(arguments): \(output)")
            #expect(output.contains("Small courtesies"), "\(arguments): \(output)")
        }
        #expect(try await home.run([], environment: locale).stdout == "! (yesterday) \(Self.text)\n")
        #expect(try await home.run(["widget"], environment: locale).stdout.hasPrefix("+- Rooster -"))
    }

    @Test func theBarFormatShapesEveryBarsText() async throws {
        try home.store.update { document in
            document.sign = .rooster
            document.save(
                StoredFortune(
                    sign: .rooster, day: FakeHome.today, text: Self.text, language: .english, model: "m",
                    source: .offline,
                    createdAt: 0))
        }
        try home.writeConfig(#"{"barFormat": "{sign}: {line}"}"#)
        #expect(try await home.run(["widget", "--format", "tmux"]).stdout == "Rooster: \(Self.text)\n")
        #expect(try await home.run(["widget", "--format", "polybar"]).stdout == "Rooster: \(Self.text)\n")
        #expect(try await home.run(["widget", "--format", "i3blocks"]).stdout.hasPrefix("Rooster: \(Self.text)\n"))
        #expect(try await home.run(["widget", "--format", "waybar"]).stdout.contains(#""text":"Rooster: Small"#))
        #expect(
            try await home.run(["widget", "--family", "inline"]).stdout == "🐓 \(Self.text)\n", "not the terminal's")
    }

    @Test(arguments: ["waybar", "i3blocks", "tmux", "polybar"])
    func aBrokenConfigurationIsOneLineInEachBarsFormat(_ format: String) async throws {
        try home.writeConfig("{ not json")
        let result = try await home.run(["widget", "--format", format])
        #expect(result.status == 0)
        #expect(result.stdout.contains("configuration error: see fortune doctor"), "\(result.stdout)")
        #expect(result.stderr.contains("config.json"))
        switch format {
        case "waybar":
            #expect(result.stdout.split(separator: "\n").count == 1)
            let object = try JSONDecoder().decode([String: String].self, from: Data(result.stdout.utf8))
            #expect(object["class"] == "error")
        case "i3blocks":
            #expect(result.stdout.hasSuffix("\n#CD0000\n"))
        case "tmux":
            #expect(result.stdout.hasPrefix("#[fg=#CD0000]"))
        default:
            #expect(result.stdout.hasPrefix("%{F#CD0000}"))
        }
    }

    @Test func aBrokenConfigurationStillFailsTheTerminalsWidget() async throws {
        try home.writeConfig("{ not json")
        #expect(try await home.run(["widget"]).status == 78)
    }
}

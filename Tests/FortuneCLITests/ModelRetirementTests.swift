import Testing
import FortuneCore
import FortuneTestSupport

/// A Gemini answer that announces its model's retirement (`modelStatus`) is said on standard
/// error once a day, not at every refresh, and `status` and `doctor` name the date and what
/// `fortune` will ask after it.
@Suite(.fewAtOnce) struct ModelRetirementTests {
    let home = FakeHome()
    let server: LoopbackServer

    static let answer =
        #"{"candidates":[{"content":{"parts":[{"text":"Crow at dawn, Rooster."}],"role":"model"},"finishReason":"STOP","index":0}],"modelVersion":"gemini-2.5-flash","modelStatus":{"modelStage":"DEPRECATED","retirementTime":"2026-12-01T00:00:00Z","message":"This model will be retired on December 1, 2026."}}"#

    init() throws {
        server = try LoopbackServer()
        server.route(
            "/v1beta/models/gemini-2.5-flash:generateContent", method: "POST", handler: { _ in .json(Self.answer) })
        server.route(
            "/v1beta/models", method: "GET",
            .json(
                #"{"models":[{"name":"models/gemini-2.5-flash","supportedGenerationMethods":["generateContent"]}]}"#
            ))
    }

    var environment: [String: String] {
        ["GEMINI_API_KEY": "plain-secret-0123456789", "GOOGLE_GEMINI_BASE_URL": server.baseURL]
    }

    @Test func aRetirementIsSaidOnceADayAndStatusAndDoctorNameIt() async throws {
        try home.writeConfig(#"{"provider": "gemini", "model": "gemini-2.5-flash"}"#)
        _ = try await home.run(["pick", "rooster"], environment: environment)
        let first = try await home.run(["refresh"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let line =
            "gemini-2.5-flash (deprecated) retires on 2026-12-01; after that fortune will ask the newest Flash-Lite or Flash model the key can use"
        #expect(first.stderr.contains(line), "\(first.stderr)")

        let second = try await home.run(["refresh", "--new"], environment: environment)
        #expect(second.status == 0)
        #expect(!second.stderr.contains("retires"), "said once a day: \(second.stderr)")

        let status = try await home.run(["status"], environment: environment)
        #expect(
            status.stdout.contains("retires    gemini-2.5-flash retires on 2026-12-01 (deprecated)"), "\(status.stdout)"
        )
        let doctor = try await home.run(["doctor"], environment: environment)
        #expect(doctor.stdout.contains("retirement"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("2026-12-01"), "\(doctor.stdout)")
    }

    @Test func aRetirementIsSaidInTheReadersLanguage() async throws {
        try home.writeConfig(#"{"provider": "gemini", "model": "gemini-2.5-flash", "language": "ja"}"#)
        _ = try await home.run(["pick", "rooster"], environment: environment)
        let refresh = try await home.run(["refresh"], environment: environment)
        #expect(refresh.status == 0, "\(refresh.stderr)")
        let values = ["model": "gemini-2.5-flash", "stage": "deprecated", "date": "2026-12-01"]
        let notice = Message("refresh.retiringStage", values).text(in: .japanese)
        #expect(notice.contains("提供終了"))
        #expect(refresh.stderr.contains(notice), "\(refresh.stderr)")

        let status = try await home.run(["status"], environment: environment)
        let row =
            Message("retirement.onStage", values).text(in: .japanese)
            + Message("retirement.afterNewest").text(in: .japanese)
        #expect(status.stdout.contains(row), "\(status.stdout)")
        let doctor = try await home.run(["doctor"], environment: environment)
        #expect(doctor.stdout.contains(row), "\(doctor.stdout)")
    }
}

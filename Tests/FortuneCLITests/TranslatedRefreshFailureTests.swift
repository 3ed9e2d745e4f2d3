import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore

/// A refresh that failed is said in the reader's language wherever a person reads it (`status`,
/// `doctor`, the widget, a bar's tooltip), whatever language it failed in; JSON keeps the
/// English line for programs.
@Suite(.fewAtOnce) struct TranslatedRefreshFailureTests {
    typealias Home = RefreshCommandTests.Home
    let home: Home

    init() async throws {
        home = try await Home()
    }

    /// Korean, Japanese, Simplified and Traditional Chinese, with what each says of a prompt
    /// the service blocked, and a word of it that a box may wrap apart from the rest.
    static let readers: [(locale: String, says: String, word: String)] = [
        ("ko_KR.UTF-8", "Gemini가 프롬프트를 차단했습니다(SAFETY).", "프롬프트"),
        ("ja_JP.UTF-8", "Gemini がプロンプトをブロックしました（SAFETY）。", "プロンプト"),
        ("zh_CN.UTF-8", "Gemini 拦截了提示词（SAFETY）。", "提示词"),
        ("zh_TW.UTF-8", "Gemini 封鎖了提示詞（SAFETY）。", "提示詞"),
    ]

    static let english = "Gemini blocked the prompt (SAFETY)"

    /// Words read as they are: the command to run again, and the reason the service gave.
    static let allowed: Set<String> = ["refresh", "status", "SAFETY"]

    /// A refresh, run in English, that the service refuses with a reason none of the widget's
    /// short words covers, so the whole line is said.
    private func failARefresh() async throws {
        home.server.route(RefreshCommandTests.unaryPath, .json(#"{"promptFeedback":{"blockReason":"SAFETY"}}"#))
        let refresh = try await home.run(["refresh"], environment: ["LANG": "C"])
        #expect(refresh.status == 65, "\(refresh.stderr)")
        #expect(refresh.stderr.contains(Self.english))
    }

    private static func englishLeft(in text: String) -> [String] {
        NoEnglishCheck.leftovers(in: text, allowing: allowed)
    }

    @Test func statusAndDoctorSayTheFailureInTheReadersLanguage() async throws {
        try await failARefresh()
        for reader in Self.readers {
            let environment = ["LANG": reader.locale]
            for arguments in [["status"], ["doctor"]] {
                let output = try await home.run(arguments, environment: environment).stdout
                let lines = output.split(separator: "\n").filter { $0.contains(reader.says) }
                #expect(!lines.isEmpty, "\(reader.locale) \(arguments): \(output)")
                #expect(!output.contains(Self.english), "\(reader.locale) \(arguments): \(output)")
                for line in lines {
                    #expect(Self.englishLeft(in: String(line)) == [], "\(reader.locale) \(arguments): \(line)")
                    #expect(
                        !["..", ".。", "。。", "。；", "。."].contains { line.contains($0) },
                        "one full stop: \(reader.locale) \(arguments): \(line)")
                }
            }
        }
    }

    @Test func theWidgetAndAWaybarTooltipSayTheFailureInTheReadersLanguage() async throws {
        try await failARefresh()
        for reader in Self.readers {
            let environment = ["LANG": reader.locale]
            let box = try await home.run(["widget"], environment: environment).stdout
            #expect(box.contains(reader.word), "\(reader.locale): \(box)")
            #expect(Self.englishLeft(in: box) == [], "\(reader.locale): \(box)")
            let line = try await home.run(["widget", "--format", "text", "--width", "300"], environment: environment)
                .stdout
            #expect(line.contains(reader.says), "\(reader.locale): \(line)")
            #expect(Self.englishLeft(in: line) == [], "\(reader.locale): \(line)")
            let bare = try await home.run([], environment: environment).stdout
            #expect(bare.contains(reader.says), "\(reader.locale): \(bare)")

            let waybar = try await home.run(["widget", "--format", "waybar"], environment: environment).stdout
            let fields = try JSONDecoder().decode([String: String].self, from: Data(waybar.utf8))
            let tooltip = try #require(fields["tooltip"], "\(waybar)")
            #expect(tooltip.contains(reader.says), "\(reader.locale): \(tooltip)")
            #expect(Self.englishLeft(in: tooltip) == [], "\(reader.locale): \(tooltip)")
            #expect(Self.englishLeft(in: fields["text"] ?? "") == [], "\(reader.locale): \(waybar)")
        }
    }

    /// The fields that are data: status's `lastError`, `today`'s and the widget's `failure`,
    /// doctor's detail.
    @Test func jsonKeepsTheEnglishLineInEveryLanguage() async throws {
        try await failARefresh()
        let environment = ["LANG": "ja_JP.UTF-8"]
        let fields = [
            (["status", "--json"], #""lastError":"\#(FakeHome.today): \#(Self.english);"#),
            (["today", "--json"], #""failure":"\#(Self.english);"#),
            (["widget", "--format", "json"], #""failure":"\#(Self.english);"#),
            (["doctor", "--json"], #"failed: \#(Self.english);"#),
        ]
        for (arguments, field) in fields {
            let output = try await home.run(arguments, environment: environment).stdout
            #expect(output.contains(field), "\(arguments): \(output)")
        }
    }

    @Test func aFailureKeptBeforeItsMessageWasIsShownInItsEnglish() async throws {
        try home.directory.store.update { document in
            document.lastError = RefreshFailure(
                message: Self.english, day: FakeHome.today, time: 0, sign: .rooster)
        }
        #expect(!home.storeText.contains(#""said""#))
        let environment = ["LANG": "ko_KR.UTF-8"]
        #expect(try await home.run(["status"], environment: environment).stdout.contains(Self.english))
        #expect(try await home.run(["doctor"], environment: environment).stdout.contains(Self.english))
        let waybar = try await home.run(["widget", "--format", "waybar"], environment: environment).stdout
        #expect(waybar.contains(Self.english), "\(waybar)")
    }

    @Test func theStoreKeepsTheMessageAndTheEnglishLine() async throws {
        try await failARefresh()
        let failure = try #require(try home.directory.store.read().lastError)
        #expect(failure.message.hasPrefix(Self.english))
        let said = try #require(failure.said)
        #expect(said.description == failure.message)
        #expect(said.text(in: .korean).hasPrefix(Self.readers[0].says))
        #expect(!home.storeText.contains(RefreshCommandTests.key))
    }
}

import FoundationEssentials
import Testing
import FortuneCore
import FortuneCommands
import FortuneTestSupport

/// The errors and notices a Korean, Japanese or Chinese user meets, said in their language by
/// the locale the commands run in: a word of English left in them is a sentence they cannot
/// read.
@Suite struct TranslatedErrorsTests {
    static let key = "test-key-5f2b9c"
    static let model = "gemini-test"
    static let unaryPath = "/v1beta/models/\(model):generateContent"

    let test = TestContext()
    let server: LoopbackServer

    /// A user's home with a picked sign, fast retries, no fallback models, and the loopback
    /// server as Gemini.
    init() async throws {
        server = try LoopbackServer()
        try test.writeConfig(#"{"retryBaseDelaySeconds": 0.01, "retryMaxDelaySeconds": 1, "fallbackModels": []}"#)
        #expect(await run(["pick", "rooster"]).status == .ok)
    }

    /// Runs `fortune` with the key, the server and the model set, and `extra` on top.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) async -> TestContext.Run {
        let environment = [
            "GEMINI_API_KEY": Self.key, "GOOGLE_GEMINI_BASE_URL": server.baseURL, "FORTUNE_MODEL": Self.model,
            "PATH": "/usr/bin:/bin",
        ]
        return await test.run(arguments, environment: environment.merging(extra) { $1 })
    }

    /// A locale of each language: Korean, Japanese, Simplified and Traditional Chinese.
    static let locales = ["ko_KR.UTF-8", "ja_JP.UTF-8", "zh_CN.UTF-8", "zh_TW.UTF-8"]

    /// The commands these errors name, as the reader types them (`fortune key set --provider
    /// gemini` too).
    static let names: Set<String> = ["pick", "signs", "refresh", "status", "models", "key", "set", "gemini"]

    /// Gemini's error body: its code, status and message, and details when given.
    static func error(_ code: Int, _ status: String, _ message: String, details: String) -> String {
        #"{"error":{"code":\#(code),"message":"\#(message)","status":"\#(status)","details":[\#(details)]}}"#
    }

    /// Gemini's answer when the day's quota is spent.
    static let dailyQuota = Reply.json(
        status: 429,
        error(
            429, "RESOURCE_EXHAUSTED", "Quota exceeded.",
            details:
                #"{"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[{"quotaId":"GenerateRequestsPerDayPerProjectPerModel-FreeTier"}]}"#
        ))

    /// Gemini's answer to a key it does not know.
    static let invalidKey = Reply.json(
        status: 400,
        error(
            400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.",
            details:
                #"{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com"}"#
        ))

    /// A failure a command ends with: how the home is set up for it, the command, its status,
    /// what its one line says in each language, and the words from outside it quotes as they
    /// came (what the user typed, what the server said).
    struct Failure: Sendable, CustomTestStringConvertible {
        let name: String
        var config: String?
        var reply: Reply?
        var environment: [String: String] = [:]
        var arguments = ["refresh"]
        let status: FortuneCore.ExitStatus
        /// In the order of `locales`: Korean, Japanese, Simplified and Traditional Chinese.
        let says: [String]
        var outside: [String] = []
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        // An empty XDG_STATE_HOME is unset: the store under the home's .local/state, never made.
        Failure(
            name: "no sign picked", environment: ["XDG_STATE_HOME": ""], status: .usage,
            says: ["아직 띠를 고르지 않았습니다", "まだ干支が選ばれていません", "还没有选择生肖", "還沒有選擇生肖"]),
        Failure(
            name: "unknown sign", arguments: ["pick", "dragn"], status: .usage,
            says: ["알 수 없는 띠 'dragn'입니다. 용띠", "「dragn」という干支はありません。たつ年", "未知的生肖“dragn”；您是指 属龙", "未知的生肖「dragn」；您是指 屬龍"],
            outside: ["dragn"]),
        Failure(
            name: "no API key", config: #"{"provider": "gemini"}"#, environment: ["GEMINI_API_KEY": ""],
            status: .permissionDenied,
            says: ["Gemini의 API 키가 없습니다", "Gemini の API キーがありません", "没有 Gemini 的 API 密钥", "沒有 Gemini 的 API 金鑰"]),
        Failure(
            name: "API key refused", reply: invalidKey, status: .permissionDenied,
            says: ["API 키가 올바르지 않습니다", "API キーが無効です", "API 密钥无效", "API 金鑰無效"],
            outside: ["API key not valid. Please pass a valid API key."]),
        // Port 1 on loopback: nothing listens there, so every connection is refused at once.
        Failure(
            name: "network unreachable", environment: ["GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:1"],
            status: .unavailable,
            says: [
                "Gemini에 연결할 수 없습니다: 127.0.0.1:1에 연결할 수 없습니다(연결이 거부됨).",
                "Gemini に接続できません：127.0.0.1:1 に接続できません（接続が拒否されました）。", "无法连接 Gemini：无法连接 127.0.0.1:1（连接被拒绝）。",
                "無法連線到 Gemini：無法連線到 127.0.0.1:1（連線被拒）。",
            ]),
        Failure(
            name: "the day's quota", reply: dailyQuota, status: .temporaryFailure,
            says: [
                "오늘의 Gemini API 할당량을 다 썼습니다", "今日の Gemini API の割り当てを使い切りました", "今天的 Gemini API 配额已用完",
                "今天的 Gemini API 配額已用完",
            ], outside: ["Quota exceeded."]),
        Failure(
            name: "the deadline", config: #"{"deadlineSeconds": 1, "timeoutSeconds": 30, "fallbackModels": []}"#,
            reply: .hang, status: .unavailable,
            says: ["기한 1초 안에 응답이 없었습니다.", "期限の1秒以内に応答がありませんでした。", "在 1 秒的期限内没有应答。", "在 1 秒的期限內沒有回應。"]),
        Failure(
            name: "a bad configuration value", config: #"{"retryAttempts": "three"}"#, arguments: ["status"],
            status: .configuration,
            says: [
                #""retryAttempts": 정수여야 하는데 문자열입니다."#, #""retryAttempts": 整数でなければなりませんが、文字列です。"#,
                #""retryAttempts": 必须是整数，而不是字符串。"#, #""retryAttempts": 必須是整數，而不是字串。"#,
            ]),
    ]

    @Test(arguments: failures)
    func aFailureIsOneLineInTheLanguageWithNoEnglishLeft(failure: Failure) async throws {
        if let config = failure.config { try test.writeConfig(config) }
        if let reply = failure.reply { server.route(Self.unaryPath, reply) }
        for (locale, says) in zip(Self.locales, failure.says) {
            let run = await run(failure.arguments, environment: failure.environment.merging(["LANG": locale]) { $1 })
            #expect(run.status == failure.status, "\(locale): \(run.err)")
            #expect(run.err.split(separator: "\n").count == 1, "one line: \(run.err)")
            #expect(run.err.contains(says), "\(locale): \(run.err)")
            #expect(
                NoEnglishCheck.leftovers(in: run.err, allowing: Self.names, outside: failure.outside) == [],
                "\(locale): \(run.err)")
            #expect(!run.err.contains(Self.key))
        }
    }

    @Test func aCorruptStoreKeptAsideIsTranslated() async throws {
        let store = test.home.appending("state/fortune/store.json")
        let says = [
            "을(를) 읽을 수 없어(올바른 JSON이 아님)", "を読み込めなかったため（正しい JSON ではありません）", "（不是有效的 JSON）；已将其移到",
            "（不是有效的 JSON）；已將它移到",
        ]
        for (locale, says) in zip(Self.locales, says) {
            Files.write("not json", to: store)
            let run = await run(["pick", "ox"], environment: ["LANG": locale])
            #expect(run.status == .ok, "\(locale): \(run.err)")
            #expect(run.err.contains(says), "\(locale): \(run.err)")
            #expect(NoEnglishCheck.leftovers(in: run.err, allowing: Self.names) == [], "\(locale): \(run.err)")
        }
    }

    @Test func aFailedReloadHookIsAWarningInTheLanguage() async throws {
        try test.writeConfig(#"{"reloadHooks": [["false"]]}"#)
        let says = [
            "다시 그리기 훅 'false'이(가) 상태 1(으)로 끝났습니다.", "再読み込みフック「false」が終了ステータス 1 で終わりました。",
            "重新加载钩子“false”以状态 1 退出。", "重新載入掛鉤「false」以狀態 1 結束。",
        ]
        // A pick that changes the sign asks the widgets to reload.
        for ((locale, says), sign) in zip(zip(Self.locales, says), ["ox", "tiger", "rabbit", "dragon"]) {
            let run = await run(["pick", sign], environment: ["LANG": locale])
            #expect(run.status == .ok, "a hook never fails the command: \(run.err)")
            #expect(run.err == "fortune: \(says)\n")
        }
    }

    @Test func englishStaysAsItWasAndTheConfiguredLanguageWinsOverTheLocale() async throws {
        let english = await run(["pick", "dragn"], environment: ["LANG": "C"])
        #expect(english.err.hasPrefix("fortune: unknown sign 'dragn'; did you mean dragon? signs: rat, ox,"))
        try test.writeConfig(#"{"language": "ja"}"#)
        let japanese = await run(["pick", "dragn"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(japanese.err.contains("「dragn」という干支はありません"), "\(japanese.err)")
    }
}

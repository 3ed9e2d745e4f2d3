/// Every word the widget, the bars and the toggle show, in each language.
///
/// Commands stay as they are typed (`fortune refresh`), and so do dates; everything around
/// them is here, so a language is added in one place, with its punctuation (Japanese and
/// Chinese write the full-width "：" and "（）"). Messages on standard error stay English.
public struct WidgetWords: Sendable, WordsByLanguage {
    /// The empty state's sentence, in a box.
    public var noFortuneYet: String
    /// Before a command to run.
    public var run: String
    /// The empty state's label on one line, before the command.
    public var noFortuneYetShort: String
    /// The empty state's tooltip: the sentence and the command to run.
    public var noFortuneYetRun: @Sendable (_ command: String) -> String
    /// The failed state's heading, in a box.
    public var refreshFailed: String
    /// The failed state's label on one line, before the reason.
    public var refreshFailedShort: String
    /// The failed state's tooltip line, with the reason.
    public var lastRefreshFailed: @Sendable (_ reason: String) -> String
    /// Before the command that tries again.
    public var retry: String
    /// The last line of a box that shows a good fortune although the last refresh failed: where
    /// to read why.
    public var refreshFailedSee: @Sendable (_ command: String) -> String
    /// A bar's line when the configuration cannot be read, with the command that says why.
    public var configurationError: @Sendable (_ command: String) -> String
    /// When a failure came without a reason.
    public var unknownError: String
    /// The placeholder's tooltip.
    public var loading: String
    /// The hidden state's tooltip: how to show the fortune again.
    public var fortuneHiddenRun: @Sendable (_ command: String) -> String
    /// The no-sign state's sentence, in a box.
    public var noSignYet: String
    /// The no-sign state's label on one line, before the command.
    public var pickASignShort: String
    /// The no-sign state in a bar with little room.
    public var pickASign: String
    /// The no-sign state's tooltip, with the command that picks and the one that lists.
    public var noSignYetRun: @Sendable (_ pick: String, _ list: String) -> String
    /// A stale fortune's day when it is the day before: "(yesterday)" is drawn around it.
    public var yesterday: String
    /// What `fortune show` and `fortune toggle` say when the fortune is shown.
    public var fortuneShown: String
    /// What `fortune hide` and `fortune toggle` say when the fortune is hidden.
    public var fortuneHidden: String
    /// What `fortune show` says when the fortune was shown already.
    public var fortuneAlreadyShown: String
    /// What `fortune hide` says when the fortune was hidden already.
    public var fortuneAlreadyHidden: String
    /// What goes between a sign's name and its fortune on a line of `refresh --all`: ": ", or
    /// the full-width "：", which needs no space.
    public var colon: String
    /// The title of the box before a sign is picked, after 🔮.
    public var noSignTitle: String
    /// The command that picks a sign, as the hint shows it, with the operand in the language.
    public var pickHint: String
    /// `text` in the language's parentheses: "(yesterday)", "（昨日）".
    public var bracketed: @Sendable (_ text: String) -> String
    /// A common failure said in one line; nil keeps the failure's own message.
    public var failure: @Sendable (_ reason: FailureReason) -> String?

    public static let english = WidgetWords(
        noFortuneYet: "No fortune yet today.",
        run: "Run:",
        noFortuneYetShort: "no fortune yet:",
        noFortuneYetRun: { "No fortune yet today: run \($0)" },
        refreshFailed: "Refresh failed:",
        refreshFailedShort: "refresh failed:",
        lastRefreshFailed: { "Last refresh failed: \($0)" },
        retry: "Retry:",
        refreshFailedSee: { "Refresh failed: see \($0)" },
        configurationError: { "configuration error: see \($0)" },
        unknownError: "unknown error",
        loading: "Loading…",
        fortuneHiddenRun: { "Fortune hidden: click or run \($0)" },
        noSignYet: "No sign picked yet.",
        pickASignShort: "pick a sign:",
        pickASign: "pick a sign",
        noSignYetRun: { "No sign picked yet: run \($0) (the list: \($1))" },
        yesterday: "yesterday",
        fortuneShown: "fortune shown",
        fortuneHidden: "fortune hidden",
        fortuneAlreadyShown: "fortune already shown",
        fortuneAlreadyHidden: "fortune already hidden",
        colon: ": ",
        noSignTitle: "fortune",
        pickHint: "fortune pick SIGN",
        bracketed: { "(\($0))" },
        failure: { _ in nil }
    )

    public static let korean = WidgetWords(
        noFortuneYet: "아직 오늘의 운세가 없습니다.",
        run: "실행:",
        noFortuneYetShort: "오늘 운세 없음:",
        noFortuneYetRun: { "아직 오늘의 운세가 없습니다: \($0) 실행" },
        refreshFailed: "새로고침 실패:",
        refreshFailedShort: "새로고침 실패:",
        lastRefreshFailed: { "마지막 새로고침 실패: \($0)" },
        retry: "다시 시도:",
        refreshFailedSee: { "새로고침 실패: \($0) 참고" },
        configurationError: { "설정 오류: \($0) 참고" },
        unknownError: "알 수 없는 오류",
        loading: "불러오는 중…",
        fortuneHiddenRun: { "운세 숨김: 클릭하거나 \($0) 실행" },
        noSignYet: "아직 띠를 고르지 않았습니다.",
        pickASignShort: "띠 고르기:",
        pickASign: "띠를 고르세요",
        noSignYetRun: { "아직 띠를 고르지 않았습니다: \($0) 실행 (목록: \($1))" },
        yesterday: "어제",
        fortuneShown: "이제 운세를 보여 드립니다.",
        fortuneHidden: "운세를 숨겼습니다.",
        fortuneAlreadyShown: "운세가 이미 보이는 상태입니다.",
        fortuneAlreadyHidden: "운세가 이미 숨겨진 상태입니다.",
        colon: ": ",
        noSignTitle: "오늘의 운세",
        pickHint: "fortune pick 띠",
        bracketed: { "(\($0))" },
        failure: {
            switch $0 {
            case .network: "네트워크에 연결할 수 없습니다"
            case .key: "API 키가 없거나 거부되었습니다"
            case .quota: "오늘 쓸 수 있는 요청 한도를 다 썼습니다"
            case .timeout: "응답이 제시간에 오지 않았습니다"
            case .noSign: "아직 띠를 고르지 않았습니다"
            }
        }
    )

    public static let japanese = WidgetWords(
        noFortuneYet: "今日の運勢はまだありません。",
        run: "実行：",
        noFortuneYetShort: "今日の運勢はまだありません：",
        noFortuneYetRun: { "今日の運勢はまだありません：\($0) を実行してください" },
        refreshFailed: "更新に失敗しました：",
        refreshFailedShort: "更新失敗：",
        lastRefreshFailed: { "前回の更新に失敗しました：\($0)" },
        retry: "再試行：",
        refreshFailedSee: { "更新失敗：詳しくは \($0)" },
        configurationError: { "設定エラー：詳しくは \($0)" },
        unknownError: "原因不明のエラー",
        loading: "読み込み中…",
        fortuneHiddenRun: { "運勢は非表示です：クリックするか \($0) を実行" },
        noSignYet: "干支がまだ選ばれていません。",
        pickASignShort: "干支を選ぶ：",
        pickASign: "干支を選ぶ",
        noSignYetRun: { "干支がまだ選ばれていません：\($0) を実行（一覧：\($1)）" },
        yesterday: "昨日",
        fortuneShown: "運勢を表示しました。",
        fortuneHidden: "運勢を非表示にしました。",
        fortuneAlreadyShown: "運勢はすでに表示されています。",
        fortuneAlreadyHidden: "運勢はすでに非表示になっています。",
        colon: "：",
        noSignTitle: "今日の運勢",
        pickHint: "fortune pick 干支",
        bracketed: { "（\($0)）" },
        failure: {
            switch $0 {
            case .network: "ネットワークに接続できません"
            case .key: "API キーがないか、拒否されました"
            case .quota: "本日の利用上限に達しました"
            case .timeout: "時間内に応答がありませんでした"
            case .noSign: "干支がまだ選ばれていません"
            }
        }
    )

    public static let simplifiedChinese = WidgetWords(
        noFortuneYet: "今天的运势还没生成。",
        run: "运行：",
        noFortuneYetShort: "今日运势未生成：",
        noFortuneYetRun: { "今天的运势还没生成：请运行 \($0)" },
        refreshFailed: "更新失败：",
        refreshFailedShort: "更新失败：",
        lastRefreshFailed: { "上次更新失败：\($0)" },
        retry: "重试：",
        refreshFailedSee: { "更新失败：详见 \($0)" },
        configurationError: { "配置错误：详见 \($0)" },
        unknownError: "未知错误",
        loading: "加载中…",
        fortuneHiddenRun: { "运势已隐藏：点击或运行 \($0) 即可显示" },
        noSignYet: "还没有选择生肖。",
        pickASignShort: "选择生肖：",
        pickASign: "选择生肖",
        noSignYetRun: { "还没有选择生肖：请运行 \($0)（生肖列表：\($1)）" },
        yesterday: "昨天",
        fortuneShown: "已显示运势。",
        fortuneHidden: "已隐藏运势。",
        fortuneAlreadyShown: "运势已经在显示了。",
        fortuneAlreadyHidden: "运势已经隐藏了。",
        colon: "：",
        noSignTitle: "今日运势",
        pickHint: "fortune pick 生肖",
        bracketed: { "（\($0)）" },
        failure: {
            switch $0 {
            case .network: "无法连接网络"
            case .key: "API 密钥缺失或被拒绝"
            case .quota: "今天的额度已用完"
            case .timeout: "响应超时"
            case .noSign: "还没有选择生肖"
            }
        }
    )

    public static let traditionalChinese = WidgetWords(
        noFortuneYet: "今天的運勢還沒產生。",
        run: "執行：",
        noFortuneYetShort: "今日運勢未產生：",
        noFortuneYetRun: { "今天的運勢還沒產生：請執行 \($0)" },
        refreshFailed: "更新失敗：",
        refreshFailedShort: "更新失敗：",
        lastRefreshFailed: { "上次更新失敗：\($0)" },
        retry: "重試：",
        refreshFailedSee: { "更新失敗：詳見 \($0)" },
        configurationError: { "設定錯誤：詳見 \($0)" },
        unknownError: "未知錯誤",
        loading: "載入中…",
        fortuneHiddenRun: { "運勢已隱藏：點一下或執行 \($0) 即可顯示" },
        noSignYet: "還沒有選擇生肖。",
        pickASignShort: "選擇生肖：",
        pickASign: "選擇生肖",
        noSignYetRun: { "還沒有選擇生肖：請執行 \($0)（生肖清單：\($1)）" },
        yesterday: "昨天",
        fortuneShown: "已顯示運勢。",
        fortuneHidden: "已隱藏運勢。",
        fortuneAlreadyShown: "運勢已經在顯示了。",
        fortuneAlreadyHidden: "運勢已經隱藏了。",
        colon: "：",
        noSignTitle: "今日運勢",
        pickHint: "fortune pick 生肖",
        bracketed: { "（\($0)）" },
        failure: {
            switch $0 {
            case .network: "無法連上網路"
            case .key: "API 金鑰遺失或遭拒"
            case .quota: "今天的額度已用完"
            case .timeout: "回應逾時"
            case .noSign: "還沒有選擇生肖"
            }
        }
    )
}

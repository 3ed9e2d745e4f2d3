/// Every word the widget, the bars and the toggle show, in each language.
///
/// Commands stay as they are typed (`fortune refresh`), and so do dates; everything around
/// them is here, so a language is added in one place. Messages on standard error stay English.
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
        fortuneHidden: "fortune hidden"
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
        fortuneShown: "운세 보임",
        fortuneHidden: "운세 숨김"
    )

    public static let japanese = WidgetWords(
        noFortuneYet: "今日の運勢はまだありません。",
        run: "実行:",
        noFortuneYetShort: "今日の運勢なし:",
        noFortuneYetRun: { "今日の運勢はまだありません: \($0) を実行" },
        refreshFailed: "更新に失敗:",
        refreshFailedShort: "更新失敗:",
        lastRefreshFailed: { "前回の更新に失敗: \($0)" },
        retry: "再試行:",
        refreshFailedSee: { "更新に失敗: \($0) を参照" },
        configurationError: { "設定エラー: \($0) を参照" },
        unknownError: "不明なエラー",
        loading: "読み込み中…",
        fortuneHiddenRun: { "運勢は非表示: クリックするか \($0) を実行" },
        noSignYet: "干支がまだ選ばれていません。",
        pickASignShort: "干支を選ぶ:",
        pickASign: "干支を選ぶ",
        noSignYetRun: { "干支がまだ選ばれていません: \($0) を実行 (一覧: \($1))" },
        yesterday: "昨日",
        fortuneShown: "運勢を表示",
        fortuneHidden: "運勢を非表示"
    )

    public static let simplifiedChinese = WidgetWords(
        noFortuneYet: "今天还没有运势。",
        run: "运行:",
        noFortuneYetShort: "今天还没有运势:",
        noFortuneYetRun: { "今天还没有运势: 请运行 \($0)" },
        refreshFailed: "更新失败:",
        refreshFailedShort: "更新失败:",
        lastRefreshFailed: { "上次更新失败: \($0)" },
        retry: "重试:",
        refreshFailedSee: { "更新失败: 详见 \($0)" },
        configurationError: { "配置错误: 详见 \($0)" },
        unknownError: "未知错误",
        loading: "加载中…",
        fortuneHiddenRun: { "运势已隐藏: 点击或运行 \($0)" },
        noSignYet: "还没有选择生肖。",
        pickASignShort: "选择生肖:",
        pickASign: "选择生肖",
        noSignYetRun: { "还没有选择生肖: 请运行 \($0) (列表: \($1))" },
        yesterday: "昨天",
        fortuneShown: "运势已显示",
        fortuneHidden: "运势已隐藏"
    )

    public static let traditionalChinese = WidgetWords(
        noFortuneYet: "今天還沒有運勢。",
        run: "執行:",
        noFortuneYetShort: "今天還沒有運勢:",
        noFortuneYetRun: { "今天還沒有運勢: 請執行 \($0)" },
        refreshFailed: "更新失敗:",
        refreshFailedShort: "更新失敗:",
        lastRefreshFailed: { "上次更新失敗: \($0)" },
        retry: "重試:",
        refreshFailedSee: { "更新失敗: 詳見 \($0)" },
        configurationError: { "設定錯誤: 詳見 \($0)" },
        unknownError: "未知錯誤",
        loading: "載入中…",
        fortuneHiddenRun: { "運勢已隱藏: 點擊或執行 \($0)" },
        noSignYet: "還沒有選擇生肖。",
        pickASignShort: "選擇生肖:",
        pickASign: "選擇生肖",
        noSignYetRun: { "還沒有選擇生肖: 請執行 \($0) (列表: \($1))" },
        yesterday: "昨天",
        fortuneShown: "運勢已顯示",
        fortuneHidden: "運勢已隱藏"
    )
}

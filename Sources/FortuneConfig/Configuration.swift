public import FortuneCore
public import FortuneGeneration
public import FortuneRender

/// Every setting of `fortune`, with its default.
///
/// Built in layers: these defaults ← the user's `config.json` ← environment variables ←
/// command-line flags (`ConfigurationLoader`). `Config/fortune.json` in the repository lists the
/// same defaults as a file.
public struct Configuration: Sendable, Hashable {
    public var provider: Provider = .auto
    /// The model; nil asks the provider's default (`ServiceEndpoint`). `FORTUNE_MODEL`
    /// overrides it.
    public var model: String?
    /// Gemini's models to ask, in order, when the model is gone, out of today's quota or
    /// unavailable.
    public var fallbackModels: [String] = GeminiModel.defaultFallbackModels
    /// The configured provider's base URL; nil is the provider's default. Each provider's own
    /// variable overrides it (`ServiceEndpoint`).
    public var baseURL: String?
    /// The language of fortunes, prompts and the widget's words; `ConfigurationLoader` takes
    /// it from the locale when the file does not set it.
    public var language: Language = .english
    /// The day a zodiac year starts, which decides the sign of a birth year or date;
    /// nil (the default) is the custom of the language (`YearBoundary.standard(for:)`).
    public var yearStarts: YearBoundary?
    /// Sampling temperature, 0–2; nil (the default) lets the model use its own.
    public var temperature: Double?
    /// The most tokens a reply may use; nil (the default) sends what the job needs: the
    /// fortune's length in the language's tokens, plus what thinking needs where the model
    /// cannot turn it off (`FortuneLength`, `GeminiThinking`, `OpenAIReasoning`).
    public var maxOutputTokens: Int?
    /// How much the model may think: `auto` asks for the least each model allows.
    public var thinking: ThinkingSetting = .auto
    /// How long one request may take in all.
    public var timeoutSeconds: Double = RequestLimits.seconds(RequestLimits.standard.timeout)
    /// How long connecting may take.
    public var connectTimeoutSeconds: Double = RequestLimits.seconds(RequestLimits.standard.connectTimeout)
    /// How many times a request is tried in all (1 = no retry).
    public var retryAttempts: Int = 4
    /// The first retry's delay; each next one doubles, up to `retryMaxDelaySeconds`.
    public var retryBaseDelaySeconds: Double = 1
    /// The longest wait before a retry, whether backoff or the server's `retryDelay` asks for
    /// it; a server that asks for longer gets no retry.
    public var retryMaxDelaySeconds: Double = 20
    /// How long a whole refresh of one sign may take: attempts, waits and fallbacks together.
    public var deadlineSeconds: Double = RequestLimits.seconds(RequestLimits.standard.deadline)
    /// How many signs `refresh --all` asks for at once.
    public var refreshConcurrency: Int = 4
    /// Commands run after every change of the store, as argument lists (no shell), so status
    /// bars redraw at once: `[["pkill", "-RTMIN+8", "waybar"], ["tmux", "refresh-client", "-S"]]`.
    public var reloadHooks: [[String]] = []
    /// Status bars told to redraw after every change, when they run (`StatusBarReloader`): bar
    /// formats of `StatusBarFormats.all`. A bar that is not running is not a failure.
    public var reloadBars: [WidgetFormat] = []
    /// How long one reload hook may run before it is stopped.
    public var hookTimeoutSeconds: Double = 5
    /// The widget's accent colour: one of `AccentColor`'s names.
    public var accentColor: String = "yellow"
    /// The status bars' text: a template with `{icon}`, `{sign}`, `{line}` and `{state}`
    /// (`BarFormat`); by default the widget's own line.
    public var barFormat: BarFormat = .standard

    public init() {}

    /// The custom that starts the zodiac year: `yearStarts`, else the language's.
    public var yearBoundary: YearBoundary {
        yearStarts ?? .standard(for: language)
    }

    /// The request limits these settings give.
    public var requestLimits: RequestLimits {
        RequestLimits(
            timeoutSeconds: timeoutSeconds, connectTimeoutSeconds: connectTimeoutSeconds,
            deadlineSeconds: deadlineSeconds)
    }
}

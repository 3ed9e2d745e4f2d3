import FortuneRender
import FortuneZodiac
public import FortuneCore
public import FortuneStore
public import FortuneGeneration

/// The fortune widget's timeline provider, and the pipeline that refreshes its fortune.
///
/// `refresh` is the order this project exists for: generate, then save (the transaction has
/// returned), and only then ask the widgets to reload. The app this ports reloaded first, so its
/// widget kept showing yesterday's text.
public struct FortuneProvider: TimelineProvider {
    /// Per-widget settings, as a configurable widget's intent.
    public struct Configuration: Sendable, Hashable {
        /// The sign to show instead of the stored one, as `fortune widget --sign`.
        public var sign: Sign?

        public init(sign: Sign? = nil) {
            self.sign = sign
        }
    }

    public let store: SharedStore
    public let model: any GenerativeModel
    public let reloader: any TimelineReloading
    public let language: Language
    /// Where the user's prompt overrides live (`$XDG_CONFIG_HOME/fortune/prompts`).
    public let promptDirectory: String
    /// Whether `timeline` fetches today's fortune itself when it is missing (the watch host's
    /// `--auto-refresh`); otherwise only `refresh` talks to the model.
    public let fetchesMissingFortunes: Bool
    /// Now, in seconds since the epoch; injectable so tests can cross midnight.
    public let now: @Sendable () -> Int
    private let attempts = FetchAttempts()

    /// How many recent fortunes go into the prompt so the model avoids repeating itself.
    static let recentFortunesInPrompt = 5

    public init(
        store: SharedStore,
        model: any GenerativeModel,
        reloader: any TimelineReloading,
        language: Language = .english,
        promptDirectory: String = "/nonexistent",
        fetchesMissingFortunes: Bool = false,
        now: @escaping @Sendable () -> Int = WallClock.now
    ) {
        self.store = store
        self.model = model
        self.reloader = reloader
        self.language = language
        self.promptDirectory = promptDirectory
        self.fetchesMissingFortunes = fetchesMissingFortunes
        self.now = now
    }

    // MARK: - TimelineProvider

    public func placeholder(for configuration: Configuration) -> FortuneEntry {
        let time = now()
        return FortuneEntry(
            date: time, sign: configuration.sign ?? .rat, day: CalendarDay(localTime: time), state: .placeholder)
    }

    /// The entry for now, from the store alone.
    /// - Throws: `StoreError` when the store cannot be read; `FortuneProviderError.noSign`
    ///   when no sign is stored or given.
    public func snapshot(for configuration: Configuration) throws -> FortuneEntry {
        let document = try store.read(includingHistory: false)
        guard let sign = configuration.sign ?? document.sign else { throw FortuneProviderError.noSign }
        return FortuneEntry(document: document, sign: sign, time: now())
    }

    /// How long a host that fetches its own fortunes waits before asking again for a sign
    /// whose fetch did not bring today's fortune.
    public static let retryAfterFailure = 15 * 60

    /// Today's entry, valid until the next local midnight.
    ///
    /// With `fetchesMissingFortunes`, first fetches today's fortune when it is missing, at most
    /// once per `retryAfterFailure` seconds per sign: the fetch's own reload, or another host's,
    /// comes straight back here and must not ask again.
    public func timeline(for configuration: Configuration) async throws -> Timeline<FortuneEntry> {
        var entry = try snapshot(for: configuration)
        let midnight = LocalMidnight.next(after: entry.date)
        guard fetchesMissingFortunes else {
            return Timeline(entries: [entry], policy: .after(midnight))
        }
        var missing = !keeps(entry.fortune, on: entry.day)
        if missing, attempts.begin(entry.sign, at: entry.date, interval: Self.retryAfterFailure) {
            _ = try? await refresh(sign: entry.sign)
            entry = try snapshot(for: configuration)
            missing = !keeps(entry.fortune, on: entry.day)
        }
        if missing, let retry = attempts.nextAllowed(entry.sign, interval: Self.retryAfterFailure) {
            return Timeline(entries: [entry], policy: .after(min(midnight, max(retry, entry.date + 1))))
        }
        return Timeline(entries: [entry], policy: .after(midnight))
    }

    // MARK: - Refresh

    /// Today's saved fortune for `sign` (default: the stored sign) in the provider's language,
    /// when there is one: a fortune belongs to its day, so `refresh` keeps it rather than ask
    /// again.
    /// - Throws: `StoreError`; `FortuneProviderError.noSign`.
    public func savedToday(sign: Sign? = nil) throws -> StoredFortune? {
        let document = try store.read(includingHistory: false)
        guard let sign = sign ?? document.sign else { throw FortuneProviderError.noSign }
        let day = CalendarDay(localTime: now())
        return document.fortune(for: sign, on: day).flatMap { keeps($0, on: day) ? $0 : nil }
    }

    /// Today's saved fortunes among `signs`, in the provider's language, read at once.
    /// - Throws: `StoreError`.
    public func savedToday(signs: [Sign]) throws -> [StoredFortune] {
        let document = try store.read(includingHistory: false)
        let day = CalendarDay(localTime: now())
        return signs.compactMap { document.fortune(for: $0, on: day) }.filter { keeps($0, on: day) }
    }

    /// Whether `fortune` is the one of `day` in the provider's language: what a refresh keeps.
    private func keeps(_ fortune: StoredFortune?, on day: CalendarDay) -> Bool {
        fortune?.day == day && fortune?.language == language
    }

    /// Asks the model for today's fortune for `sign` (default: the stored sign), saves it, then
    /// asks the widgets to reload.
    ///
    /// - Parameters:
    ///   - onText: given each piece of text as the model writes it, when set; the fortune is
    ///     still saved only once it is complete.
    ///   - reloads: whether to ask the widgets to reload afterwards; default true. A caller
    ///     that refreshes many signs passes false and reloads once at the end.
    /// - Returns: the saved fortune.
    /// - Throws: the model's error, once it is recorded in the store as the last failure where
    ///   the store can be written (the last good fortune is kept either way); `StoreError`;
    ///   `FortuneProviderError.noSign`.
    @discardableResult
    public func refresh(sign: Sign? = nil, reloads: Bool = true, onText: (@Sendable (String) -> Void)? = nil)
        async throws -> StoredFortune
    {
        let document = try store.read()
        guard let sign = sign ?? document.sign else { throw FortuneProviderError.noSign }
        let day = CalendarDay(localTime: now())
        let request = GenerationRequest(
            sign: sign, day: day, language: language, prompt: prompt(for: sign, on: day, document: document))

        let text: String
        let generation: Generation
        do {
            generation = try await generate(request, onText: onText)
            text = Sanitizer.clean(generation.text)
            guard !text.isEmpty else { throw GenerationError.noText("only control characters") }
        } catch let error as CancellationError {
            throw error
        } catch {
            // The model's error is the one to report, even if recording it fails too; and only
            // a recorded failure is news for the widgets.
            let recorded = (try? recordFailure(error, sign: sign, day: day)) != nil
            if reloads && recorded { await reload() }
            throw error
        }

        let fortune = StoredFortune(
            sign: sign, day: day, text: text, language: language, model: generation.model ?? model.name,
            modelVersion: generation.modelVersion.map(Sanitizer.cleanLine), usage: generation.usage,
            source: model.service, createdAt: now()
        )
        try store.update { document in
            document.save(fortune)
            if document.lastError?.sign == sign || document.lastError?.sign == nil {
                document.lastError = nil
            }
        }
        // Only now, with the transaction returned, may a widget look.
        if reloads { await reload() }
        return fortune
    }

    private func generate(_ request: GenerationRequest, onText: (@Sendable (String) -> Void)?) async throws
        -> Generation
    {
        guard let onText else { return try await model.generate(request) }
        for try await event in model.stream(request) {
            switch event {
            case .text(let piece): onText(piece)
            case .finished(let generation): return generation
            }
        }
        throw GenerationError.incomplete
    }

    private func recordFailure(_ error: any Error, sign: Sign, day: CalendarDay) throws {
        let message = Sanitizer.cleanLine("\(error)")
        try store.update { document in
            document.lastError = RefreshFailure(message: message, day: day, time: now(), sign: sign)
        }
    }

    /// Asks the widgets to reload, on a thread of its own: the reload hooks it runs may take
    /// up to their timeout, which must not hold one of the few threads every task shares.
    public func reload() async {
        let reloader = reloader
        await DedicatedThread.run { reloader.reloadTimelines(ofKind: WidgetKind.todayFortune) }
    }

    /// The prompt for `sign` on `day`: the language's template with the sign's recent fortunes.
    public func prompt(for sign: Sign, on day: CalendarDay, document: StoreDocument) -> Prompt {
        let recent = document.recentFortunes(for: sign, limit: Self.recentFortunesInPrompt)
            .filter { $0.day != day }
            .map { "- " + Sanitizer.clean($0.text) }
        return PromptTemplate.fortune(language: language, overrideDirectory: promptDirectory).prompt([
            "sign": sign.englishName,
            "sign_korean": sign.koreanName,
            "sign_name": sign.name(in: language),
            "emoji": sign.emoji,
            "date": day.description,
            "language": language.englishName,
            "recent": recent.isEmpty ? "- (none yet)" : recent.joined(separator: "\n"),
        ])
    }
}

/// Why the fortune provider cannot do what was asked.
public enum FortuneProviderError: ReportableError, Equatable {
    /// No sign is stored and none was given.
    case noSign

    public var description: String {
        switch self {
        case .noSign: "no sign picked yet; run 'fortune pick SIGN' (see 'fortune signs')"
        }
    }

    public var exitStatus: ExitStatus { .usage }
}

import FortuneZodiac
public import FortuneCore
public import FortuneStore
public import FortuneGeneration

/// The pipeline that refreshes the fortune widget: the one type that holds a model.
///
/// `refresh` is the order this project exists for: generate, then save (the transaction has
/// returned), and only then ask the widgets to reload. The app this ports reloaded first, so its
/// widget kept showing yesterday's text. Reading the store needs no model: `FortuneTimeline`.
public struct FortuneRefresher: Sendable {
    public let store: SharedStore
    public let model: any GenerativeModel
    public let reloader: any TimelineReloading
    public let language: Language
    /// Where the user's prompt overrides live (`$XDG_CONFIG_HOME/fortune/prompts`).
    public let promptDirectory: String
    /// Now, in seconds since the epoch; injectable so tests can cross midnight.
    public let now: @Sendable () -> Int

    /// How many recent fortunes go into the prompt so the model avoids repeating itself.
    static let recentFortunesInPrompt = 5

    public init(
        store: SharedStore,
        model: any GenerativeModel,
        reloader: any TimelineReloading,
        language: Language = .english,
        promptDirectory: String = "/nonexistent",
        now: @escaping @Sendable () -> Int = WallClock.now
    ) {
        self.store = store
        self.model = model
        self.reloader = reloader
        self.language = language
        self.promptDirectory = promptDirectory
        self.now = now
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
    ///   `FortuneWidgetError.noSign`.
    @discardableResult
    public func refresh(sign: Sign? = nil, reloads: Bool = true, onText: (@Sendable (String) -> Void)? = nil)
        async throws -> StoredFortune
    {
        let document = try store.read()
        guard let sign = sign ?? document.sign else { throw FortuneWidgetError.noSign }
        let day = CalendarDay(localTime: now())
        let request = GenerationRequest(
            sign: sign, day: day, language: language, prompt: try prompt(for: sign, on: day, document: document))

        let text: String
        let generation: Generation
        do {
            generation = try await generate(request, onText: onText)
            text = Sanitizer.clean(generation.text)
            guard !text.isEmpty else { throw GenerationError.noText(.control, service: model.descriptor) }
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
        throw GenerationError.incomplete(service: model.descriptor)
    }

    /// Keeps the failure in the store: its English line, and the message that says it in the
    /// reader's language, kept only when its English is that line.
    private func recordFailure(_ error: any Error, sign: Sign, day: CalendarDay) throws {
        let message = Sanitizer.cleanLine("\(error)")
        let said = (error as? any ReportableError)?.lineMessage.flatMap {
            Sanitizer.cleanLine($0.description) == message ? $0 : nil
        }
        try store.update { document in
            document.lastError = RefreshFailure(message: message, said: said, day: day, time: now(), sign: sign)
        }
    }

    /// Asks the widgets to reload, on a thread of its own: the reload hooks it runs may take
    /// up to their timeout, which must not hold one of the few threads every task shares.
    public func reload() async {
        let reloader = reloader
        await DedicatedThread.run { reloader.reloadTimelines(ofKind: WidgetKind.todayFortune) }
    }

    /// The prompt for `sign` on `day`: the language's template with the sign's recent fortunes.
    /// - Throws: `GenerationError` when the user's override file cannot be used (exit 78).
    public func prompt(for sign: Sign, on day: CalendarDay, document: StoreDocument) throws -> Prompt {
        let recent = document.recentFortunes(for: sign, limit: Self.recentFortunesInPrompt)
            .filter { $0.day != day }
            .map { "- " + Sanitizer.clean($0.text) }
        return try PromptTemplate.fortune(language: language, overrideDirectory: promptDirectory).prompt([
            "sign": sign.englishName,
            "sign_korean": sign.koreanName,
            "sign_name": sign.name(in: language),
            "emoji": sign.emoji,
            "date": day.description,
            "language": language.englishName,
            "limit": FortuneLength(language).placeholder,
            "recent": recent.isEmpty
                ? PromptTemplate.noRecentFortunes(in: language) : recent.joined(separator: "\n"),
        ])
    }
}

#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneHTTP
import FortuneGeneration
import FortuneRender
import FortuneWidget
import FortuneConfig
import FortuneStore
import FortuneZodiac

/// `fortune widget`: draws the widget once from the store, for a terminal or a status bar.
///
/// Never touches the network and reads only the store and the configuration, since a status
/// bar runs it every few seconds. With no sign picked it prints the hint to pick one and exits
/// 0 in every format, so a bar shows the hint rather than an error; with a configuration that
/// cannot be read, a bar's format gets one line in that format saying so (exit 0: i3blocks
/// and Waybar drop the output of a command that fails), the reason on stderr.
struct WidgetCommand: Command {
    static let name = "widget"

    enum Option {
        static let family = CommandOption.choice("--family", "F", WidgetFamily.self)
        static let format = CommandOption.choice("--format", "F", WidgetFormat.self)
        static let color = CommandOption.choice("--color", "WHEN", ColorMode.self)
        static let width = CommandOption.number("--width")
        static let watch = CommandOption.flag("--watch")
        static let autoRefresh = CommandOption.flag("--auto-refresh")
    }

    static let options: [CommandOption] = [
        Option.family, Option.format, .json, .sign, Option.color, Option.width, Option.watch, Option.autoRefresh,
    ]

    let family: WidgetFamily
    let format: WidgetFormat
    let sign: Sign?
    let colorMode: ColorMode
    let width: Int?
    let watch: Bool
    let autoRefresh: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        let json = arguments.flag(.json)
        let format = try arguments.value(Option.format, as: WidgetFormat.self)
        if json, let format, format != .json {
            throw UsageError(Message("help.error.jsonAndFormat", ["format": format.rawValue]))
        }
        self.format = json ? .json : format ?? .text
        family = try arguments.value(Option.family, as: WidgetFamily.self) ?? self.format.defaultFamily
        colorMode = try arguments.value(Option.color, as: ColorMode.self) ?? .auto
        width = try arguments.value(Option.width) { text in Int(text).flatMap { (1...1000).contains($0) ? $0 : nil } }
        sign = try arguments.sign(.sign)
        watch = arguments.flag(Option.watch)
        autoRefresh = arguments.flag(Option.autoRefresh)
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        if let status = try runAtOnce(context) { return status }
        guard case let (configuration, look)? = try setUp(context) else { return .ok }
        if watch { return try await runWatching(context, configuration, look: look) }
        let width = width(forColumns: TerminalSize.columns(environment: context.environment))
        return try await refreshThenDraw(context, configuration, look: look, width: width)
    }

    /// A snapshot, which never asks a model and so never waits.
    func runAtOnce(_ context: AppContext) throws -> ExitStatus? {
        guard !watch, !autoRefresh else { return nil }
        guard case let (configuration, look)? = try setUp(context) else { return .ok }
        let width = width(forColumns: TerminalSize.columns(environment: context.environment))
        do {
            Console.out(draw(try context.timeline(configuration).snapshot(for: .init(sign: sign)), look, width: width))
        } catch FortuneWidgetError.noSign {
            Console.out(drawNoSign(look, width: width, on: CalendarDay(localTime: context.now())))
        }
        return .ok
    }

    /// The configuration and how the widget looks under it; nil when the configuration cannot
    /// be read and a status bar has been shown why, in its own format, instead.
    private func setUp(_ context: AppContext) throws -> (Configuration, Look)? {
        let charset = TextCharset.fromLocale(context.environment)
        let loaded = Result { () throws(ConfigurationError) in try context.configuration() }
        if case .failure(let error) = loaded, format.isStatusBar {
            Console.error(error.message(in: .fromLocale(context.environment)))
            Console.out(
                FortuneWidgetView.renderError(
                    error.description, family: family, format: format, width: width ?? family.width,
                    day: CalendarDay(localTime: context.now()), language: .fromLocale(context.environment),
                    charset: charset))
            return nil
        }
        let configuration = try loaded.get()
        // The loader has checked the name.
        let accent = AccentColor(name: configuration.accentColor) ?? .none
        let style =
            format == .text
            ? ANSIStyle(
                mode: colorMode, isTerminal: Console.isTerminal(STDOUT_FILENO),
                environment: context.environment, accentColor: accent)
            : ANSIStyle(isEnabled: false, accentColor: accent)
        let look = Look(
            style: style, language: configuration.language, charset: charset, barFormat: configuration.barFormat)
        return (configuration, look)
    }

    /// How the widget is drawn, whatever the entry: colour, words, characters, the bars' text.
    private struct Look {
        let style: ANSIStyle
        let language: Language
        let charset: TextCharset
        let barFormat: BarFormat
    }

    private func draw(_ entry: FortuneEntry, _ look: Look, width: Int) -> String {
        FortuneWidgetView.render(
            entry.card, family: family, format: format, style: look.style, width: width, language: look.language,
            charset: look.charset, barFormat: look.barFormat)
    }

    private func drawNoSign(_ look: Look, width: Int, on day: CalendarDay) -> String {
        FortuneWidgetView.renderNoSign(
            family: family, format: format, style: look.style, width: width, day: day, language: look.language,
            charset: look.charset, barFormat: look.barFormat)
    }

    /// `--auto-refresh` once: fetches today's fortune when it is missing, then draws it. Before
    /// a sign is picked the current year's sign stands in, and the hint to pick one follows on
    /// stderr; a failed fetch is drawn as the widget draws any failure, over the last good
    /// fortune, so the command still exits 0.
    private func refreshThenDraw(_ context: AppContext, _ configuration: Configuration, look: Look, width: Int)
        async throws -> ExitStatus
    {
        let reader = context.timeline(configuration)
        let today = CalendarDay(localTime: reader.now())
        let picked = try context.store.read(includingHistory: false).sign
        guard let shown = sign ?? picked ?? LunarCalendar.chinese.lunarYear(of: today).map(Sign.init(lunarYear:)) else {
            Console.out(drawNoSign(look, width: width, on: today))
            return .ok
        }
        if try reader.savedToday(sign: shown) == nil {
            let refresher = try context.refresher(configuration, model: .configured)
            do {
                _ = try await refresher.refresh(sign: shown)
            } catch let error as any ReportableError {
                Console.error(error.message(in: configuration.language))
            }
        }
        let entry = try reader.snapshot(for: .init(sign: shown))
        Console.out(draw(entry, look, width: width))
        if sign == nil && picked == nil {
            Console.error(
                FortuneWidgetView.noSignSentence(on: today, language: configuration.language, charset: look.charset))
        }
        return .ok
    }

    /// The live widget: draws, then redraws on every reload, at midnight and on resize.
    private func runWatching(_ context: AppContext, _ configuration: Configuration, look: Look) async throws
        -> ExitStatus
    {
        let refresher = autoRefresh ? try context.refresher(configuration, model: .configured) : nil
        let timeline = context.timeline(configuration, refresher: refresher)
        let (environment, now) = (context.environment, context.now)
        let host = WidgetHost(
            timeline: timeline,
            configuration: .init(sign: sign),
            render: { [self] entry, columns in draw(entry, look, width: width(forColumns: columns)) },
            renderNoSign: { [self] columns in
                drawNoSign(look, width: width(forColumns: columns), on: CalendarDay(localTime: now()))
            },
            // Live size first: COLUMNS, if exported, does not follow a resize.
            columns: { TerminalSession.columns(of: STDOUT_FILENO) ?? TerminalSize.columns(environment: environment) },
            now: now,
            // Bars read a line per frame and JSON is JSON Lines; a box is drawn in place on a
            // terminal that can, reprinted elsewhere.
            mode: format == .text ? .automatic(for: STDOUT_FILENO, environment: environment) : .stream(separator: nil)
        )
        let end = try await host.run()
        return ExitStatus(rawValue: end.exitStatus) ?? .ok
    }

    /// The width to draw at in a terminal of `columns`: `--width`, else the family's, no wider
    /// than the terminal for text (bars have no terminal to fit).
    private func width(forColumns columns: Int) -> Int {
        width ?? (format == .text ? family.width(fittingColumns: columns) : family.width)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import FortuneKit

/// `fortune widget`: draws the widget once from the store, for a terminal or a status bar.
///
/// Never touches the network and reads only the store and the configuration, since a status
/// bar runs it every few seconds. With no sign picked it prints the hint to pick one and exits
/// 0 in every format, so a bar shows the hint rather than an error.
struct WidgetCommand: Command {
    static let name = "widget"
    static let abstract = "Draw the widget once: a box, a line, JSON or a status bar's format"
    static let help = """
        usage: fortune widget [--family F] [--format F | --json] [--sign S] [--color WHEN] [--width N]

        Draws today's fortune for the stored sign as the widget shows it: the fortune, the sign's
        picture when hidden, a hint when there is none yet, an earlier day's text marked as
        such, or why the last refresh failed. Never fetches anything: 'fortune refresh' does.

        options:
          --family F    small (24×8 cells), medium (48×8), large (48×16) or inline (one line,
                        at most 60 cells); default medium for text and json, inline for bars
          --format F    text, json, waybar, i3blocks, tmux or polybar; default text. Bar formats
                        are always one line, plain, escaped for the bar's markup
          --json        the same as --format json
          --sign S      show this sign instead of the stored one (see 'fortune signs')
          --color WHEN  auto, always or never; default auto (a terminal, unless NO_COLOR is set
                        or CLICOLOR_FORCE asks for it). Only the text format is coloured
          --width N     width in cells; default the family's, no wider than the terminal
                        (COLUMNS, then the terminal's size) for text
        """

    let family: WidgetFamily
    let format: WidgetFormat
    let sign: Sign?
    let colorMode: ColorMode
    let width: Int?

    init(arguments: inout ArgumentList) throws(UsageError) {
        let json = arguments.flag("--json")
        let format = try arguments.option("--format", WidgetFormat.init(rawValue:))
        if json, let format, format != .json {
            throw UsageError("--json and --format \(format.rawValue) contradict each other")
        }
        self.format = json ? .json : format ?? .text
        family = try arguments.option("--family", WidgetFamily.init(rawValue:)) ?? self.format.defaultFamily
        colorMode = try arguments.option("--color", ColorMode.init(rawValue:)) ?? .auto
        width = try arguments.option("--width") { text in Int(text).flatMap { (1...1000).contains($0) ? $0 : nil } }
        if let text = try arguments.option("--sign") {
            do {
                sign = try Sign.parse(text).sign
            } catch {
                throw UsageError(error.description)
            }
        } else {
            sign = nil
        }
        try arguments.finish()
    }

    func run() async throws -> ExitStatus {
        let context = AppContext()
        let configuration = try context.configuration()
        let accent = AccentColor(name: configuration.accentColor) ?? {
            Console.error("unknown accentColor '\(configuration.accentColor)'; using none")
            return .none
        }()
        let style = format == .text
            ? ANSIStyle(mode: colorMode, isTerminal: Console.isTerminal(STDOUT_FILENO),
                        environment: context.environment, accentColor: accent)
            : ANSIStyle(isEnabled: false, accentColor: accent)
        let width = self.width
            ?? (format == .text ? family.width(fittingColumns: TerminalSize.columns(environment: context.environment)) : family.width)

        // The model is never called by a snapshot; the offline one costs nothing to make.
        let provider = FortuneProvider(store: context.store, model: OfflineModel(), reloader: context.widgetCenter(configuration))
        let entry: FortuneEntry
        do {
            entry = try provider.snapshot(for: .init(sign: sign))
        } catch FortuneProviderError.noSign {
            Console.out(FortuneWidgetView.renderNoSign(family: family, format: format, style: style, width: width))
            return .ok
        }
        Console.out(FortuneWidgetView.render(entry: entry, family: family, format: format, style: style, width: width))
        return .ok
    }
}

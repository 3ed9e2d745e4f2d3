import FortuneConfig
import FortuneCore
import FortuneRender
import FortuneStore
import FortuneZodiac

/// `fortune history`: the fortunes written so far, newest day first, the picked sign's first
/// within a day (`StoreDocument.historyByDay`).
struct HistoryCommand: Command {
    static let name = "history"

    enum Option {
        static let limit = CommandOption.number("--limit")
    }

    static let options: [CommandOption] = [.sign, Option.limit, .json]

    let sign: Sign?
    let limit: Int
    let json: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        sign = try arguments.sign(.sign)
        limit = try arguments.value(Option.limit) { Int($0).flatMap { $0 > 0 ? $0 : nil } } ?? 20
        json = arguments.flag(.json)
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let document = try context.store.read()
        let fortunes = document.historyByDay(leading: document.sign).filter { sign == nil || $0.sign == sign }
            .prefix(limit)
        if json {
            try Console.json(Array(fortunes))
            return .ok
        }
        // The history is still worth listing when the configuration cannot be read.
        let language = context.languageSayingWhyNotConfigured()
        if fortunes.isEmpty { Console.message(Message("history.empty").text(in: language) + "\n") }
        // The names in one column: as wide as the widest name in the language, and a space.
        let width = 1 + (Sign.allCases.map { DisplayWidth.of($0.name(in: language)) }.max() ?? 0)
        // In ASCII, as the widget there, no emoji.
        let ascii = TextCharset.fromLocale(context.environment) == .ascii
        for fortune in fortunes {
            let name = DisplayWidth.pad(fortune.sign.name(in: language), toWidth: width)
            let emoji = ascii ? "" : fortune.sign.emoji(in: language) + " "
            Console.out("\(fortune.day)  \(emoji)\(name)\(fortune.writer(in: language))")
            Console.out("    " + Sanitizer.clean(fortune.text))
        }
        return .ok
    }
}

import FortuneConfig
import FortuneCore
import FortuneRender
import FortuneStore
import FortuneZodiac

/// `fortune history`: the fortunes written so far, newest first.
struct HistoryCommand: Command {
    static let name = "history"
    static let abstract = "List earlier fortunes, newest first"
    static let discussion = """
        Lists the stored fortunes, newest first: day, sign, the model that wrote it (and the
        model that really answered, and its tokens, when the service said), and the text.
        """

    enum Option {
        static let sign = CommandOption.sign("only this sign's")
        static let limit = CommandOption.number("--limit", "at most N (default 20)")
        static let json = CommandOption.json("a JSON array of the stored records")
    }

    static let options = [Option.sign, Option.limit, Option.json]

    let sign: Sign?
    let limit: Int
    let json: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        sign = try arguments.sign(Option.sign)
        limit = try arguments.value(Option.limit) { Int($0).flatMap { $0 > 0 ? $0 : nil } } ?? 20
        json = arguments.flag(Option.json)
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let document = try context.store.read()
        let fortunes = document.history.filter { sign == nil || $0.sign == sign }.prefix(limit)
        if json {
            try Console.json(Array(fortunes))
            return .ok
        }
        if fortunes.isEmpty {
            Console.message("No fortunes yet: run 'fortune refresh'.\n")
        }
        let language = Self.language(context)
        // The names in one column: as wide as the widest name in the language, and a space.
        let width = 1 + (Sign.allCases.map { DisplayWidth.of($0.name(in: language)) }.max() ?? 0)
        for fortune in fortunes {
            let name = DisplayWidth.pad(fortune.sign.name(in: language), toWidth: width)
            Console.out("\(fortune.day)  \(fortune.sign.emoji(in: language)) \(name)\(fortune.writer)")
            Console.out("    " + Sanitizer.clean(fortune.text))
        }
        return .ok
    }

    /// The reader's language; when the configuration cannot be read, one line says why and the
    /// locale's language names the signs, as the history is still worth listing.
    private static func language(_ context: AppContext) -> Language {
        do {
            return try context.configuration().language
        } catch {
            Console.error(error.message(in: .fromLocale(context.environment)))
            return .fromLocale(context.environment)
        }
    }
}

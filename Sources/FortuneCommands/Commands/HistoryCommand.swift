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
        for fortune in fortunes {
            Console.out(
                "\(fortune.day)  \(fortune.sign.emoji) \(DisplayWidth.pad(fortune.sign.englishName, toWidth: 8))\(fortune.writer)"
            )
            Console.out("    " + Sanitizer.clean(fortune.text))
        }
        return .ok
    }
}

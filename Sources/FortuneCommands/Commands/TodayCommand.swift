import FortuneCore
import FortuneStore
import FortuneWidget
import FortuneConfig

/// `fortune` (or `fortune today`): today's fortune as plain text, for login scripts and pipes.
///
/// Never touches the network and always exits 0 when it can print something: `fortune | cowsay`
/// in a shell greeting must keep working. It says what the widget and the bars say, in the
/// widget's own words and language: today's stored fortune; else the latest earlier one marked
/// with its day; else the hint to run `fortune refresh`, or `fortune pick SIGN` before a sign is
/// picked. Hiding concerns the widget only.
struct TodayCommand: Command {
    static let name = "today"
    static let invocation = "fortune [today]"

    enum Option {
        static let short = CommandOption.flag("-s")
    }

    static let options: [CommandOption] = [.sign, .json, Option.short]

    let sign: Sign?
    let json: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        sign = try arguments.sign(.sign)
        json = arguments.flag(.json)
        _ = arguments.flag(Option.short)
        try arguments.finish()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        try runAtOnce(context) ?? .ok
    }

    /// Prints today's line: it only reads, so it never waits.
    func runAtOnce(_ context: AppContext) throws -> ExitStatus? {
        // Neither a store nor a configuration that cannot be read may break a login script:
        // say why in one line, go on with what is left.
        let document: StoreDocument?
        do {
            document = try context.store.read(includingHistory: false)
        } catch let error as StoreError {
            Console.error(error.message(in: context.language))
            document = nil
        }
        let answer = TodaysAnswer(
            document: document, sign: sign, language: context.languageSayingWhyNotConfigured(),
            charset: .fromLocale(context.environment),
            time: context.now())
        if json {
            try Console.json(answer)
        } else {
            Console.out(answer.line)
        }
        return .ok
    }
}

import FortuneCore
import FortuneZodiac
import FortuneStore
import FortuneRender
import FortuneWidget


/// `fortune` (or `fortune today`): today's fortune as plain text, for login scripts and pipes.
///
/// Never touches the network and always exits 0 when it can print something: `fortune | cowsay`
/// in a shell greeting must keep working. It says what the widget and the bars say, in the
/// widget's own words: today's stored fortune; else the latest earlier one marked with its
/// day; else the hint to run `fortune refresh`. Hiding concerns the widget only.
struct TodayCommand: Command {
    static let name = "today"
    static let abstract = "Print today's fortune (what 'fortune' alone does)"
    static let discussion = """
        Prints today's fortune for your sign as plain text, as the widget shows it: the one
        stored for today; until there is one, the latest earlier one marked "(yesterday)" or
        with its date, or "no fortune yet: fortune refresh". Never uses the network.
        """
    static let invocation = "fortune [today]"

    enum Option {
        static let sign = CommandOption.sign("another sign than the one picked")
        static let json = CommandOption.json("print {sign, day, state, text, fortuneDay, source, model, failure, line}")
        static let short = CommandOption.flag("-s", "accepted for scripts written for the classic fortune(6): every fortune here is a short one")
    }

    static let options = [Option.sign, Option.json, Option.short]

    let sign: Sign?
    let json: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        sign = try arguments.sign(Option.sign)
        json = arguments.flag(Option.json)
        _ = arguments.flag(Option.short)
        try arguments.finish()
    }

    func run() async throws -> ExitStatus {
        let context = AppContext()
        // A store that cannot be read must not break a login script: say why, go on.
        var document: StoreDocument
        do {
            document = try context.store.read(includingHistory: false)
        } catch let error as StoreError {
            Console.error(error.description)
            document = StoreDocument()
        }
        let now = WallClock.now()
        let today = CalendarDay(localTime: now)
        let sign: Sign
        if let chosen = self.sign ?? document.sign {
            sign = chosen
        } else {
            sign = Sign(lunarYear: LunarCalendar.chinese.lunarYear(of: today) ?? today.year)
            Console.message("No sign picked yet: this is the \(sign.englishName)'s. Run 'fortune pick SIGN' to choose yours.\n")
        }
        // The widget's entry, as if shown: the picture is the widget's, the text is everyone's.
        document.showFortune = true
        let entry = FortuneEntry(document: document, sign: sign, time: now)
        let line = FortuneWidgetView.sentence(entry.card)
        if json {
            // Every key, with null for what is absent, as `widget --format json`.
            let fortune = entry.fortune
            let text: (String?) -> JSONValue = { $0.map(JSONValue.string) ?? .null }
            try Console.json(JSONValue.object([
                "sign": .string(sign.rawValue), "day": .string(today.description),
                "state": .string(entry.state.rawValue), "line": .string(line),
                "text": text(fortune.map { Sanitizer.clean($0.text) }), "fortuneDay": text(fortune?.day.description),
                "source": text(fortune?.source.rawValue), "model": text(fortune.map { Sanitizer.cleanLine($0.model) }),
                "failure": text(entry.failure.map(Sanitizer.cleanLine)),
            ]))
        } else {
            Console.out(line)
        }
        return .ok
    }
}

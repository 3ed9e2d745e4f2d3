import FortuneCore
import FortuneZodiac
import FortuneStore
import FortuneGeneration
import FortuneWidget
import FortuneConfig


/// `fortune` (or `fortune today`): today's fortune as plain text, for login scripts and pipes.
///
/// Never touches the network and always exits 0 when it can print something: `fortune | cowsay`
/// in a shell greeting must keep working. Without a stored fortune for today it prints the
/// offline model's.
struct TodayCommand: Command {
    static let name = "today"
    static let abstract = "Print today's fortune (what 'fortune' alone does)"
    static let discussion = """
        Prints today's fortune for your sign as plain text. Uses the stored fortune when there
        is one for today, otherwise the built-in offline model's; never uses the network.
        """
    static let invocation = "fortune [today]"

    enum Option {
        static let sign = CommandOption.sign("another sign than the one picked")
        static let json = CommandOption.json("print {sign, day, text, source, model} instead")
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
        // A store that cannot be read must not break a login script: say why, go on offline.
        let document: StoreDocument
        do {
            document = try context.store.read(includingHistory: false)
        } catch let error as StoreError {
            Console.error(error.description)
            document = StoreDocument()
        }
        let today = CalendarDay.today()
        let sign: Sign
        if let chosen = self.sign ?? document.sign {
            sign = chosen
        } else {
            sign = Sign(lunarYear: LunarCalendar.chinese.lunarYear(of: today) ?? today.year)
            Console.message("No sign picked yet: this is the \(sign.englishName)'s. Run 'fortune pick SIGN' to choose yours.\n")
        }
        let fortune = document.fortune(for: sign, on: today) ?? {
            let language = (try? context.configuration().language) ?? .english
            let model = OfflineModel()
            return StoredFortune(
                sign: sign, day: today, text: model.fortune(for: sign, on: today, in: language),
                language: language, model: model.name, source: .offline, createdAt: WallClock.now()
            )
        }()
        let text = Sanitizer.clean(fortune.text)
        if json {
            struct Output: Encodable { let sign, day, text, source, model: String }
            try Console.json(Output(sign: sign.rawValue, day: today.description, text: text, source: fortune.source.rawValue, model: fortune.model))
        } else {
            Console.out(text)
        }
        return .ok
    }
}

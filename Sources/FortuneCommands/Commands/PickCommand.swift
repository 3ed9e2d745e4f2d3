import FortuneCore
import FortuneZodiac
import FortuneWidget
import FortuneStore
import FortuneRender
import FortuneConfig

/// `fortune pick SIGN`: stores the sign whose fortune the widgets show.
struct PickCommand: Command {
    static let name = "pick"
    static let operands = [CommandOperand(placeholder: "SIGN", value: .text(suggestions: .signs), isOptional: true)]

    enum Option {
        static let calendar = CommandOption.choice("--calendar", "C", LunarCalendar.self)
    }

    static let options: [CommandOption] = [Option.calendar, .json]

    let text: String?
    let calendar: LunarCalendar
    let json: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        calendar = try arguments.value(Option.calendar, as: LunarCalendar.self) ?? .chinese
        json = arguments.flag(.json)
        text = try arguments.positional()
        try arguments.finish()
        if text == nil && !Console.isTerminal(0) { throw UsageError(Message("help.error.noSign")) }
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        let configuration = try context.configuration()
        let boundary = configuration.yearBoundary
        let choice =
            try text.map { text throws in try Sign.parse(text, calendar: calendar, boundary: boundary) }
            ?? ask(boundary: boundary, language: configuration.language)
        let center = context.widgetCenter(configuration)
        if try context.store.change({ $0.sign = choice.sign }).changed {
            center.reloadTimelines(ofKind: WidgetKind.todayFortune)
        }

        let sign = choice.sign
        if json {
            struct Picked: Encodable { let sign, english, korean, emoji: String; let note: String? }
            try Console.json(
                Picked(
                    sign: sign.rawValue, english: sign.englishName, korean: sign.koreanName, emoji: sign.emoji,
                    note: choice.note))
        } else {
            let words = PickWords.of(configuration.language)
            Console.out(words.saved(sign))
            if let note = words.note(choice) { Console.message(note + "\n") }
        }
        return .ok
    }

    /// Shows the twelve signs numbered and asks, again after an answer that names no sign,
    /// until one does or input ends.
    /// The signs are named as `language` names them; in English, with the Korean name too.
    private func ask(boundary: YearBoundary, language: Language) throws -> SignChoice {
        for (index, sign) in Sign.allCases.enumerated() {
            let number = index + 1 < 10 ? " \(index + 1)" : "\(index + 1)"
            let name = language == .english ? "\(sign.englishName) · \(sign.koreanName)" : sign.name(in: language)
            Console.message("\(number)  \(sign.emoji(in: language))  \(name)\n")
        }
        while true {
            Console.message(Console.prompt(Message("pick.prompt").text(in: language)))
            guard let line = readLine() else {
                Console.message("\n")
                throw UsageError(Message("help.error.noSign"))
            }
            if let number = Int(line.filter { !$0.isWhitespace }), (1...12).contains(number) {
                return SignChoice(sign: Sign.allCases[number - 1], basis: .name)
            }
            do {
                return try Sign.parse(line, calendar: calendar, boundary: boundary)
            } catch {
                Console.message(error.message(in: language) + "\n")
            }
        }
    }
}
